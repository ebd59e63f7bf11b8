import type { Stage } from './stages';

/** What a person logs on a potential student's record (the "Add activity" form). */
export const LOGGED_ACTIVITY_KINDS = ['Call', 'E-mail', 'Meeting', 'Event attended'] as const;
export type LoggedActivityKind = (typeof LOGGED_ACTIVITY_KINDS)[number];

/** The activity the server writes when a potential student's stage moves (never logged by hand). */
export const STAGE_CHANGE_KIND = 'Stage change';

/** Every kind of a potential student's activity log. */
export const LEAD_ACTIVITY_KINDS = [...LOGGED_ACTIVITY_KINDS, STAGE_CHANGE_KIND] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** The longest summary of an activity. */
export const ACTIVITY_SUMMARY_MAX = 2000;

/** What the log keeps of a stage move: its kind, day and a sentence saying from where to where. */
export interface StageChangeActivity {
  kind: typeof STAGE_CHANGE_KIND;
  on: string;
  summary: string;
}

/**
 * What moving a potential student's stage records besides the stage itself: one 'Stage change'
 * activity on the day it is made, saying from which stage to which; nothing when the stage
 * stays. The server writes it with the move (so a move replayed from a device is logged once);
 * the history of stages is the log's, no other field keeps it.
 */
export function stageChangeActivity(
  from: Stage | string,
  to: Stage | string,
  on: string,
): StageChangeActivity | undefined {
  if (from === to) return undefined;
  return { kind: STAGE_CHANGE_KIND, on, summary: `Moved from ${from} to ${to}` };
}

/**
 * Activities newest first: by day, then by when written; one made on this device and not yet
 * sent (no createdAt) comes first among its day's.
 */
export function activitiesNewestFirst<T extends { on: string; createdAt?: string }>(
  activities: readonly T[],
): T[] {
  return activities.toSorted(
    (a, b) =>
      b.on.localeCompare(a.on) || (b.createdAt ?? '\uffff').localeCompare(a.createdAt ?? '\uffff'),
  );
}
