import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, conflict, sendError } from './errors';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\w.:-]{1,200}$/;
/** Kept at least this long (architecture §4: at least 7 days). */
export const IDEMPOTENCY_DAYS = 8;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: { userId: string; key: string } | null;
  }
}

/**
 * `Idempotency-Key` on mutations: the first request claims the key, its answer is stored, and a
 * repeat gets that answer again without running anything (a repeat while the first is still
 * running gets 409, to retry).
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!MUTATIONS.has(request.method) || header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      return sendError(
        reply,
        new AppError('BAD_REQUEST', 400, 'Idempotency-Key must be 1-200 letters, digits or ._:-'),
      );
    }
    const userId = request.auth?.realUser.id ?? 'anonymous';
    const path = request.url.split('?')[0] ?? request.url;
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, method: request.method, path, status: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyKey = { userId, key };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first || first.status === 0)
      return sendError(
        reply,
        conflict('The first request with this Idempotency-Key is still running'),
      );
    if (first.method !== request.method || first.path !== path) {
      return sendError(
        reply,
        new AppError('VALIDATION', 422, 'This Idempotency-Key was used for another request'),
      );
    }
    reply.header('idempotent-replayed', 'true').code(first.status);
    return first.body === null ? reply.send() : reply.send(first.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyKey;
    if (!claim) return payload;
    request.idempotencyKey = null;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    // A server failure changed nothing for sure: free the key so a retry can run.
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    let body: unknown = null;
    if (typeof payload === 'string' && payload.length > 0) {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    await db.update(idempotencyKeys).set({ status: reply.statusCode, body }).where(where);
    return payload;
  });
}

/** Forgets answers older than the retention (run at start-up and daily). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_DAYS})`));
}
