import { z } from 'zod';
import { type RequestDecisionBody, requestDecisionSchema } from '../../../domain/forms';
import { defineCommand } from '../../../offline/commands';
import { recordTable } from '../../../offline/database';

/** What deciding a request queues: the request, its label for the outbox, and the decision. */
export interface DecideRequestInput {
  id: string;
  label: string;
  decision: RequestDecisionBody;
}

/**
 * POST /api/student-requests/{id}/decision: staff approve or reject a pending request (the
 * student is mailed the outcome). Shown decided on this device at once; the server's record
 * (who decided, when) replaces it on the next sync.
 */
export const decideRequest = defineCommand<DecideRequestInput>({
  name: 'student-requests.decide',
  schema: z.object({
    id: z.string().min(1),
    label: z.string().min(1),
    decision: requestDecisionSchema,
  }),
  label: (input) => `${input.label} — ${input.decision.decision.toLowerCase()}`,
  method: 'POST',
  path: (input) => `/api/student-requests/${encodeURIComponent(input.id)}/decision`,
  body: (input) => input.decision,
  entity: 'student-requests',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    const table = recordTable(db, 'student-requests');
    const row = await table.get(input.id);
    if (!row) return;
    await table.put({
      ...row,
      status: input.decision.decision,
      decisionReason: input.decision.reason || null,
    });
  },
});
