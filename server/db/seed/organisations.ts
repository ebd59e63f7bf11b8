import type { Faker } from '@faker-js/faker';
import { ALUMNUS_STATUS } from '#domain/alumni/alumni';
import { CONSENT_PURPOSES } from '#domain/consents/consent';
import {
  CHURCH_ORGANISATION_STATUSES,
  DEFAULT_ORGANISATION_STATUSES,
} from '#domain/leads/organisations';
import type { alumniProfiles, consents, organisations } from '../schema';
import { addDays, createFaker, DEMO_SEED, dateBetween, weighted } from './random';

// Organisations, alumni profiles and students' consents (issue 20): churches and partners across
// the hubs, where some of the alumni serve now, and what some alumni agreed to be contacted for.

export type OrganisationRow = Omit<typeof organisations.$inferInsert, 'seq'>;
export type AlumniProfileRow = Omit<typeof alumniProfiles.$inferInsert, 'seq'>;
export type ConsentRow = Omit<typeof consents.$inferInsert, 'seq'>;

const CHURCH_NAMES = [
  "St Mary's",
  'Christ Church',
  'Grace Community Church',
  'St John the Baptist',
  'Emmanuel Church',
  'Holy Trinity',
  'New Life Baptist Church',
  'St Paul with St Luke',
  'Riverside Vineyard',
  'All Saints',
  'Hope Church',
  'St Andrew’s Methodist',
] as const;
const PARTNER_NAMES = [
  ['Charity', 'City Mission'],
  ['Mission agency', 'Crosslinks Overseas'],
  ['Denomination', 'Diocese'],
  ['Charity', 'Foodbank Network'],
  ['School', 'Church of England Academy'],
  ['Mission agency', 'Youth for Christ'],
  ['Charity', 'Street Pastors'],
  ['Other', 'Christian Union Staff Team'],
] as const;
const SERVING_AS = [
  'Vicar',
  'Curate',
  'Youth pastor',
  'Worship leader',
  "Children's worker",
  'Elder',
  'Chaplain',
  'Mission partner',
] as const;
const CONSENT_SOURCES = ['Graduation form', 'Alumni survey', 'Phone call'] as const;

/** The seeds' own faker: drawing here never shifts the other generators' sequences. */
const ORGANISATION_SEED = DEMO_SEED + 20;

interface SeedHub {
  id: string;
  city: string;
}

function organisation(
  faker: Faker,
  index: number,
  hub: SeedHub,
  name: string,
  partnerType: string,
  status: string,
): OrganisationRow {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: `org-${String(index + 1).padStart(3, '0')}`,
    name,
    partnerType,
    status,
    hubId: hub.id,
    address1: faker.location.streetAddress(),
    city: hub.city,
    postCode: faker.location.zipCode(),
    email: `office@${slug}.example.org`,
    phone: faker.phone.number({ style: 'national' }),
    website: `https://${slug}.example.org`,
    scopeKeys: [`hub:${hub.id}`],
  };
}

/** About 40 organisations: three churches and two partners in each hub (org-001 …). */
export function generateOrganisations(hubs: readonly SeedHub[]): OrganisationRow[] {
  const faker = createFaker(ORGANISATION_SEED);
  const rows: OrganisationRow[] = [];
  hubs.forEach((hub, h) => {
    for (let c = 0; c < 3; c += 1) {
      const stem = CHURCH_NAMES[(h * 3 + c) % CHURCH_NAMES.length] ?? 'Church';
      // Each hub meets at its first church; the others feed it, or are being got to know.
      const status =
        c === 0
          ? CHURCH_ORGANISATION_STATUSES[0]
          : weighted(faker, [
              [CHURCH_ORGANISATION_STATUSES[1], 5],
              [CHURCH_ORGANISATION_STATUSES[2], 3],
              [CHURCH_ORGANISATION_STATUSES[3], 2],
              [CHURCH_ORGANISATION_STATUSES[4], 1],
            ]);
      rows.push(organisation(faker, rows.length, hub, `${stem}, ${hub.city}`, 'Church', status));
    }
    for (let p = 0; p < 2; p += 1) {
      const [partnerType, stem] = PARTNER_NAMES[(h * 2 + p) % PARTNER_NAMES.length] ?? [
        'Other',
        'Partner',
      ];
      const status = faker.helpers.arrayElement(DEFAULT_ORGANISATION_STATUSES);
      rows.push(organisation(faker, rows.length, hub, `${hub.city} ${stem}`, partnerType, status));
    }
  });
  return rows;
}

interface SeedStudent {
  id: string;
  firstName: string;
  lastName: string;
  hubId: string;
  scopeKeys?: string[] | null;
}
interface SeedEngagement {
  studentId: string;
  status: string;
  endDate?: string | null;
}

/**
 * Where some alumni serve (about six in ten, at a church or partner of their hub when it has
 * one), and the consents of some alumni: each purpose on its own, now and then withdrawn, so
 * the list shows alumni who may be contacted and alumni who may not.
 */
export function generateAlumniData(
  students: readonly SeedStudent[],
  engagements: readonly SeedEngagement[],
  organisationRows: readonly OrganisationRow[],
  referenceDate: string,
): { profiles: AlumniProfileRow[]; consents: ConsentRow[] } {
  const faker = createFaker(ORGANISATION_SEED + 1);
  const completed = new Map<string, string>();
  for (const engagement of engagements) {
    if (engagement.status !== ALUMNUS_STATUS) continue;
    const end = engagement.endDate ?? referenceDate;
    completed.set(engagement.studentId, end < referenceDate ? end : referenceDate);
  }
  const profiles: AlumniProfileRow[] = [];
  const consentRows: ConsentRow[] = [];
  for (const student of students) {
    const endedOn = completed.get(student.id);
    if (!endedOn) continue;
    if (faker.datatype.boolean(0.6)) {
      const local = organisationRows.filter((row) => row.hubId === student.hubId);
      const where = faker.helpers.arrayElement(local.length > 0 ? local : organisationRows);
      profiles.push({
        studentId: student.id,
        organisationId: where?.id ?? null,
        servingAs: faker.helpers.arrayElement(SERVING_AS),
      });
    }
    if (!faker.datatype.boolean(0.55)) continue;
    for (const purpose of faker.helpers.arrayElements(CONSENT_PURPOSES, { min: 1, max: 3 })) {
      const givenOn = dateBetween(faker, endedOn, referenceDate);
      const withdrawn = faker.datatype.boolean(0.15);
      consentRows.push({
        id: `consent-alumnus-${String(consentRows.length + 1).padStart(4, '0')}`,
        personKind: 'student',
        personId: student.id,
        personName: `${student.firstName} ${student.lastName}`,
        purpose,
        source: faker.helpers.arrayElement(CONSENT_SOURCES),
        givenOn,
        withdrawnOn: withdrawn ? dateBetween(faker, givenOn, addDays(referenceDate, -1)) : null,
        withdrawnReason: withdrawn ? 'Asked not to be contacted' : null,
        scopeKeys: student.scopeKeys ?? [],
      });
    }
  }
  return { profiles, consents: consentRows };
}
