import { z } from 'zod';
import {
  academicStartYearOf,
  academicYearStarting,
  parseAcademicYearTitle,
} from '../calendar/academic-year';
import {
  isProgrammeCode,
  programmeYears,
  STUDY_PACES,
  type StudyPace,
} from '../programmes/programmes';
import {
  ENROLMENT_SESSION_STATUSES,
  type EnrolmentSessionStatus,
  enrolmentSessionStatusSchema,
} from './enrolment-session';
import type { RequiredPolicy } from './policy-list';

// The staff side of enrolment (spec §2.3 students → enrolment, §4, §5, §9): who continues into
// a session, which status may follow which, and what a student still has to do.

/**
 * Enrolment for the next academic year opens on 1 June (month index 5): from then on the
 * coming session is the year that starts on 1 August, before it the year under way.
 */
export const ENROLMENT_OPENS_MONTH = 5;

/** Start year of the session enrolment is for now: the next year from 1 June, else this one. */
export function comingSessionStartYear(now: Date): number {
  const current = academicStartYearOf(now);
  return now.getUTCMonth() >= ENROLMENT_OPENS_MONTH && now.getUTCMonth() < 7
    ? current + 1
    : current;
}

/** Title of the coming session, e.g. '2026-27'. */
export function comingSessionTitle(now: Date): string {
  return academicYearStarting(comingSessionStartYear(now)).title;
}

/**
 * True when a student's enrolment made at `enrolledAt` counts for `session`: a student has one
 * enrolment form, so one made for an earlier year does not. One made on the device and not yet
 * sent has no time yet, and counts.
 */
export function enrolmentCountsFor(enrolledAt: unknown, session: string): boolean {
  if (typeof enrolledAt !== 'string') return true;
  const date = new Date(enrolledAt);
  return Number.isNaN(date.getTime()) || comingSessionTitle(date) === session;
}

/** Sessions staff may start or work on: the year under way and the one after it. */
export function sessionChoices(now: Date): string[] {
  const current = academicStartYearOf(now);
  return [current, current + 1].map((year) => academicYearStarting(year).title);
}

/**
 * Statuses a session may move to from `from`. Spec §4 lists the statuses but orders none of them
 * (unlike engagements), so any other status may follow; only "no change" is refused.
 */
export function nextSessionStatuses(from: EnrolmentSessionStatus): EnrolmentSessionStatus[] {
  return ENROLMENT_SESSION_STATUSES.filter((status) => status !== from);
}

/** Whether a session may move from one status to another, and if not a sentence naming those allowed. */
export function sessionStatusChange(
  from: EnrolmentSessionStatus,
  to: EnrolmentSessionStatus,
):
  | { allowed: true }
  | { allowed: false; message: string; allowedStatuses: EnrolmentSessionStatus[] } {
  const allowedStatuses = nextSessionStatuses(from);
  if (allowedStatuses.includes(to)) return { allowed: true };
  return {
    allowed: false,
    allowedStatuses,
    message: `The session is already ${from}; it may move to ${allowedStatuses.join(', ')}`,
  };
}

/** What the continuing rule reads of an engagement. */
export interface ContinuingEngagement {
  status: string;
  programmeCode: string;
  pace: string | null;
  credits: number;
  creditsAchieved: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string | null;
}

export type ContinuingDecision =
  | { continuing: true; yearOfStudy: number }
  | { continuing: false; reason: string };

function isStudyPace(value: string | null): value is StudyPace {
  return (STUDY_PACES as readonly (string | null)[]).includes(value);
}

/**
 * Whether an engagement continues into the session starting on 1 August of `sessionStartYear`.
 * Continuing means: the engagement is Current, started in or before the session's year, has not
 * ended before it, still has credits to achieve, and the session falls within the programme's
 * years (spec §9: MA 2 years part time, else 3; other part-time floor(credits / 60)); year 1 is
 * the academic year the engagement started in. Spec §9 gives no years for other full-time
 * programmes, so for them the credits still to achieve decide alone.
 */
export function continuingInSession(
  engagement: ContinuingEngagement,
  sessionStartYear: number,
): ContinuingDecision {
  if (engagement.status !== 'Current') {
    return { continuing: false, reason: `Engagement is ${engagement.status}, not Current` };
  }
  const session = academicYearStarting(sessionStartYear);
  const startYear = academicStartYearOf(new Date(`${engagement.startDate}T00:00:00Z`));
  if (startYear > sessionStartYear) {
    return {
      continuing: false,
      reason: `Starts in ${academicYearStarting(startYear).title}, after this session`,
    };
  }
  const sessionStart = session.start.toISOString().slice(0, 10);
  if (engagement.endDate && engagement.endDate < sessionStart) {
    return { continuing: false, reason: `Engagement ended on ${engagement.endDate}` };
  }
  if (engagement.credits > 0 && engagement.creditsAchieved >= engagement.credits) {
    return { continuing: false, reason: `All ${engagement.credits} credits achieved` };
  }
  const yearOfStudy = sessionStartYear - startYear + 1;
  const years = isProgrammeCode(engagement.programmeCode)
    ? programmeYears({
        programme: engagement.programmeCode,
        pace: isStudyPace(engagement.pace) ? engagement.pace : null,
        credits: engagement.credits > 0 ? engagement.credits : undefined,
      })
    : undefined;
  if (years !== undefined && years >= 1 && yearOfStudy > years) {
    return {
      continuing: false,
      reason: `Beyond the programme's ${years === 1 ? '1 year' : `${years} years`} (this would be year ${yearOfStudy})`,
    };
  }
  return { continuing: true, yearOfStudy };
}

/** What a student still has to do to be enrolled: the names shown on the screen. */
export const ENROLMENT_STEPS = ['Policies', 'Fees plan', 'Student enrolment'] as const;
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number];

/**
 * The steps a student has not done for a session: all four policies accepted (spec §5), a fees
 * plan chosen (the session's tuition invoice has a payment term), and the student's own "Enrol".
 * Empty when the enrolment is complete.
 */
export function outstandingSteps(row: {
  policiesMissing: readonly RequiredPolicy[];
  feesPlan: string | null;
  studentEnrolledAt: string | null;
}): EnrolmentStep[] {
  const steps: EnrolmentStep[] = [];
  if (row.policiesMissing.length > 0) steps.push('Policies');
  if (!row.feesPlan) steps.push('Fees plan');
  if (!row.studentEnrolledAt) steps.push('Student enrolment');
  return steps;
}

/** An academic year title such as '2026-27'. */
export const sessionTitleSchema = z
  .string()
  .refine((value) => parseAcademicYearTitle(value) !== undefined, {
    message: 'Choose an academic year such as 2026-27',
  });

/** POST /api/enrolment/start-year: the session to create. */
export const startYearBodySchema = z.object({ session: sessionTitleSchema });

/** PATCH /api/enrolment/sessions/{id}: the new status (If-Match names the version). */
export const sessionStatusBodySchema = z.object({ status: enrolmentSessionStatusSchema });

const policy = z.enum(['codeOfConduct', 'studentContract', 'safeguarding', 'academicConduct']);

/** One row of the staff Enrolment screen: a student's session and how far their enrolment is. */
export const enrolmentRowSchema = z.object({
  id: z.string(),
  version: z.int(),
  sessionId: z.string(),
  status: enrolmentSessionStatusSchema,
  yearOfStudy: z.int(),
  studentId: z.string(),
  studentName: z.string(),
  hubId: z.string(),
  hubName: z.string(),
  engagementId: z.string(),
  engagementCode: z.string(),
  programmeCode: z.string(),
  cohort: z.string().nullable(),
  policiesMissing: z.array(policy),
  feesPlan: z.string().nullable(),
  studentEnrolledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;

/** GET /api/enrolment/sessions?session=: the rows in the caller's scope. */
export const enrolmentListSchema = z.object({
  session: z.string(),
  rows: z.array(enrolmentRowSchema),
});

/** What starting a year did. */
export const startYearSummarySchema = z.object({
  session: z.string(),
  created: z.int(),
  alreadyThere: z.int(),
  skipped: z.array(
    z.object({
      studentId: z.string(),
      studentName: z.string(),
      engagementCode: z.string(),
      reason: z.string(),
    }),
  ),
});
export type StartYearSummary = z.infer<typeof startYearSummarySchema>;

/** A student's own sessions (GET /api/forms/student/enrolment-sessions). */
export const ownSessionsSchema = z.array(
  z.object({
    sessionId: z.string(),
    status: enrolmentSessionStatusSchema,
    yearOfStudy: z.int(),
    engagementCode: z.string(),
    studentEnrolledAt: z.string().nullable(),
  }),
);
export type OwnSession = z.infer<typeof ownSessionsSchema>[number];
