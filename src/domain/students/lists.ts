import { academicStartYearOf, academicYearStarting } from '../calendar/academic-year';
import type { Requirement } from '../permissions/requirement';
import {
  hasFcEngagement,
  ONBOARDING_EMAIL_KINDS,
  type OnboardingEmailKind,
  pendingOnboardingEmails,
} from './onboarding';

/** The student lists of spec §2.3 `/students`, each a list mode of one screen. */
export const STUDENT_LIST_MODES = ['enrolled', 'non-enrolled', 'new', 'all'] as const;
export type StudentListMode = (typeof STUDENT_LIST_MODES)[number];

/** The permission each list needs (spec §2.3); the server checks it as the menu does. */
export const STUDENT_LIST_PERMISSION: Readonly<Record<StudentListMode, string>> = {
  enrolled: 'students:view',
  'non-enrolled': 'students:enrolling',
  new: 'students:recruitment',
  all: 'students:view',
};

/**
 * What the API asks of a list's reader: the menu's permission; a tutor (mystudents:view) may
 * also read the enrolled and all lists, which their scope narrows to their tutees.
 */
export const STUDENT_LIST_REQUIREMENT: Readonly<Record<StudentListMode, Requirement>> = {
  enrolled: [['students:view', 'mystudents:view']],
  'non-enrolled': ['students:enrolling'],
  new: ['students:recruitment'],
  all: [['students:view', 'mystudents:view']],
};

/** True for the name of a student list. */
export function isStudentListMode(value: unknown): value is StudentListMode {
  return typeof value === 'string' && (STUDENT_LIST_MODES as readonly string[]).includes(value);
}

/** Engagement statuses that make a student enrolled (spec §4: studying, interrupted, awaiting the board). */
export const ENROLLED_STATUSES: readonly string[] = ['Current', 'IoS', 'Pending'];
/** Engagement statuses of a student who starts, or has just started, at an intake. */
export const NEW_STATUSES: readonly string[] = ['Starting', 'Current'];
/** Application statuses of an applicant who has said yes (spec §4; confirmed = deposit paid). */
export const ACCEPTED_APPLICATION_STATUSES: readonly string[] = [
  'Place accepted',
  'Confirmed (deposit paid)',
];

/** What the list rules read of an engagement. */
export interface ListEngagement {
  studentId: string;
  programmeCode: string;
  status: string;
  cohort?: string | null;
  futureOrLastCohort?: string | null;
  pace?: string | null;
  startDate: string;
  endDate?: string | null;
}

/** What the list rules read of an application: whose it is and where it stands. */
export interface ListApplication {
  studentId?: string | null;
  status: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** First and last day (YYYY-MM-DD) of the academic year holding `now`, `offset` years on (spec §9). */
export function academicYearDays(now: Date, offset = 0): { start: string; end: string } {
  const year = academicYearStarting(academicStartYearOf(now) + offset);
  return { start: day(year.start), end: day(year.end) };
}

/**
 * An enrolment of this academic year: a Current, IoS or Pending engagement that runs during the
 * academic year holding `now` (started by its last day, not ended before its first).
 */
export function isEnrolledThisYear(engagement: ListEngagement, now: Date): boolean {
  if (!ENROLLED_STATUSES.includes(engagement.status)) return false;
  const year = academicYearDays(now);
  return (
    engagement.startDate <= year.end && (!engagement.endDate || engagement.endDate >= year.start)
  );
}

/**
 * A start at this or the next intake: a Starting or Current engagement whose start date falls
 * in this academic year or the next (the September and January intakes of each).
 */
export function isNewStart(engagement: ListEngagement, now: Date): boolean {
  if (!NEW_STATUSES.includes(engagement.status)) return false;
  const from = academicYearDays(now).start;
  const to = academicYearDays(now, 1).end;
  return engagement.startDate >= from && engagement.startDate <= to;
}

/** One student's place in the lists: the engagement a list shows, and which lists hold them. */
export interface StudentStanding<E extends ListEngagement = ListEngagement> {
  enrolled: boolean;
  /** Accepted or confirmed (an accepted application or a Starting engagement) and not enrolled. */
  nonEnrolled: boolean;
  isNew: boolean;
  /** The engagement a list row shows: the enrolment, else the new start, else the latest. */
  engagement: E | undefined;
  hasFc: boolean;
}

const latestFirst = <E extends ListEngagement>(a: E, b: E) =>
  a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0;

/** Where one student stands, from their engagements and applications (spec §2.3, §4). */
export function standingOf<E extends ListEngagement>(
  engagements: readonly E[],
  applications: readonly ListApplication[],
  now: Date,
): StudentStanding<E> {
  const sorted = engagements.toSorted(latestFirst);
  const enrolment = sorted.find((engagement) => isEnrolledThisYear(engagement, now));
  const start = sorted.find((engagement) => isNewStart(engagement, now));
  const accepted =
    applications.some((application) =>
      ACCEPTED_APPLICATION_STATUSES.includes(application.status),
    ) || sorted.some((engagement) => engagement.status === 'Starting');
  return {
    enrolled: enrolment !== undefined,
    nonEnrolled: accepted && enrolment === undefined,
    isNew: start !== undefined,
    engagement: enrolment ?? start ?? sorted[0],
    hasFc: hasFcEngagement({ engagements }),
  };
}

/** True when the standing puts the student on the list. */
export function inList(mode: StudentListMode, standing: StudentStanding): boolean {
  if (mode === 'enrolled') return standing.enrolled;
  if (mode === 'non-enrolled') return standing.nonEnrolled;
  if (mode === 'new') return standing.isNew;
  return true;
}

/** What the list rules read of a student. */
export interface ListStudent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  hubId: string;
  programmeCode: string;
  partnerId?: string | null;
  dateOfBirth?: string | null;
  /** Date (YYYY-MM-DD) each onboarding email was sent (spec §9), absent until sent. */
  onboardingEmails?: Partial<Record<OnboardingEmailKind, string | null>> | null;
}

/** One row of a student list: text cells, so the screen and the export show the same values. */
export type StudentListRow = {
  id: string;
  lastName: string;
  firstName: string;
  email: string;
  hubId: string;
  hub: string;
  programme: string;
  status: string;
  cohort: string;
  pace: string;
  startDate: string;
  partnerId: string;
  dateOfBirth: string;
  /** New students awaiting onboarding messages (spec §9): some email unsent, no FC engagement. */
  awaitingMessages: boolean;
  onboarding: Readonly<Record<OnboardingEmailKind, string>>;
};

/** Everything the lists are built from. */
export interface StudentListSource {
  students: readonly ListStudent[];
  engagements: readonly ListEngagement[];
  applications: readonly ListApplication[];
  hubName: (hubId: string) => string;
  now: Date;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null | undefined) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const id = key(item);
    if (!id) continue;
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

/** The rows of a student list, in the students' order (spec §2.3, §4, §9). */
export function studentListRows(
  mode: StudentListMode,
  source: StudentListSource,
): StudentListRow[] {
  const engagements = groupBy(source.engagements, (engagement) => engagement.studentId);
  const applications = groupBy(source.applications, (application) => application.studentId);
  const rows: StudentListRow[] = [];
  for (const student of source.students) {
    const standing = standingOf(
      engagements.get(student.id) ?? [],
      applications.get(student.id) ?? [],
      source.now,
    );
    if (!inList(mode, standing)) continue;
    const engagement = standing.engagement;
    const sent = student.onboardingEmails ?? {};
    rows.push({
      id: student.id,
      lastName: student.lastName,
      firstName: student.firstName,
      email: student.email,
      hubId: student.hubId,
      hub: source.hubName(student.hubId),
      programme: engagement?.programmeCode ?? student.programmeCode,
      status: engagement?.status ?? '',
      cohort: engagement?.cohort ?? engagement?.futureOrLastCohort ?? '',
      pace: engagement?.pace ?? '',
      startDate: engagement?.startDate ?? '',
      partnerId: student.partnerId ?? '',
      dateOfBirth: student.dateOfBirth ?? '',
      awaitingMessages:
        standing.isNew && !standing.hasFc && pendingOnboardingEmails(toSent(sent)).length > 0,
      onboarding: Object.fromEntries(
        ONBOARDING_EMAIL_KINDS.map((kind) => [kind, sent[kind] ?? '']),
      ) as Record<OnboardingEmailKind, string>,
    });
  }
  return rows;
}

// A sent date means sent; the onboarding rules read sent flags.
function toSent(sent: Partial<Record<OnboardingEmailKind, string | null>>) {
  return Object.fromEntries(ONBOARDING_EMAIL_KINDS.map((kind) => [kind, Boolean(sent[kind])]));
}
