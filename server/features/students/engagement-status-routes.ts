import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnyEngagementStatus } from '#domain/students/engagement-status';
import {
  endDateAfterChange,
  engagementStatusChangeSchema,
  refusedTransition,
  type StatusHistoryEntry,
  statusHistoryOf,
} from '#domain/students/engagement-status-change';
import { engagementsEntity } from '../../entities/engagements';
import type { AppContext } from '../../platform/app-context';
import { applyCommand } from '../../platform/entities/command';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { conflict, invalid } from '../../platform/errors';
import { parseWith } from '../../platform/validation';

const idParams = z.object({ id: z.string().min(1).max(200) });

/**
 * POST /api/engagements/:id/status (spec §4): moves an engagement to one of its allowed next
 * statuses with a reason, a date and, for IoS, a §9 category, and appends the change to its
 * status history. Who may change an engagement may do it (STUDENT_EDIT), within their scope (404
 * outside it). As every entity write, it is the record's next version (If-Match: 409 with the
 * current record when stale), in the change feed and the audit log; the outbox replays it
 * through /api/batch.
 */
export function registerEngagementStatusRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/engagements/:id/status', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const auth = await requireRecordPermission(
      context.db,
      request,
      engagementsEntity,
      id,
      engagementsEntity.policy.update,
    );
    const change = parseWith(engagementStatusChangeSchema, request.body ?? {});
    return applyCommand(
      context.db,
      engagementsEntity,
      auth,
      id,
      request.headers['if-match'],
      (current) => {
        const from = String(current.status) as AnyEngagementStatus;
        // A change made on a status someone else has changed since is never applied over theirs.
        if (change.base && change.base.status !== from) {
          throw conflict('The status of this engagement was changed by someone else meanwhile', {
            current: presentRecord(engagementsEntity, current),
          });
        }
        const refused = refusedTransition(from, change.status);
        if (refused) throw invalid([{ message: refused, param: 'status' }], refused);
        const entry: StatusHistoryEntry = {
          from,
          to: change.status,
          reason: change.reason,
          date: change.date,
          ...(change.interruptionCategory ? { category: change.interruptionCategory } : {}),
          by: auth.user.id,
          byName: auth.user.name,
          at: new Date().toISOString(),
        };
        return {
          status: change.status,
          statusHistory: [...statusHistoryOf(current.statusHistory), entry],
          endDate: endDateAfterChange(
            change,
            typeof current.endDate === 'string' ? current.endDate : null,
          ),
        };
      },
    );
  });
}
