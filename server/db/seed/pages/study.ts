import type { PageText } from './page-text';

/** Study skills guides. */
export const STUDY_SKILLS_PAGES: readonly PageText[] = [
  {
    name: 'essay-writing',
    title: 'Writing a theology essay',
    body: `# Writing a theology essay

A good essay answers the question set, builds an argument and engages honestly with other views.
These steps work for most assignments at levels 4 to 6.

## 1. Unpack the question

Underline the key terms and the instruction word: *discuss*, *evaluate*, *compare*. "Evaluate
Moltmann's account of hope" asks for a judgement, not a summary.

## 2. Read with a purpose

- Start with a dictionary or introduction article to map the debate.
- Move on to two or three major works and at least one journal article.
- Note page numbers as you go: you will need them for footnotes.

## 3. Plan your argument

Write your answer to the question in one sentence. Each paragraph should then make one point
that supports, qualifies or tests that answer.

## 4. Draft, then edit

Leave a day between drafting and editing if you can. Read the essay aloud; cut anything that does
not serve the argument; check the word count (10% over or under is allowed).

> Tip: your tutor will read an essay plan if you send it at least a week before the deadline.

See also [referencing](/forms/studyskills/referencing) and [exegesis](/forms/studyskills/exegesis).
`,
  },
  {
    name: 'referencing',
    title: 'Referencing and footnotes',
    body: `# Referencing and footnotes

The College uses a footnote style based on the *SBL Handbook of Style*. Every quotation, and
every idea that is not your own, needs a footnote; every work cited goes in the bibliography.

## Footnotes

| Source | First footnote |
|---|---|
| Book | N. T. Wright, *The Resurrection of the Son of God* (London: SPCK, 2003), 205. |
| Chapter in edited book | Sarah Coakley, "Kenōsis and Subversion," in *Swallowing a Fishbone?*, ed. Daphne Hampson (London: SPCK, 1996), 82–111, at 90. |
| Journal article | Richard Bauckham, "The Gospels as Eyewitness Testimony," *JSNT* 31 (2008): 221–35. |
| Website | Church of England, "Safeguarding," accessed 3 October 2026, https://www.churchofengland.org/safeguarding. |

Later footnotes use a short form: *Wright, Resurrection, 210.*

## Bible references

Give book, chapter and verse (Gen 1:26–28) and name the translation once, in your first
footnote: "Scripture quotations are from the NRSVue."

## Bibliography

List every work cited, alphabetically by author surname, with full publication details. Do not
list works you read but did not cite.

Unsure? Book a slot with the study skills tutor through [help](/forms/help).
`,
  },
  {
    name: 'exegesis',
    title: 'Exegesis: reading a passage closely',
    body: `# Exegesis: reading a passage closely

Exegesis means drawing out what a text meant in its setting before asking what it means for us.
Your exegesis assignments follow these steps.

## Steps

1. **Establish the text.** Compare two or three translations and note where they differ.
2. **Context.** Where does the passage sit in the book? What comes before and after?
3. **Genre and structure.** Is it narrative, law, poetry, prophecy, letter? Outline its parts.
4. **Key words.** Look up significant words in a theological dictionary.
5. **Historical setting.** Who wrote it, to whom, and why?
6. **Interpretation.** Engage with at least two commentaries, including one you disagree with.
7. **Significance.** Only now ask what the passage says to the Church today.

## The entry exercise

Applicants write a brief essay of about 500 words on the meaning and significance of the image
of God in a named Genesis passage. If you found that exercise hard, the steps above are the
place to start.

## Recommended commentaries

- Word Biblical Commentary (detailed, uses Hebrew and Greek)
- New International Commentary (readable, thorough)
- The Bible Speaks Today (accessible, pastoral)
`,
  },
];

/** IT guides. */
export const IT_TOOLS_PAGES: readonly PageText[] = [
  {
    name: 'moodle',
    title: 'Moodle, our virtual learning environment',
    body: `# Moodle

Moodle holds your module pages: reading lists, lecture recordings, forums and the submission
points for your assignments.

## Signing in

Go to **moodle.college.test** and sign in with your College email address and password. The
first time, you will be asked to set up multi-factor authentication with an authenticator app.

## Submitting work

- Upload a Word document or PDF to the module's *Assignment submission* point.
- You can replace your file until the deadline; after it, contact your tutor.
- You will receive an email receipt. Keep it until your mark is confirmed.

## Recordings

Hub-day teaching is recorded where the room allows. If you miss a session, ask for the recording
through *Mitigating circumstances → Recordings*.
`,
  },
  {
    name: 'email',
    title: 'Your College email account',
    body: `# Your College email account

Every student has a College email address (firstname.lastname@student.college.test). We send all
official messages there, including assessment results and finance reminders, so please check it
at least twice a week.

## Setting it up on your phone

1. Install the Outlook app (iOS or Android).
2. Add an account with your College address.
3. Approve the sign-in in your authenticator app.

## Good practice

- Do not forward College email automatically to a personal account.
- Put your full name and programme in messages to the office.
- Report suspicious messages to it@college.test and delete them.
`,
  },
  {
    name: 'wifi-and-printing',
    title: 'Wi-Fi and printing',
    body: `# Wi-Fi and printing

## Wi-Fi

At the College and at residential venues connect to **eduroam** with your College email address
and password. If eduroam is not available, use **Collegium-Guest**; the password is displayed
at reception.

## Printing

Printers are in the library and the student common room. Send your document to
*Collegium-Print*, then release it at any printer by tapping your student card.

| Print | Cost |
|---|---|
| Black and white, A4 | 5p a side |
| Colour, A4 | 20p a side |

Top up your print credit at reception or online through the student shop. Hub venues do not
have College printers: please bring printed handouts with you.
`,
  },
];

/** Wellbeing pages. */
export const WELLBEING_PAGES: readonly PageText[] = [
  {
    name: 'chaplaincy',
    title: 'Chaplaincy',
    body: `# Chaplaincy

The chaplaincy team offers prayer, a listening ear and spiritual direction to every student,
whatever stage of faith or study you are at.

## Worship

- Morning prayer every hub day at 9.15
- Eucharist on the Wednesday of each residential
- Compline in the chapel during residentials at 9.30 pm

## Talking to a chaplain

You can book a confidential conversation in person or by video. Write to
chaplaincy@college.test; we reply within two working days. Conversations are confidential unless
someone is at risk of serious harm.

## Spiritual direction

We keep a list of trained spiritual directors across the country, many of whom offer a reduced
rate to students.
`,
  },
  {
    name: 'counselling',
    title: 'Counselling',
    body: `# Counselling

Study, ministry and family life can all weigh heavily at times. The College pays for up to six
sessions of short-term counselling a year for each student, with counsellors accredited by the
BACP.

## How to refer yourself

1. Email wellbeing@college.test with your name and a phone number.
2. The wellbeing coordinator will call you within three working days to talk about what would
   help.
3. You will be matched with a counsellor near you or online.

Nobody else at the College is told that you are receiving counselling.

## Urgent help

If you are in crisis, call **Samaritans on 116 123** (free, 24 hours), text **SHOUT to 85258**,
or go to your nearest A&E.
`,
  },
];

/** Library guides (students and faculty). */
export const LIBRARY_PAGES: readonly PageText[] = [
  {
    name: 'catalogue',
    title: 'Searching the library catalogue',
    body: `# Searching the library catalogue

The catalogue lists over 40,000 books and journals held at the College, and gives access to our
electronic resources.

## Electronic resources

- **ATLA Religion Database with ATLASerials**: journal articles in theology and religion
- **JSTOR**: the back runs of major journals
- **Ebook Central**: more than 3,000 theology ebooks

Sign in with your College email address to use them from home.

## Search tips

- Put phrases in quotation marks: "missio Dei".
- Use *Subject* links on a record to find similar books.
- Can't find something? Ask: library@college.test. We can often borrow it from another library.
`,
  },
  {
    name: 'borrowing',
    title: 'Borrowing and returning books',
    body: `# Borrowing and returning books

| Who | Books at once | Loan period |
|---|---|---|
| Undergraduate students | 10 | 4 weeks |
| Postgraduate students | 15 | 6 weeks |
| Faculty | 30 | one term |

Loans renew automatically up to three times unless someone else has reserved the book.

## Postal loans

Students who live more than 30 miles from the College may request postal loans. We post the book
to you; you pay the return postage. Allow five working days.

## Returning books

Return books to the library drop box, at a residential, or by post. Overdue books block further
borrowing until they are returned; there are no fines.
`,
  },
];

/** The forms area's help page. */
export const HELP_PAGES: readonly PageText[] = [
  {
    name: 'help',
    title: 'Help with the student portal',
    body: `# Help with the student portal

The student portal is where you keep your details up to date, make requests and find the
information you need during your studies.

## Common questions

**I can't see my module in the list.**
Your registrations are updated after each exam board. If a module is missing for more than a week
after term starts, email office@college.test.

**Does the portal work offline?**
Yes. Pages you have opened before are kept on your device. Forms you fill in without a
connection are saved and sent when you are back online; the sync status at the top of the page
shows what is still waiting.

**Who do I contact about…**

| Question | Contact |
|---|---|
| Fees and payment plans | finance@college.test |
| Extensions and deferrals | office@college.test |
| Moodle, email or passwords | it@college.test |
| Wellbeing and support | wellbeing@college.test |

## Accessibility

The portal is designed to work with screen readers and keyboard navigation. If something does
not work for you, please tell us at it@college.test.
`,
  },
];
