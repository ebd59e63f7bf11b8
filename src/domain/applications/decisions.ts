import { z } from 'zod';
import { isValidOutcome, type ReviewSection } from './sections';
import { APPLICATION_STATUSES, CONFIRMED_STATUS } from './statuses';

// The college's decisions on an application (spec §4): section outcomes, status changes,
// conditions of an offer and the deposit. The same rules check the dialogs and the server.

/** Statuses that tell the applicant no (or not now) need a reason: rejected, declined, deferred. */
export function statusNeedsReason(status: string): boolean {
  return /^(Rejected|Declined|Deferred)\b/.test(status);
}

/** Statuses a reviewer sets by hand: confirming happens only by recording the deposit. */
export const SETTABLE_STATUSES = APPLICATION_STATUSES.filter(
  (status) => status !== CONFIRMED_STATUS,
);

/** A status change: a status from the full list, with a reason where the status needs one. */
export const statusChangeSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES),
    reason: z.string().trim().max(2000).optional(),
  })
  .superRefine((value, context) => {
    if (statusNeedsReason(value.status) && !value.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason: the applicant is told why',
      });
    }
  });
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A section review as the reviewer gives it: an outcome of that section, and a comment. */
export const sectionReviewInputSchema = z
  .object({
    section: z.string(),
    outcome: z.string().min(1, 'Choose an outcome'),
    comment: z.string().trim().max(4000).optional(),
  })
  .refine((value) => isValidOutcome(value.section, value.outcome), {
    path: ['outcome'],
    message: "Choose one of this section's outcomes",
  });
export type SectionReviewInput = z.infer<typeof sectionReviewInputSchema>;

/** One condition of a conditional offer. */
export const conditionSchema = z.object({
  id: z.string().min(1).optional(),
  text: z.string().trim().min(1, 'Write the condition').max(1000),
  met: z.boolean(),
});
export type Condition = z.infer<typeof conditionSchema>;
export const conditionsSchema = z.array(conditionSchema).max(50);

/** "250", "250.5" or "£250.50" in pounds → pence; undefined when it is not a positive amount. */
export function penceOf(pounds: string): number | undefined {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(pounds.trim());
  if (!match) return undefined;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence > 0 ? pence : undefined;
}

/** Pence as the college writes money: "£250.00". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** The deposit that confirms a place: amount in pence, the day it was paid, a reference. */
export const depositSchema = z.object({
  amountPence: z.number().int().positive('Give the amount paid'),
  paidOn: z.iso.date('Give the day it was paid'),
  reference: z.string().trim().max(200).optional(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** One line of an application's history (who did what, when). */
export interface HistoryEntry {
  at: string;
  by?: string;
  byName?: string;
  kind: string;
  section?: string;
  outcome?: string;
  comment?: string;
  status?: string;
  reason?: string;
}

/** The history lines about one section, newest first (any kind that names the section). */
export function sectionHistory(history: unknown, section: ReviewSection): HistoryEntry[] {
  if (!Array.isArray(history)) return [];
  return (history as HistoryEntry[])
    .filter((line) => line && typeof line === 'object' && line.section === section)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

const OFFERED: readonly string[] = ['Place offered', 'Place accepted', CONFIRMED_STATUS];

/** True when the applicant has been offered a place, so there is an offer letter. */
export function hasOffer(status: string | null | undefined): boolean {
  return status != null && OFFERED.includes(status);
}

/** True when a deposit may be recorded: a place offered or accepted, not yet confirmed. */
export function awaitsDeposit(status: string | null | undefined): boolean {
  return hasOffer(status) && status !== CONFIRMED_STATUS;
}
