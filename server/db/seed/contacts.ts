import type { Faker } from '@faker-js/faker';
import type { ConsentPurpose } from '#domain/consents/consent';
import { CONSENT_SOURCES } from '#domain/consents/records';
import type { ContactRelationship } from '#domain/records/contact';
import type { consents, contacts, gifts } from '../schema';
import { addDays, createFaker, DEMO_SEED, dateBetween, weighted } from './random';

// Contacts, their consents and supporters' gifts (issue 20): about 80 people who are not
// students, and Fundraising consents of some alumni. Deterministic: its own faker seed.

export type ContactRow = typeof contacts.$inferInsert;
export type ConsentRow = typeof consents.$inferInsert;
export type GiftRow = Omit<typeof gifts.$inferInsert, 'importedAt'>;

export const DEMO_CONTACTS = 80;

/** The supporter the demo and the end-to-end journey look for: always there, always consenting. */
export const DEMO_SUPPORTER = {
  id: 'contact-0001',
  name: 'Hannah Whitfield',
  lastName: 'Whitfield',
  donorId: 'D10001',
} as const;

const RELATIONSHIPS: readonly (readonly [ContactRelationship, number])[] = [
  ['Referee', 30],
  ['Church leader', 20],
  ['Supporter', 25],
  ['Other', 5],
];
const ROLE_TITLES: Record<ContactRelationship, readonly string[]> = {
  Referee: ['Vicar', 'Youth pastor', 'Employer', 'Small group leader'],
  'Church leader': ['Senior pastor', 'Vicar', 'Elder', 'Minister'],
  Supporter: ['Trustee', 'Friend of the college', 'Prayer partner'],
  Other: ['Volunteer', 'Visiting speaker'],
};
const FUNDS = ['General', 'Bursaries', 'Library', 'Building'] as const;
const WITHDRAWAL_REASONS = [
  'Asked by e-mail to stop',
  'No longer wishes to be contacted',
  'Moved abroad',
  'Said so on the phone',
];

interface AlumnusSource {
  id: string;
  firstName: string;
  lastName: string;
  preferredName?: string | null;
}

export interface RelationshipsSeed {
  contacts: ContactRow[];
  consents: ConsentRow[];
  gifts: GiftRow[];
}

function consent(
  faker: Faker,
  person: { kind: 'contact' | 'student'; id: string; name: string },
  purpose: ConsentPurpose,
  referenceDate: string,
  withdrawnShare: number,
): ConsentRow {
  const givenOn = dateBetween(faker, addDays(referenceDate, -5 * 365), addDays(referenceDate, -60));
  const withdrawn = faker.number.float() < withdrawnShare;
  return {
    id: `consent-${person.kind}-${person.id}-${purpose.toLowerCase().replace(/\W+/g, '-')}`,
    personKind: person.kind,
    personId: person.id,
    personName: person.name,
    purpose,
    source: faker.helpers.arrayElement(CONSENT_SOURCES),
    givenOn,
    withdrawnOn: withdrawn
      ? dateBetween(faker, addDays(givenOn, 1), addDays(referenceDate, -1))
      : null,
    withdrawnReason: withdrawn ? faker.helpers.arrayElement(WITHDRAWAL_REASONS) : null,
    recordedBy: 'user-manager',
    scopeKeys: [],
  };
}

/**
 * The demo's contacts (the first is DEMO_SUPPORTER), linked to the given organisations when
 * there are any (half the supporters: a supporter's hub is their organisation's); consents of most of them and of some alumni (about one in eight withdrawn);
 * a few years of gifts from each supporter with a donor id.
 */
export function generateRelationships(
  alumni: readonly AlumnusSource[],
  organisationIds: readonly string[],
  referenceDate: string,
  count = DEMO_CONTACTS,
): RelationshipsSeed {
  const faker = createFaker(DEMO_SEED + 20);
  const contactRows: ContactRow[] = [];
  const consentRows: ConsentRow[] = [];
  const giftRows: GiftRow[] = [];
  for (let index = 1; index <= count; index++) {
    const id = `contact-${String(index).padStart(4, '0')}`;
    const demo = index === 1;
    const relationship = demo ? 'Supporter' : weighted(faker, RELATIONSHIPS);
    const firstName = demo ? 'Hannah' : faker.person.firstName();
    const lastName = demo ? DEMO_SUPPORTER.lastName : faker.person.lastName();
    const preferred = !demo && faker.number.float() < 0.15 ? firstName.slice(0, 3) : null;
    const hasAddress = relationship !== 'Referee' || faker.number.float() < 0.3;
    const donorId =
      relationship === 'Supporter' && (demo || faker.number.float() < 0.7)
        ? demo
          ? DEMO_SUPPORTER.donorId
          : `D${10000 + index}`
        : null;
    const name = `${firstName} ${lastName}`;
    contactRows.push({
      id,
      title: faker.helpers.arrayElement([null, 'Mr', 'Mrs', 'Ms', 'Dr', 'Revd']),
      name,
      preferredName: preferred,
      lastName,
      email: faker.internet.email({ firstName, lastName, provider: 'example.org' }).toLowerCase(),
      phone: faker.number.float() < 0.7 ? faker.phone.number({ style: 'national' }) : null,
      address1: hasAddress ? faker.location.streetAddress() : null,
      address2: null,
      city: hasAddress ? faker.location.city() : null,
      county: null,
      postCode: hasAddress ? faker.location.zipCode() : null,
      organisationId:
        organisationIds.length > 0 && (relationship !== 'Supporter' || faker.datatype.boolean())
          ? faker.helpers.arrayElement(organisationIds)
          : null,
      relationship,
      roleTitle: faker.helpers.arrayElement(ROLE_TITLES[relationship]),
      donorId,
      notes: null,
      scopeKeys: [],
    });
    const person = { kind: 'contact' as const, id, name };
    const purposes: ConsentPurpose[] =
      relationship === 'Supporter'
        ? ['Fundraising', 'Post', 'Marketing e-mail']
        : relationship === 'Church leader'
          ? ['Marketing e-mail', 'Post']
          : faker.number.float() < 0.3
            ? ['Marketing e-mail']
            : [];
    for (const purpose of purposes)
      if (demo || faker.number.float() < 0.85)
        consentRows.push(consent(faker, person, purpose, referenceDate, demo ? 0 : 0.12));
    if (donorId) {
      const giftCount = demo ? 3 : faker.number.int({ min: 0, max: 6 });
      for (let gift = 0; gift < giftCount; gift++)
        giftRows.push({
          id: `gift-${id}-${gift + 1}`,
          donorId,
          personKind: 'contact',
          personId: id,
          amountPence: faker.helpers.arrayElement([1000, 2500, 5000, 10000, 25000]),
          givenOn: dateBetween(faker, addDays(referenceDate, -3 * 365), addDays(referenceDate, -7)),
          fund: faker.helpers.arrayElement(FUNDS),
        });
    }
  }
  // Alumni who agreed to hear about giving (every third), some of whom withdrew.
  alumni.forEach((alumnus, index) => {
    if (index % 3 !== 0) return;
    const name = `${alumnus.preferredName || alumnus.firstName} ${alumnus.lastName}`;
    consentRows.push(
      consent(faker, { kind: 'student', id: alumnus.id, name }, 'Fundraising', referenceDate, 0.12),
    );
  });
  // One gift per donor, day, amount and fund (the import's unique key).
  const seen = new Set<string>();
  const uniqueGifts = giftRows.filter((gift) => {
    const key = `${gift.donorId}|${gift.givenOn}|${gift.amountPence}|${gift.fund}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { contacts: contactRows, consents: consentRows, gifts: uniqueGifts };
}
