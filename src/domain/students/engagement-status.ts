import { z } from 'zod';

/** Statuses an engagement (a student's enrolment on a programme) can have (spec §4). */
export const ENGAGEMENT_STATUSES = [
  'Current',
  'Completed',
  'IoS',
  'Pending',
  'Withdrawn',
  'Terminated',
  'Deferred',
  'Did not start',
  'Resi only',
  'Transferred',
] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** Statuses of an engagement that has not finished: it is running or still to start (spec §4). */
export const FUTURE_STATUSES = [
  'Starting',
  'Current',
  'Deferred',
  'Did not start',
  'Resi only',
] as const;
export type FutureStatus = (typeof FUTURE_STATUSES)[number];

/**
 * Every status an engagement record may hold: the main list plus 'Starting', which the spec names
 * only among future statuses and as a transition target.
 */
export const ALL_ENGAGEMENT_STATUSES = [...ENGAGEMENT_STATUSES, 'Starting'] as const;
export type AnyEngagementStatus = (typeof ALL_ENGAGEMENT_STATUSES)[number];
export const engagementStatusSchema = z.enum(ALL_ENGAGEMENT_STATUSES);

// Allowed next statuses (spec §4); every other status allows none.
// Deferred, Did not start and Resi only: the original seed's check for these was faulty and
// never matched, so they could move nowhere. We implement the INTENDED rule: Current or Starting.
// Starting (which the spec lists only as a future status and a target): an engagement about to
// start begins (Current), is put off (Deferred) or never begins (Did not start); without these it
// could never leave Starting.
const NEXT_STATUSES = {
  IoS: ['Current', 'Transferred', 'Withdrawn', 'Terminated'],
  Current: ['IoS', 'Transferred', 'Completed', 'Pending', 'Withdrawn', 'Terminated'],
  Deferred: ['Current', 'Starting'],
  'Did not start': ['Current', 'Starting'],
  'Resi only': ['Current', 'Starting'],
  Completed: [],
  Pending: [],
  Withdrawn: [],
  Terminated: [],
  Transferred: [],
  Starting: ['Current', 'Deferred', 'Did not start'],
} as const satisfies Record<AnyEngagementStatus, readonly AnyEngagementStatus[]>;

/** True for a status that counts as running or still to start (spec §4 future statuses). */
export function isFutureStatus(status: string): status is FutureStatus {
  return (FUTURE_STATUSES as readonly string[]).includes(status);
}

/** Statuses an engagement may move to from `from`; empty when it may not move (spec §4). */
export function allowedNextStatuses(from: AnyEngagementStatus): readonly AnyEngagementStatus[] {
  // hasOwn guards against values from outside the type, such as 'toString'.
  return Object.hasOwn(NEXT_STATUSES, from) ? NEXT_STATUSES[from] : [];
}

/** True when an engagement may move from `from` to `to`; staying put is not a transition. */
export function canTransition(from: AnyEngagementStatus, to: AnyEngagementStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}
