import { z } from 'zod';
import { ACTIVITY_SUMMARY_MAX, LEAD_ACTIVITY_KINDS } from '../leads/activities';
import type { Stored } from './stored';

/**
 * One thing done with a potential student (append-only): a call, an e-mail, a meeting, an event
 * attended, or a stage change the server recorded. Staff send the lead, kind, day and summary;
 * the server sets the author from the signed-in user, and no one changes or deletes one.
 */
export const leadActivityRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  potentialStudentId: z.string().trim().min(1).max(200),
  kind: z.enum(LEAD_ACTIVITY_KINDS, { error: 'Choose what kind of activity it was' }),
  on: z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }),
  summary: z
    .string()
    .trim()
    .min(1, 'Write what happened')
    .max(ACTIVITY_SUMMARY_MAX, `A summary has at most ${ACTIVITY_SUMMARY_MAX} characters`),
  /** Set by the server (the signed-in user); whatever a client sends is replaced. */
  authorId: z.string().max(200).nullish(),
  authorName: z.string().max(300).nullish(),
});
/** A lead activity's fields. */
export type LeadActivityRecord = z.infer<typeof leadActivityRecordSchema>;
/** A lead activity as the server stores and sends it. */
export type StoredLeadActivity = Stored<LeadActivityRecord>;
