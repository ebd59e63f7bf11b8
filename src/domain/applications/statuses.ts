import { z } from 'zod';

/** Every application status, in the spec's order (spec §4 "Application statuses", full list). */
export const APPLICATION_STATUSES = [
  'In progress',
  'Applicant discontinued',
  'Application on hold',
  'Ready for archive',
  'Did not respond',
  'Under review',
  'Ready for approval',
  'Rejected (by the college)',
  'Approved',
  'Place offered',
  'Place accepted',
  'Confirmed (deposit paid)',
  'Declined (plans unclear)',
  'Deferred (to future year)',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application status from the full list (spec §4). */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** Confirmation is based on the deposit having been paid (spec §4). */
export const CONFIRMED_STATUS = 'Confirmed (deposit paid)' satisfies ApplicationStatus;

// Spec §4 writes the last one 'Rejected (by college)': that is the full list's
// 'Rejected (by the college)' (a rejected application is incomplete), so we use that spelling.
export const INCOMPLETE_APPLICATION_STATUSES = [
  'In progress',
  'Applicant discontinued',
  'Application on hold',
  'Ready for archive',
  'Rejected (by the college)',
] as const satisfies readonly ApplicationStatus[];

// Kept literally as spec §4 gives it. It DIFFERS from the full list: 'Submitted' is not
// an application status there, so it can only match data from outside the full list.
export const ONGOING_APPLICATION_STATUSES: readonly string[] = [
  'In progress',
  'Submitted',
  'Did not respond',
  'Under review',
  'Ready for approval',
  'Approved',
  'Place offered',
  'Place accepted',
];

/** True when the value is one of the full list of application statuses (spec §4). */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** True when the status is in the incomplete-application set (spec §4). */
export function isIncompleteApplication(status: string | null | undefined): boolean {
  return status != null && (INCOMPLETE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** True when the status is in the spec's ongoing set, matched literally (spec §4). */
export function isOngoingApplication(status: string | null | undefined): boolean {
  return status != null && ONGOING_APPLICATION_STATUSES.includes(status);
}

/** True when the application is confirmed, i.e. its deposit is paid (spec §4). */
export function isConfirmed(status: string | null | undefined): boolean {
  return status === CONFIRMED_STATUS;
}
