import type { Faker } from '@faker-js/faker';
import type { Exegesis } from '#domain/applications/parts';

// Demo exegesis essays (spec §5 prompt: the image of God in a named Genesis passage), put
// together from paragraphs so reviewers have something of about the right length to read.

const PASSAGES = ['Genesis 1:26-28', 'Genesis 5:1-3', 'Genesis 9:1-7', 'Genesis 2:4-25'];

const OPENINGS = [
  'The phrase "image of God" occurs only a handful of times in the Old Testament, yet it has shaped Christian thinking about what it means to be human more than almost any other. In this essay I read the passage closely, ask what the words meant to its first hearers, and then consider what it might mean for the church today.',
  'Few verses have been asked to carry as much weight as the statement that humankind is made in the image and likeness of God. My aim is modest: to read the passage in its setting within Genesis, to notice what it says and what it leaves unsaid, and to draw out one or two implications for ministry.',
];

const BODY = [
  'The setting matters. The creation account moves through ordered days, each ending with God seeing that what he has made is good. Humankind arrives last, and the rhythm of the text changes: instead of "let there be", God says "let us make". The change of voice slows the reader down and signals that something distinct is happening, without separating humanity from the rest of creation.',
  'The two words used, image (tselem) and likeness (demut), overlap a great deal. Tselem is used elsewhere of statues and representations, while demut suggests resemblance. Many commentators now think the pairing is less about two different qualities and more about a single idea stated twice: humans are made to represent God within the world he has made.',
  "Ancient Near Eastern kings set up images of themselves in distant provinces to show where their rule reached. Read against that background, Genesis makes a striking claim: not only kings, but every man and woman, is God's representative. The image is democratised. This gives a dignity to ordinary people that the surrounding cultures reserved for the powerful.",
  'The passage links the image closely with dominion. Humans are to rule over the fish, the birds and the animals. It would be easy to read this as permission to exploit, but the rule in view is that of a king who reflects the character of the God who made all things good. Genesis 2 fills this out: the man is placed in the garden "to work it and take care of it".',
  'It is also significant that the image is given to humankind as male and female together. Whatever the image is, it is not the possession of one sex more than the other, and it seems to be expressed in relationship. Some theologians have seen here a reflection of the relational life of God himself; even if that goes beyond what the text says, it fits its emphasis.',
  "Genesis 9 returns to the image after the flood, and it does so in the context of violence. Human life is not to be taken, because humans are made in God's image. The image has not been lost through the fall; it remains the ground of each person's worth, even when people behave very badly indeed.",
  'The New Testament picks up the theme in a new key. Christ is described as the image of the invisible God, and believers are being renewed in knowledge after the image of their creator. The image is therefore both a gift given at creation and a calling that is fulfilled as people are conformed to Christ.',
  'There are questions the passage does not answer. It does not tell us whether the image lies in reason, in moral awareness, in creativity or in relationship, and attempts to locate it in one human capacity have often excluded those who lack that capacity. I find it safer to say that the image is what humans are, rather than something they have.',
];

const CLOSINGS = [
  "For ministry, the passage gives a simple but demanding starting point. Every person who walks into a church, a hospital ward or a youth club bears God's image. Our welcome, our care for the vulnerable and our stewardship of creation all flow from that, and the passage invites us to see people first as God sees them.",
  'In my own setting, working with young people who often feel they have little worth, this passage has been a source of hope. To be told that you represent God in the world is both an honour and a responsibility, and I hope to learn through study how to teach it faithfully and live it out.',
];

/** A demo essay on a named Genesis passage: an opening, four or five body paragraphs, a close. */
export function exegesisDocument(faker: Faker): Exegesis {
  // In the bank's order, so the argument reads from the text to its reach.
  const body = faker.helpers
    .arrayElements([...BODY.keys()], { min: 4, max: 5 })
    .sort((a, b) => a - b)
    .map((index) => BODY[index]);
  const paragraphs = [
    faker.helpers.arrayElement(OPENINGS),
    ...body,
    faker.helpers.arrayElement(CLOSINGS),
  ];
  return { passage: faker.helpers.arrayElement(PASSAGES), essay: paragraphs.join('\n\n') };
}
