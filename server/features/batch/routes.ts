import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/context';

const operation = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z
    .string()
    .regex(/^\/api\/[\w\-/.:]+$/, 'An API path such as /api/students/42')
    .refine(
      (path) => !path.startsWith('/api/batch') && !path.startsWith('/api/auth'),
      'Not allowed in a batch',
    ),
  body: z.unknown().optional(),
  ifMatch: z.union([z.string(), z.number()]).optional(),
  idempotencyKey: z.string().min(1).max(200).optional(),
});
const batchBody = z.object({ operations: z.array(operation).min(1).max(500) });
type Operation = z.infer<typeof operation>;

// Records of one batch are written at most this many at a time: enough to keep the database's
// connections busy while one waits, few enough not to starve other users' requests.
const CONCURRENT_RECORDS = 8;

/**
 * The record an operation writes: `/api/<entity>/<id>` (what follows, e.g. `/review`, acts on
 * the same record), or for a POST to a collection the id its body names. Operations on one
 * record run in their order; different records run side by side. A create without an id cannot
 * be the target of another operation of the same batch, so it is a record of its own.
 */
export function recordKeyOf(op: Operation, index: number): string {
  const [, api, entity, id] = op.path.split('/');
  if (id) return `${api}/${entity}/${id}`;
  const bodyId =
    op.body && typeof op.body === 'object' ? (op.body as { id?: unknown }).id : undefined;
  return typeof bodyId === 'string' ? `${api}/${entity}/${bodyId}` : `#${index}`;
}

/** The operations grouped by the record they write, each group in the batch's order. */
export function groupByRecord(operations: readonly Operation[]): number[][] {
  const groups = new Map<string, number[]>();
  operations.forEach((op, index) => {
    const key = recordKeyOf(op, index);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()];
}

/**
 * `POST /api/batch`: many mutations in one request, each through its own route (same checks,
 * same idempotency), each with its own result in the order sent — the offline outbox's replay.
 * Operations on one record run in order; different records run concurrently.
 */
export function registerBatchRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/batch', { schema: { body: batchBody } }, async (request) => {
      requireAuth(request);
      const forwarded: Record<string, string> = {};
      for (const name of ['cookie', 'host', 'origin', 'sec-fetch-site', 'user-agent']) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const run = async (op: Operation) => {
        const response = await app.inject({
          method: op.method,
          url: op.path,
          headers: {
            ...forwarded,
            ...(op.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(op.ifMatch !== undefined ? { 'if-match': String(op.ifMatch) } : {}),
            ...(op.idempotencyKey ? { 'idempotency-key': op.idempotencyKey } : {}),
          },
          ...(op.body !== undefined ? { payload: JSON.stringify(op.body) } : {}),
          remoteAddress: request.ip,
        });
        const text = response.body;
        let body: unknown = null;
        if (text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        return {
          status: response.statusCode,
          body,
          replayed: response.headers['idempotent-replayed'] === 'true',
        };
      };
      const { operations } = request.body;
      const results: Awaited<ReturnType<typeof run>>[] = new Array(operations.length);
      const limit = pLimit(CONCURRENT_RECORDS);
      await Promise.all(
        groupByRecord(operations).map((group) =>
          limit(async () => {
            for (const index of group) {
              const op = operations[index];
              if (op) results[index] = await run(op);
            }
          }),
        ),
      );
      return { results };
    });
}
