import { LOGGED_ACTIVITY_KINDS, type LoggedActivityKind } from '#domain/leads/activities';
import {
  AGE_RANGES,
  FIRST_CONTACT,
  FIRST_HEARD_GROUPS,
  FIRST_HEARD_SOURCES,
} from '#domain/leads/sources';
import { STAGES, type Stage } from '#domain/leads/stages';
import { potentialStudentScopeKeys } from '../../platform/auth/scope';
import { leadActivities, potentialStudents } from '../schema';
import { DEMO_ACCOUNTS, DEMO_HUB_ID, DEMO_PD_PROGRAMME } from './demo-accounts';
import type { ApplicationRow } from './generate';
import { addDays, createFaker, DEMO_SEED, timestampOn } from './random';
import type { InsertWithChanges } from './student-records';

/** A potential student row as the seed inserts it (seq is set when its change is recorded). */
export type PotentialStudentRow = Omit<typeof potentialStudents.$inferInsert, 'seq'> & {
  scopeKeys: string[];
};
/** An activity row as the seed inserts it. */
export type LeadActivityRow = Omit<typeof leadActivities.$inferInsert, 'seq'> & {
  scopeKeys: string[];
};

/** How many potential students the demo has. */
export const DEMO_LEAD_COUNT = 60;
/** How many of them are the demo hub director's hub's (the first ones). */
const DEMO_HUB_LEADS = 14;
const HUBS = ['hub-1', 'hub-2', 'hub-3', 'hub-4', 'hub-5', 'hub-6', 'hub-7', 'hub-8'];
const PROGRAMMES = ['CertHE', 'FdA', 'MA', 'GradDip', 'Ordinand', 'CCC'];
// Most people are early in the pipeline: after one lead in each stage, the rest mostly there.
const EARLY_STAGES: readonly Stage[] = [
  'Initial contact made',
  'Engaged with HD/PD',
  'Interested in future enrolment',
  'Interested in current enrolment',
  'Unknown',
  'Mailing list',
];
const CLOSED_STAGES: readonly string[] = [
  'Student',
  'MA completed',
  'Rejected',
  'Not intending to apply',
  'Not responsive',
];
const EVENTS = ['Hub open night', 'Leaders forum', 'New Wine stand', 'Spring Harvest seminar'];

const SUMMARIES: Readonly<Record<LoggedActivityKind, readonly string[]>> = {
  Call: [
    'Talked through the part-time pattern and the hub evenings.',
    'Left a voicemail; will try again next week.',
    'Asked about fees and bursaries; sent the finance page.',
  ],
  'E-mail': [
    'Sent the prospectus and the dates of the next open night.',
    'Followed up on the application link.',
    'Replied to a question about placements.',
  ],
  Meeting: [
    'Coffee at the hub: keen to start next September.',
    'Met with their church leader about a placement.',
  ],
  'Event attended': ['Came to the hub open night.', 'Visited the college stand at a conference.'],
};

const director = (id: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.id === id);
  if (!account) throw new Error(`No demo account ${id}`);
  return account;
};

/**
 * The demo's potential students: 60 people across the hubs (the demo hub director's hub has
 * 14 of them), every §4 stage held by at least one, first heard and first contact from the §9
 * lists, owned by the demo hub director (their hub's) or programme director (BA elsewhere),
 * applicants and students linked to an application of their hub, and a short activity log for
 * about two in three. Deterministic: the same applications and date give the same rows.
 */
export function generateLeads(
  applications: readonly Pick<ApplicationRow, 'id' | 'hubId'>[],
  referenceDate: string,
): { potentialStudents: PotentialStudentRow[]; leadActivities: LeadActivityRow[] } {
  const faker = createFaker(DEMO_SEED + 20);
  const hd = director('user-hd');
  const pd = director('user-pd');
  const registrar = director('user-registrar');
  const unlinked = new Map<string, string[]>();
  for (const application of applications) {
    const list = unlinked.get(application.hubId) ?? [];
    list.push(application.id);
    unlinked.set(application.hubId, list);
  }
  const leads: PotentialStudentRow[] = [];
  const activities: LeadActivityRow[] = [];
  for (let index = 0; index < DEMO_LEAD_COUNT; index += 1) {
    const id = `lead-${String(index + 1).padStart(3, '0')}`;
    const hubId = index < DEMO_HUB_LEADS ? DEMO_HUB_ID : faker.helpers.arrayElement(HUBS);
    // Every stage twice over first (once in the demo hub), then the early stages.
    const stage: Stage =
      index < 2 * STAGES.length
        ? (STAGES[index % STAGES.length] as Stage)
        : faker.helpers.arrayElement(EARLY_STAGES);
    const programme = index % 5 === 1 ? DEMO_PD_PROGRAMME : faker.helpers.arrayElement(PROGRAMMES);
    const owner = hubId === DEMO_HUB_ID ? hd : programme === DEMO_PD_PROGRAMME ? pd : null;
    const ownerId = owner?.id ?? null;
    const linked = stage === 'Applicant' || stage === 'Student';
    const applicationId = linked ? (unlinked.get(hubId)?.shift() ?? null) : null;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const group = faker.helpers.arrayElement(FIRST_HEARD_GROUPS);
    const createdOn = addDays(referenceDate, -faker.number.int({ min: 10, max: 300 }));
    const createdAt = timestampOn(faker, createdOn);
    const open = !CLOSED_STAGES.includes(stage);
    const scopeKeys = potentialStudentScopeKeys({ hubId, programme, ownerId });
    leads.push({
      id,
      name: firstName,
      preferredName: index % 9 === 4 ? firstName.slice(0, 3) : null,
      lastName,
      email: `${firstName}.${lastName}.${index + 1}@example.org`.toLowerCase().replace(/'/g, ''),
      phone: index % 3 === 0 ? null : `07700 9${String(10_000 + index * 137).slice(-5)}`,
      postCode: faker.location.zipCode(),
      hubId,
      programme,
      ageRange: faker.helpers.arrayElement(AGE_RANGES),
      stage,
      firstHeard: faker.helpers.arrayElement(FIRST_HEARD_SOURCES[group]),
      firstContact: faker.helpers.arrayElement(FIRST_CONTACT),
      ownerId,
      ownerName: owner?.name ?? null,
      nextActionOn: open ? addDays(referenceDate, faker.number.int({ min: -5, max: 40 })) : null,
      applicationId,
      sourceEvent: index % 4 === 2 ? faker.helpers.arrayElement(EVENTS) : null,
      notes: null,
      scopeKeys,
      createdAt,
      updatedAt: createdAt,
    });
    const logged = index % 3 === 2 ? 0 : faker.number.int({ min: 1, max: 3 });
    for (let n = 0; n < logged; n += 1) {
      const kind = faker.helpers.arrayElement(LOGGED_ACTIVITY_KINDS);
      const author = ownerId === hd.id ? hd : ownerId === pd.id ? pd : registrar;
      const on = addDays(createdOn, 3 + n * faker.number.int({ min: 5, max: 30 }));
      const at = timestampOn(faker, on);
      activities.push({
        id: `${id}:activity-${n + 1}`,
        potentialStudentId: id,
        kind,
        on,
        summary: faker.helpers.arrayElement(SUMMARIES[kind]),
        authorId: author.id,
        authorName: author.name,
        scopeKeys,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return { potentialStudents: leads, leadActivities: activities };
}

/** Inserts the demo's potential students and their activities, with their changes; the counts. */
export async function seedLeads(
  applications: readonly Pick<ApplicationRow, 'id' | 'hubId'>[],
  referenceDate: string,
  insert: InsertWithChanges,
): Promise<{ potentialStudents: number; leadActivities: number }> {
  const data = generateLeads(applications, referenceDate);
  return {
    potentialStudents: await insert(
      potentialStudents,
      'potential-students',
      data.potentialStudents,
    ),
    leadActivities: await insert(leadActivities, 'lead-activities', data.leadActivities),
  };
}
