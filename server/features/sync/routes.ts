import { and, asc, count, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetsRequirement } from '#domain/permissions/requirement';
import { changes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requireAuth } from '../../platform/auth/context';
import { settledChangeNumber } from '../../platform/changes';
import type { EntityDefinition } from '../../platform/entities/define';
import { featureOn } from '../../platform/features';
import { buildFeedEntries } from './feed-page';

const syncQuery = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});

/**
 * `GET /api/sync?cursor=&limit=`: the changes after the cursor that the caller may see, oldest
 * first, with the next cursor (architecture §4 "Change feed"); a page stops at `limit` changes or
 * about 2 MB of JSON (feed-page.ts), whichever comes first.
 */
export function registerSyncRoutes(
  app: FastifyInstance,
  context: AppContext,
  entities: readonly EntityDefinition[],
): void {
  const { db } = context;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/sync', { schema: { querystring: syncQuery } }, async (request, reply) => {
      const auth = requireAuth(request);
      const { cursor, limit } = request.query;
      // A switched-off feature's records are not sent (issue 21: the helpdesk's tickets).
      const visible = entities.filter(
        (entity) =>
          meetsRequirement(auth.checker, entity.policy.view) &&
          (!entity.feature || featureOn(context, entity.feature)),
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
      const page = rows.slice(0, limit);
      const built = await buildFeedEntries(db, page, byName, auth.scope);
      // Written as JSON text: each entry was serialised once, to measure the page.
      const body = `{"changes":[${built.entries.join(',')}],"cursor":${built.cursor ?? cursor},"hasMore":${
        built.cut || rows.length > limit
      },"remaining":${Number(remaining?.n ?? 0)}}`;
      return reply.type('application/json; charset=utf-8').send(body);
    });
}
