import { isDeepStrictEqual } from 'node:util';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../auth/context';
import { invalid, notFound } from '../errors';
import { exportFormatSchema } from '../exports/types';
import { parseIfMatch, requireIfMatch } from '../http/if-match';
import { answerInTransaction } from '../idempotency';
import type { EntityDefinition, Row } from './define';
import { sendEntityExport } from './export-route';
import { formSchema } from './form-schema';
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  listConditions,
  listOrder,
  listQuerySchema,
} from './list-query';
import { preparePointRead } from './point-read';
import { fieldLabel, isHiddenField, presentRecord } from './present';
import { requireRecordPermission } from './record-access';
import { type BeforeCommit, createRecord, deleteRecord, updateRecord } from './write';

const idParams = z.object({ id: z.string().min(1).max(200) });
const exportQuery = z.object({ export: exportFormatSchema.default('excel') });
const customExportBody = z.object({
  fields: z.array(z.string().min(1)).min(1).max(100),
  filters: z.record(z.string(), z.string()).optional(),
});

/** Registers the generic routes of one entity (architecture §4, spec §7 "Generic entity calls"). */
export function registerEntityRoutes(app: FastifyInstance, db: Db, entity: EntityDefinition): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${entity.name}`;
  // Changed fields only; the merged record is validated as a whole when it is written.
  const patchBody = z.object({
    changes: z
      .record(z.string(), z.unknown())
      .refine(
        (changes) =>
          Object.keys(changes).every(
            (field) => field !== 'id' && Object.hasOwn(entity.inputSchema.shape, field),
          ),
        'Only the fields of the record can change',
      ),
    base: z.record(z.string(), z.unknown()).optional(),
  });

  // The writes below store their Idempotency-Key answer in their own transaction.
  const idempotentWrite = { idempotentWrite: true };
  const answer =
    (request: FastifyRequest, status: number): BeforeCommit =>
    (tx, row) =>
      answerInTransaction(tx, request, status, row ? presentRecord(entity, row) : null);

  async function listRows(
    query: ListQuery,
    auth: Parameters<typeof listConditions>[2],
    limit: number,
    offset: number,
  ) {
    const where = listConditions(entity, query, auth);
    // The page and the count of every match in one scan (a search reads the whole table): a
    // count query of its own would scan it again (architecture §7).
    const found = await db
      .select({ row: entity.table, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(entity.table)
      .where(where)
      .orderBy(...listOrder(entity, query))
      .limit(limit)
      .offset(offset);
    const rows = found.map((match) => match.row as Row);
    if (found.length > 0 || offset === 0) return { rows, total: found[0]?.total ?? 0 };
    // A page past the end holds no row to carry the count.
    const [counted] = await db.select({ total: count() }).from(entity.table).where(where);
    return { rows, total: Number(counted?.total ?? 0) };
  }

  api.get(base, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const auth = requirePermission(request, entity.policy.view);
    const query = request.query;
    if (query.schema !== undefined) return formSchema(entity);
    if (entity.customList && Object.hasOwn(query, entity.customList.param))
      return entity.customList.answer({ db, query, auth, reply });
    if (query.export) {
      return sendEntityExport(reply, db, entity, {
        format: query.export,
        columns: entity.exportColumns,
        query,
        scope: auth.scope,
      });
    }
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await listRows(
      query,
      auth.scope,
      pageSize,
      ((query.page ?? 1) - 1) * pageSize,
    );
    return { items: rows.map((row) => presentRecord(entity, row)), total };
  });

  api.post(
    `${base}/export/custom`,
    { schema: { querystring: exportQuery, body: customExportBody } },
    async (request, reply) => {
      const auth = requirePermission(request, entity.policy.view);
      // A record field, or one of the entity's export columns (which may reach into a part).
      const exportColumns = new Map(entity.exportColumns.map((column) => [column.field, column]));
      const known = new Set(Object.keys(entity.inputSchema.shape));
      // A hidden or internal field is no field to a client: never exported (issue 22).
      const unknown = request.body.fields.filter(
        (field) =>
          isHiddenField(entity, field) ||
          (!known.has(field) && !exportColumns.has(field) && field !== 'id'),
      );
      if (unknown.length > 0)
        throw invalid(unknown.map((field) => ({ message: 'Unknown field', param: field })));
      const columns = request.body.fields.map(
        (field) => exportColumns.get(field) ?? { field, label: fieldLabel(entity, field) },
      );
      return sendEntityExport(reply, db, entity, {
        format: request.query.export,
        columns,
        query: { ...request.body.filters },
        scope: auth.scope,
      });
    },
  );

  const pointRead = preparePointRead(db, entity);
  api.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, entity.policy.view);
    const row = await pointRead(request.params.id, auth.scope);
    if (!row) throw notFound();
    return presentRecord(entity, row);
  });

  api.post(
    base,
    { schema: { body: entity.inputSchema }, config: idempotentWrite },
    async (request, reply) => {
      const auth = requirePermission(request, entity.policy.create);
      const input = request.body as Record<string, unknown>;
      const row = await createRecord(db, entity, auth, input, answer(request, 201));
      return reply.code(201).send(presentRecord(entity, row));
    },
  );

  api.put(
    `${base}/:id`,
    { schema: { params: idParams, body: entity.inputSchema }, config: idempotentWrite },
    async (request) => {
      const { id } = request.params;
      const auth = await requireRecordPermission(db, request, entity, id, entity.policy.update);
      const expectedVersion = requireIfMatch(request.headers['if-match']);
      const { id: _id, ...fields } = request.body as Record<string, unknown>;
      const row = await updateRecord(db, entity, auth, id, {
        expectedVersion,
        next: () => fields,
        beforeCommit: answer(request, 200),
      });
      return presentRecord(entity, row);
    },
  );

  const patchOptions = { schema: { params: idParams, body: patchBody }, config: idempotentWrite };
  api.patch(`${base}/:id`, patchOptions, async (request) => {
    const { id } = request.params;
    // Out of scope (or missing): 404 whatever the caller may do, as a read answers (issue 17).
    const auth = await requireRecordPermission(db, request, entity, id, entity.policy.update);
    const expectedVersion = requireIfMatch(request.headers['if-match']);
    const changes = request.body.changes as Record<string, unknown>;
    const baseValues = request.body.base;
    const row = await updateRecord(db, entity, auth, id, {
      expectedVersion,
      next: () => changes,
      // A stale PATCH merges when none of its fields changed on the server since its base values.
      canMerge: (current) =>
        baseValues !== undefined &&
        Object.keys(changes).every(
          (field) =>
            Object.hasOwn(baseValues, field) &&
            isDeepStrictEqual(current[field] ?? null, baseValues[field] ?? null),
        ),
      beforeCommit: answer(request, 200),
    });
    return presentRecord(entity, row);
  });

  const deleteOptions = { schema: { params: idParams }, config: idempotentWrite };
  api.delete(`${base}/:id`, deleteOptions, async (request, reply) => {
    const { id } = request.params;
    const auth = await requireRecordPermission(db, request, entity, id, entity.policy.delete);
    const ifMatch = parseIfMatch(request.headers['if-match']);
    await deleteRecord(db, entity, auth, id, ifMatch, answer(request, 204));
    return reply.code(204).send();
  });
}
