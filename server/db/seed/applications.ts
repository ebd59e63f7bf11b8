import type { Faker } from '@faker-js/faker';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/applications/statuses';
import type { ProgrammeCode } from '#domain/programmes/programmes';
import { applicationScopeKeys } from '../../platform/auth/scope';
import type { applications } from '../schema';
import { decisionHistory } from './application-decisions';
import {
  bursaryDocument,
  commitmentDocument,
  convictionsDocument,
  courseDocument,
  declarationsDocument,
  eligibilityDocument,
  financesDocument,
  languageAbilityDocument,
  otherInformationDocument,
  profileDocument,
  qualificationsDocument,
  type Reviewer,
  type ReviewStage,
  referenceDocument,
  reviewHistory,
  sectionReviews,
} from './application-documents';
import { PROGRAMME_WEIGHTS } from './engagements';
import { exegesisDocument } from './essays';
import {
  academicYearOf,
  addDays,
  createFaker,
  DEMO_SEED,
  dateBetween,
  type EmailBook,
  earlier,
  intakeDate,
  timestampOn,
  weighted,
} from './random';

/** An application row as the seed inserts it. */
export type ApplicationRow = Omit<typeof applications.$inferInsert, 'seq'>;

/** What application generation needs to know about the rest of the data set. */
export interface ApplicationContext {
  count: number;
  referenceDate: string;
  hubWeights: readonly (readonly [string, number])[];
  hubCity: (hubId: string) => string;
  /** Staff who review applications at a hub (the registrar, and the hub's director). */
  reviewers: (hubId: string) => readonly Reviewer[];
  emails: EmailBook;
}

/** Per status: how common it is, how far its review has gone, and the chance its intake is ahead. */
export const APPLICATION_STATUS_PLAN: Readonly<
  Record<ApplicationStatus, readonly [weight: number, stage: ReviewStage, upcoming: number]>
> = {
  'In progress': [14, 'none', 0.95],
  'Applicant discontinued': [6, 'none', 0.2],
  'Application on hold': [4, 'partial', 0.6],
  'Ready for archive': [6, 'partial', 0],
  'Did not respond': [6, 'partial', 0.2],
  'Under review': [12, 'partial', 0.9],
  'Ready for approval': [6, 'accepted', 0.9],
  'Rejected (by the college)': [6, 'rejected', 0.3],
  Approved: [5, 'accepted', 0.85],
  'Place offered': [7, 'accepted', 0.85],
  'Place accepted': [7, 'accepted', 0.8],
  'Confirmed (deposit paid)': [14, 'accepted', 0.35],
  'Declined (plans unclear)': [4, 'accepted', 0.2],
  'Deferred (to future year)': [3, 'accepted', 0.3],
};

const STATUS_WEIGHTS = APPLICATION_STATUSES.map(
  (status) => [status, APPLICATION_STATUS_PLAN[status][0]] as const,
);

/** Every this-many applications, one was made by an applicant with their own account. */
export const APPLICANT_ACCOUNT_EVERY = 40;

function pickIntake(faker: Faker, upcoming: boolean, referenceDate: string): string {
  const year = academicYearOf(referenceDate);
  const january = faker.datatype.boolean(0.12);
  if (!upcoming) {
    const back = faker.number.int({ min: 1, max: 4 });
    return january ? intakeDate(year - back + 1, true) : intakeDate(year - back);
  }
  const options = [intakeDate(year), intakeDate(year + 1, true), intakeDate(year + 1)].filter(
    (d) => d >= referenceDate,
  );
  // Mostly September; the last option (next September) is always ahead of the reference date.
  const next = options.at(-1) as string;
  return january
    ? (options.find((d) => d.slice(5, 7) === '01') ?? next)
    : faker.helpers.arrayElement(options.filter((d) => d.endsWith('-09-01')));
}

/**
 * The parts added to the application form later (qualifications to bursary, declarations and
 * the exegesis essay):
 * drawn from their own faker, so the rest of the demo data stays as it was. A part may be
 * missing while the application is in progress; a current student's short application leaves
 * out qualifications and language ability (spec §5).
 */
function laterParts(faker: Faker, status: ApplicationStatus, student: boolean) {
  const has = () => status !== 'In progress' || faker.datatype.boolean(0.5);
  const finances = has() ? financesDocument(faker) : null;
  return {
    qualifications: !student && has() ? qualificationsDocument(faker) : null,
    languageAbility: !student && has() ? languageAbilityDocument(faker) : null,
    declarations: has() ? declarationsDocument(faker) : null,
    convictions: has() ? convictionsDocument(faker) : null,
    finances,
    bursary: finances ? bursaryDocument(faker, finances) : null,
    // Drawn last, so the parts above stay as they were seeded before essays were.
    exegesis: !student && has() ? exegesisDocument(faker) : null,
  };
}

/** Applications across every status, with documents, references and reviews to match. */
export function generateApplications(faker: Faker, context: ApplicationContext): ApplicationRow[] {
  const rows: ApplicationRow[] = [];
  const later = createFaker(DEMO_SEED + 1);
  // The dated submissions and decisions draw from their own faker (application-decisions.ts).
  const decisions = createFaker(DEMO_SEED + 2);
  const { referenceDate } = context;
  for (let index = 0; index < context.count; index += 1) {
    const id = `application-${String(index + 1).padStart(5, '0')}`;
    // The first ones take each status in turn, so even a tiny seed shows every status.
    const status = APPLICATION_STATUSES[index] ?? weighted(faker, STATUS_WEIGHTS);
    const [, stage, upcoming] = APPLICATION_STATUS_PLAN[status];
    const intake = pickIntake(faker, faker.datatype.boolean(upcoming), referenceDate);
    const hubId = weighted(faker, context.hubWeights);
    const city = context.hubCity(hubId);
    const programme: ProgrammeCode = weighted(faker, PROGRAMME_WEIGHTS);
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const latest = addDays(referenceDate, -1);
    // Made up to nine months before the intake's last month, and never after the reference date.
    const lastDay = earlier(addDays(intake, -30), latest);
    const createdDate = dateBetween(faker, addDays(lastDay, -270), lastDay);
    const createdAt = timestampOn(faker, createdDate);
    const applicantUserId =
      index % APPLICANT_ACCOUNT_EVERY === 3
        ? `user-applicant-${String(Math.floor(index / APPLICANT_ACCOUNT_EVERY) + 1).padStart(4, '0')}`
        : null;
    // An application still being filled in may lack any part but the course.
    const has = () => status !== 'In progress' || faker.datatype.boolean(0.6);
    const referenceCount = (max: number) =>
      status === 'In progress' ? faker.number.int({ min: 0, max: 1 }) : faker.number.int(max);
    const sections = sectionReviews(faker, stage, {
      reviewers: context.reviewers(hubId),
      from: addDays(createdDate, 14) < latest ? addDays(createdDate, 14) : createdDate,
      to: earlier(intake, latest),
    });
    // Last touched by its latest review, if any.
    const reviewTimes = Object.values(sections).map((review) => review?.reviewedAt ?? '');
    const decided = decisionHistory(
      decisions,
      { status, createdAt, latest },
      context.reviewers(hubId)[0],
    );
    const updatedAt =
      [createdAt, ...reviewTimes, ...decided.map((line) => line.at)].sort().at(-1) ?? createdAt;
    // Drawn in this order (the order of the seed's random draws keeps the demo data stable).
    const email = context.emails.next(faker, firstName, lastName);
    const course = courseDocument(faker, programme, hubId);
    const eligibility = has() ? eligibilityDocument(faker) : null;
    const otherInformation = has() ? otherInformationDocument(faker, city) : null;
    const profile = has() ? profileDocument(faker) : null;
    rows.push({
      id,
      applicantUserId,
      firstName,
      lastName,
      email,
      hubId,
      status,
      intake,
      course,
      eligibility,
      otherInformation,
      profile,
      commitment: has() ? commitmentDocument(faker, intake) : null,
      ...laterParts(later, status, profile?.student === true),
      references: Array.from({ length: referenceCount(2) }, () =>
        referenceDocument(faker, programme),
      ),
      leaderReferences: Array.from({ length: referenceCount(2) }, () =>
        referenceDocument(faker, programme),
      ),
      sections,
      history: [...reviewHistory(sections), ...decided].sort((a, b) =>
        a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
      ),
      scopeKeys: applicationScopeKeys({ hubId, applicantUserId }),
      createdAt,
      updatedAt,
    });
  }
  return rows;
}
