import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Tx } from './changes';
import { AppError, conflict, errorBody, sendError } from './errors';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\w.:-]{1,200}$/;
/** Kept at least this long (architecture §4: at least 7 days). */
export const IDEMPOTENCY_DAYS = 8;
/**
 * A claim still unanswered after this long belongs to a request that died with its process (a
 * crash between claim and answer): a retry takes the claim over rather than be refused for ever
 * (the outbox retries a 409 about the key). No request of this server runs near this long.
 */
export const ABANDONED_CLAIM_SECONDS = 120;

/** A request's key: claimed in a statement of its own, or answered in its write's transaction. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  /** The route stores its answer in its write's transaction (`answerInTransaction`). */
  inWrite: boolean;
  /** That answer is written (committed with the write unless the transaction failed). */
  answered: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: IdempotencyClaim | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's one write transaction ends with `answerInTransaction`: the key, the write and
     * the answer commit together (one commit instead of three: claim, write, answer).
     */
    idempotentWrite?: boolean;
  }
}

type Stored = typeof idempotencyKeys.$inferSelect;

function whereKey(claim: { userId: string; key: string }) {
  return and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
}

/** Why a request cannot have the stored answer of its key (none: it can). */
function refusalOf(claim: IdempotencyClaim, first: Stored | undefined): AppError | undefined {
  if (!first || first.status === 0)
    return conflict('The first request with this Idempotency-Key is still running');
  if (first.method !== claim.method || first.path !== claim.path)
    return new AppError('VALIDATION', 422, 'This Idempotency-Key was used for another request');
  return undefined;
}

/** The body as stored: the JSON answer parsed, or the text as it was. */
function storedBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length === 0) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * Inside a route's write transaction, as its last statement: stores the answer under the
 * request's key. When another request with the same key committed first (two sent at once on
 * PostgreSQL; the insert waits for it), this one's write rolls back and it answers the first
 * one's answer (`onSend`): the write happens exactly once. Nothing without a key.
 */
export async function answerInTransaction(
  tx: Tx,
  request: Pick<FastifyRequest, 'idempotencyKey'>,
  status: number,
  body: unknown,
): Promise<void> {
  const claim = request.idempotencyKey;
  if (!claim?.inWrite) return;
  const { userId, key, method, path } = claim;
  const stored = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, method, path, status, body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw conflict('Another request with this Idempotency-Key ran first');
  claim.answered = true;
}

/** Takes over the key's claim when it was left unanswered (see ABANDONED_CLAIM_SECONDS). */
async function takeOverAbandoned(db: Db, claim: IdempotencyClaim): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        whereKey(claim),
        eq(idempotencyKeys.method, claim.method),
        eq(idempotencyKeys.path, claim.path),
        eq(idempotencyKeys.status, 0),
        lt(
          idempotencyKeys.createdAt,
          sql`now() - make_interval(secs => ${ABANDONED_CLAIM_SECONDS})`,
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/**
 * `Idempotency-Key` on mutations: the first request's answer is stored, and a repeat gets that
 * answer again without running anything (a repeat while the first is still running gets 409,
 * to retry). Routes marked `idempotentWrite` store it with their write; the others claim the
 * key before they run and store the answer after.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);

  const replay = (reply: FastifyReply, first: Stored) => {
    reply.header('idempotent-replayed', 'true').code(first.status);
    return first.body === null ? reply.send() : reply.send(first.body);
  };

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
    const inWrite = request.routeOptions.config.idempotentWrite === true;
    const claim = { userId, key, method: request.method, path, inWrite, answered: false };
    // No statement here for a write that stores its answer itself: a repeat runs, fails to
    // store the key, rolls back, and answers the first answer (`onSend`). Repeats are rare.
    if (inWrite) {
      request.idempotencyKey = claim;
      return;
    }
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, method: request.method, path, status: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0 || (await takeOverAbandoned(db, claim))) {
      request.idempotencyKey = claim;
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(whereKey(claim));
    const refusal = refusalOf(claim, first);
    return refusal ? sendError(reply, refusal) : replay(reply, first as Stored);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyKey;
    if (!claim) return payload;
    request.idempotencyKey = null;
    const status = reply.statusCode;
    if (claim.inWrite) {
      // A server failure rolled the write back (or, after a commit, its answer stands).
      if (status >= 500 || (claim.answered && status < 400)) return payload;
      // A refusal (nothing written) is the key's answer too, unless another request with the
      // key answered first: then that answer is this one's (same key, same answer).
      const { userId, key, method, path } = claim;
      const stored = await db
        .insert(idempotencyKeys)
        .values({ userId, key, method, path, status, body: storedBody(payload) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (stored.length > 0) return payload;
      const [first] = await db.select().from(idempotencyKeys).where(whereKey(claim));
      const refusal = refusalOf(claim, first);
      if (refusal) {
        reply.code(refusal.status);
        return JSON.stringify(errorBody(refusal));
      }
      const answer = first as Stored;
      reply.header('idempotent-replayed', 'true').code(answer.status);
      if (answer.body === null) return '';
      return typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    }
    // A server failure changed nothing for sure: free the key so a retry can run.
    if (status >= 500) {
      await db.delete(idempotencyKeys).where(whereKey(claim));
      return payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ status, body: storedBody(payload) })
      .where(whereKey(claim));
    return payload;
  });
}

/** Forgets answers older than the retention (run at start-up and daily). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_DAYS})`));
}
