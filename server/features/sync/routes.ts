import { and, asc, count, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetsRequirement } from '#domain/permissions/requirement';
import { changes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requireAuth } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { settledChangeNumber } from '../../platform/changes';
import type { EntityDefinition, Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';

const syncQuery = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});

/** One entry of the feed: a record to store, or one to drop (deleted, or out of the caller's scope). */
type FeedEntry =
  | { seq: number; entity: string; id: string; op: 'upsert'; record: Record<string, unknown> }
  | { seq: number; entity: string; id: string; op: 'delete' | 'remove' };

/**
 * `GET /api/sync?cursor=&limit=`: the changes after the cursor that the caller may see, oldest
 * first, with the next cursor (architecture §4 "Change feed").
 */
export function registerSyncRoutes(
  app: FastifyInstance,
  context: AppContext,
  entities: readonly EntityDefinition[],
): void {
  const { db } = context;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/sync', { schema: { querystring: syncQuery } }, async (request) => {
      const auth = requireAuth(request);
      const { cursor, limit } = request.query;
      const visible = entities.filter((entity) =>
        meetsRequirement(auth.checker, entity.policy.view),
      );
      const byName = new Map(visible.map((entity) => [entity.name, entity]));
      if (visible.length === 0) return { changes: [], cursor, hasMore: false };

      // Up to the settled number only: a change numbered below it but not yet committed would
      // otherwise be passed by the cursor and never sent (architecture §2, migration 0008).
      const settled = await settledChangeNumber(db);
      const conditions: SQL[] = [
        gt(changes.seq, cursor),
        lte(changes.seq, settled),
        inArray(changes.entity, [...byName.keys()]),
      ];
      if (!auth.scope.all) {
        const keys = sql.param(auth.scope.keys);
        const scoped = visible.filter((entity) => entity.scopeKeys).map((entity) => entity.name);
        // Reference data is for everyone; scoped records only when they were or are in scope.
        conditions.push(
          sql`(${changes.entity} not in (${sql.join(
            scoped.map((name) => sql`${name}`),
            sql`, `,
          )}) or ${changes.scopeAfter} && ${keys}::text[] or ${changes.scopeBefore} && ${keys}::text[])`,
        );
      }
      // How many changes are left from this cursor: the client shows progress of a first sync.
      const [remaining] = await db
        .select({ n: count() })
        .from(changes)
        .where(and(...conditions));
      const rows = await db
        .select()
        .from(changes)
        .where(and(...conditions))
        .orderBy(asc(changes.seq))
        .limit(limit + 1);
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);

      // The latest change of each record in the page is enough: the record is read as it is now.
      const latest = new Map<string, (typeof page)[number]>();
      for (const row of page) latest.set(`${row.entity}:${row.recordId}`, row);
      const upserts = new Map<string, string[]>();
      for (const row of latest.values()) {
        const entity = byName.get(row.entity);
        if (
          row.op === 'upsert' &&
          entity &&
          (!entity.scopeKeys || inScope(auth.scope, row.scopeAfter))
        ) {
          upserts.set(row.entity, [...(upserts.get(row.entity) ?? []), row.recordId]);
        }
      }
      const records = new Map<string, Row>();
      for (const [name, ids] of upserts) {
        const entity = byName.get(name);
        if (!entity) continue;
        const found = (await db
          .select()
          .from(entity.table)
          .where(inArray(entity.table.id, ids))) as Row[];
        for (const record of found) records.set(`${name}:${record.id}`, record);
      }

      const feed: FeedEntry[] = [];
      for (const row of latest.values()) {
        const key = `${row.entity}:${row.recordId}`;
        const entity = byName.get(row.entity);
        const record = records.get(key);
        if (
          entity &&
          record &&
          (!entity.scopeKeys || inScope(auth.scope, (record.scopeKeys as string[]) ?? []))
        ) {
          feed.push({
            seq: row.seq,
            entity: row.entity,
            id: row.recordId,
            op: 'upsert',
            record: presentRecord(entity, record),
          });
        } else if (row.op === 'delete') {
          feed.push({ seq: row.seq, entity: row.entity, id: row.recordId, op: 'delete' });
        } else if (!record || (entity?.scopeKeys && !inScope(auth.scope, row.scopeAfter))) {
          // Deleted since, or now outside the caller's scope: the client drops its copy.
          feed.push({ seq: row.seq, entity: row.entity, id: row.recordId, op: 'remove' });
        }
      }
      feed.sort((a, b) => a.seq - b.seq);
      return {
        changes: feed,
        cursor: page.at(-1)?.seq ?? cursor,
        hasMore,
        remaining: Number(remaining?.n ?? 0),
      };
    });
}
