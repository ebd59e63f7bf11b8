import type { ApplicationStatus } from '../applications/statuses';
import type { Stage } from './stages';

/**
 * Application statuses whose applicants Review Applicants offers as potential students for
 * next year (spec §2.3 generateleads): those who did not complete (incomplete set without the
 * college's rejection, and those who did not respond) and those who deferred or declined.
 */
export const REVIEWABLE_STATUSES = [
  'In progress',
  'Applicant discontinued',
  'Application on hold',
  'Ready for archive',
  'Did not respond',
  'Declined (plans unclear)',
  'Deferred (to future year)',
] as const satisfies readonly ApplicationStatus[];

/** The stage of a potential student created from an applicant under review. */
export const REVIEW_STAGE: Stage = 'Interested in future enrolment';

/** True when the applicant of an application in this status may be offered for next year. */
export function isReviewCandidate(status: string | null | undefined): boolean {
  return status != null && (REVIEWABLE_STATUSES as readonly string[]).includes(status);
}
