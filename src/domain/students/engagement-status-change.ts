import { z } from 'zod';
import {
  type AnyEngagementStatus,
  allowedNextStatuses,
  engagementStatusSchema,
} from './engagement-status';
import { interruptionCodeSchema } from './interruptions';

/** The status that needs a reason of interruption (spec §9 interruption categories). */
export const INTERRUPTED_STATUS = 'IoS' satisfies AnyEngagementStatus;

/**
 * The body of POST /api/engagements/:id/status: the next status, why, from when, and for an
 * interruption of studies its category (a §9 code such as '04'; refused for any other status).
 * `base` is the status the change was made on: when it has changed meanwhile the answer is 409.
 */
export const engagementStatusChangeSchema = z
  .strictObject({
    status: engagementStatusSchema,
    reason: z.string().trim().min(1, 'Give a reason').max(2000),
    date: z.iso.date('A date as YYYY-MM-DD'),
    interruptionCategory: interruptionCodeSchema.optional(),
    base: z.strictObject({ status: engagementStatusSchema.nullable() }).optional(),
  })
  .superRefine((change, context) => {
    const interrupted = change.status === INTERRUPTED_STATUS;
    if (interrupted && !change.interruptionCategory) {
      context.addIssue({
        code: 'custom',
        path: ['interruptionCategory'],
        message: 'Choose the category of the interruption',
      });
    }
    if (!interrupted && change.interruptionCategory) {
      context.addIssue({
        code: 'custom',
        path: ['interruptionCategory'],
        message: 'Only an interruption of studies (IoS) has a category',
      });
    }
  });
export type EngagementStatusChange = z.infer<typeof engagementStatusChangeSchema>;

/** One entry of an engagement's status history (oldest first). */
export const statusHistoryEntrySchema = z.object({
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  date: z.string(),
  category: z.string().optional(),
  by: z.string(),
  byName: z.string().optional(),
  at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** An engagement's stored history; anything unreadable is left out rather than shown wrongly. */
export function statusHistoryOf(value: unknown): StatusHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = statusHistoryEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Why `from` may not move to `to`, naming where it may go; undefined when it may. E.g. "An
 * engagement cannot move from Completed to Current: Completed is final" or "...: from IoS it may
 * move to Current, Transferred, Withdrawn or Terminated".
 */
export function refusedTransition(
  from: AnyEngagementStatus,
  to: AnyEngagementStatus,
): string | undefined {
  const allowed = allowedNextStatuses(from);
  if (allowed.includes(to)) return undefined;
  const head = `An engagement cannot move from ${from} to ${to}`;
  if (allowed.length === 0) return `${head}: ${from} is final, it may not move`;
  return `${head}: from ${from} it may move to ${listed(allowed)}`;
}

/** "A", "A or B", "A, B or C". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** True for a status that ends the engagement: one it may never leave (spec §4). */
export function endsEngagement(status: AnyEngagementStatus): boolean {
  return allowedNextStatuses(status).length === 0;
}

/**
 * The engagement's end date after a change of status: the change's date when the new status
 * ends the engagement (the day it ended, as the HESA return's ENGENDDATE needs), else as it was.
 */
export function endDateAfterChange(
  change: { status: AnyEngagementStatus; date: string },
  endDate: string | null | undefined,
): string | null {
  return endsEngagement(change.status) ? change.date : (endDate ?? null);
}
