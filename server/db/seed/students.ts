import type { Faker } from '@faker-js/faker';
import type { Address } from '#domain/contacts/address';
import type { ProgrammeCode } from '#domain/programmes/programmes';
import {
  ALL_ENGAGEMENT_STATUSES,
  type AnyEngagementStatus,
} from '#domain/students/engagement-status';
import { studentScopeKeys } from '../../platform/auth/scope';
import type { engagements, students } from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_HUB_ID,
  DEMO_STUDENT_ID,
  DEMO_TUTOR_ID,
  OTHER_DEMO_HUB_ID,
  OTHER_DEMO_STUDENT_ID,
} from './demo-accounts';
import {
  ENGAGEMENT_STATUS_WEIGHTS,
  type EngagementRow,
  FEEDER_PROGRAMMES,
  generateEngagement,
  generatePriorEngagement,
  PROGRAMME_WEIGHTS,
} from './engagements';
import {
  addDays,
  dateBetween,
  type EmailBook,
  earlier,
  timestampOn,
  weighted,
  yearOf,
} from './random';

/** A student row as the seed inserts it. */
export type StudentRow = Omit<typeof students.$inferInsert, 'seq'>;
/** An engagement row with its scope keys (its student's). */
export type ScopedEngagementRow = Omit<typeof engagements.$inferInsert, 'seq'>;

/** What student generation needs to know about the rest of the data set. */
export interface StudentContext {
  count: number;
  referenceDate: string;
  hubWeights: readonly (readonly [string, number])[];
  hubCity: (hubId: string) => string;
  tutors: ReadonlyMap<string, readonly string[]>;
  emails: EmailBook;
}

// The two demo students: fixed hub, tutor and programme so the demo accounts tell a clear story.
const DEMO_STUDENTS = [
  { id: DEMO_STUDENT_ID, hubId: DEMO_HUB_ID, programme: 'BA' },
  { id: OTHER_DEMO_STUDENT_ID, hubId: OTHER_DEMO_HUB_ID, programme: 'GradDip' },
] as const;

/** Students with their engagements (1–2 each); the first two are the demo students. */
export function generateStudents(faker: Faker, context: StudentContext) {
  const studentRows: StudentRow[] = [];
  const engagementRows: ScopedEngagementRow[] = [];
  const { referenceDate } = context;
  for (let index = 0; index < context.count; index += 1) {
    const id = `student-${String(index + 1).padStart(5, '0')}`;
    const demo = DEMO_STUDENTS.find((student) => student.id === id);
    const account = DEMO_ACCOUNTS.find((a) => a.studentId === id);
    const hubId = demo?.hubId ?? weighted(faker, context.hubWeights);
    const hubTutors = (context.tutors.get(hubId) ?? []).filter(
      // The demo tutor never tutors the second demo student (who is at another hub anyway).
      (tutor) => !(id === OTHER_DEMO_STUDENT_ID && tutor === DEMO_TUTOR_ID),
    );
    const tutorId =
      id === DEMO_STUDENT_ID
        ? DEMO_TUTOR_ID
        : demo || faker.datatype.boolean(0.95)
          ? (faker.helpers.arrayElement(hubTutors) ?? null)
          : null;
    // After the demo students, one of each status so even a tiny seed shows them all.
    const cycled = ALL_ENGAGEMENT_STATUSES[index - DEMO_STUDENTS.length];
    const status: AnyEngagementStatus = demo
      ? 'Current'
      : (cycled ?? weighted(faker, ENGAGEMENT_STATUS_WEIGHTS));
    const programme: ProgrammeCode = demo?.programme ?? weighted(faker, PROGRAMME_WEIGHTS);
    const partnerId = programme === 'FC' ? null : String(2_400_000 + index * 13).padStart(7, '0');
    const main = generateEngagement(
      faker,
      { id: `${id}-e1`, studentId: id, programme, status, partnerId },
      referenceDate,
    );
    let rows: EngagementRow[] = [main];
    const feeders = FEEDER_PROGRAMMES[programme];
    if (!demo && feeders && faker.datatype.boolean(0.2)) {
      const prior = generatePriorEngagement(
        faker,
        {
          id: `${id}-e1`,
          studentId: id,
          programme: faker.helpers.arrayElement(feeders),
          status: weighted(faker, [
            ['Completed', 6],
            ['Transferred', 3],
            ['Withdrawn', 1],
          ]),
          partnerId,
        },
        main.startDate,
        referenceDate,
      );
      // Numbered in date order: the earlier engagement is e1.
      rows = [
        { ...prior, partnerId: prior.programmeCode === 'FC' ? null : partnerId },
        { ...main, id: `${id}-e2` },
      ];
    }
    const [firstName, lastName] = account
      ? (account.name.split(' ') as [string, string])
      : [faker.person.firstName(), faker.person.lastName()];
    const first = rows[0] ?? main;
    const createdAt = timestampOn(
      faker,
      earlier(
        addDays(first.startDate, -faker.number.int({ min: 40, max: 150 })),
        addDays(referenceDate, -1),
      ),
    );
    const student: StudentRow = {
      id,
      firstName,
      lastName,
      preferredName: faker.datatype.boolean(0.1) ? faker.person.firstName() : null,
      email: account?.email ?? context.emails.next(faker, firstName, lastName),
      phone: faker.phone.number(),
      dateOfBirth: dateBetween(
        faker,
        `${yearOf(referenceDate) - 65}-01-01`,
        `${yearOf(referenceDate) - 20}-12-31`,
      ),
      hubId,
      programmeCode: programme,
      partnerId,
      tutorId,
      address: address(faker, context.hubCity(hubId)),
      createdAt,
      updatedAt: createdAt,
    };
    student.scopeKeys = studentScopeKeys({ id, hubId, tutorId, programmeCode: programme });
    studentRows.push(student);
    for (const row of rows) {
      engagementRows.push({
        ...row,
        scopeKeys: student.scopeKeys,
        createdAt: student.createdAt,
        updatedAt: student.updatedAt,
      });
    }
  }
  return { students: studentRows, engagements: engagementRows };
}

function address(faker: Faker, hubCity: string): Address {
  const result: Address = {
    address1: faker.location.streetAddress(),
    // Most students live near their hub.
    city: faker.datatype.boolean(0.85) ? hubCity : faker.location.city(),
    postCode: faker.location.zipCode(),
  };
  if (faker.datatype.boolean(0.25)) result.address2 = faker.location.secondaryAddress();
  if (faker.datatype.boolean(0.6)) result.county = faker.location.county();
  return result;
}
