import { z } from 'zod';
import {
  type AnyEngagementStatus,
  engagementStatusSchema,
} from '../../../../domain/students/engagement-status';
import {
  endDateAfterChange,
  engagementStatusChangeSchema,
  type StatusHistoryEntry,
  statusHistoryOf,
} from '../../../../domain/students/engagement-status-change';
import { defineCommand } from '../../../../offline/commands';
import { recordTable } from '../../../../offline/database';

/** Input of a status change: the engagement, the change (as the API takes it) and who made it. */
export interface ChangeEngagementStatusInput {
  id: string;
  /** For the outbox: e.g. "Ada Lovelace, BA". */
  label: string;
  status: AnyEngagementStatus;
  reason: string;
  date: string;
  interruptionCategory?: string;
  by: string;
  byName: string;
  at: string;
}

const inputSchema = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    status: engagementStatusSchema,
    reason: z.string(),
    date: z.string(),
    interruptionCategory: z.string().optional(),
    by: z.string(),
    byName: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .superRefine(({ status, reason, date, interruptionCategory }, context) => {
    // The API's rules for the body (a reason, a date, a category for IoS only), by field.
    const body = {
      status,
      reason,
      date,
      ...(interruptionCategory ? { interruptionCategory } : {}),
    };
    for (const issue of engagementStatusChangeSchema.safeParse(body).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }) as z.ZodType<ChangeEngagementStatusInput>;

/**
 * POST /api/engagements/:id/status (spec §4): shown on this device at once (status and a history
 * entry), queued in the outbox and sent with the engagement's version as If-Match and the status
 * this device saw as the base. When someone else changed the engagement meanwhile the server
 * answers 409 and the outbox keeps a conflict, shown on the engagement (ConflictView).
 */
export const changeEngagementStatus = defineCommand<ChangeEngagementStatusInput>({
  name: 'engagements.changeStatus',
  schema: inputSchema,
  label: (input) => `Engagement — ${input.label}: ${input.status}`,
  method: 'POST',
  path: (input) => `/api/engagements/${encodeURIComponent(input.id)}/status`,
  body: (input, context) => ({
    status: input.status,
    reason: input.reason,
    date: input.date,
    ...(input.interruptionCategory ? { interruptionCategory: input.interruptionCategory } : {}),
    ...(context.base ? { base: context.base } : {}),
  }),
  entity: 'engagements',
  recordId: (input) => input.id,
  baseOf: (row) =>
    row ? { status: typeof row.status === 'string' ? row.status : null } : undefined,
  // The base is the record's own status: "keep mine" after a conflict rebases on theirs.
  baseAt: () => [],
  patch: (input) => ({ status: input.status }),
  apply: async (db, input) => {
    const table = recordTable(db, 'engagements');
    const row = await table.get(input.id);
    if (!row) return;
    const entry: StatusHistoryEntry = {
      from: row.status,
      to: input.status,
      reason: input.reason,
      date: input.date,
      ...(input.interruptionCategory ? { category: input.interruptionCategory } : {}),
      by: input.by,
      byName: input.byName,
      at: input.at,
    };
    await table.put({
      ...row,
      status: input.status,
      statusHistory: [...statusHistoryOf(row.statusHistory), entry],
      endDate: endDateAfterChange(input, row.endDate),
    });
  },
});
