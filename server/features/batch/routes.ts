import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/context';
import { dependenciesOf } from './schedule';

// Routes a batch never reaches: sign-in and sessions, and the batch itself.
const NOT_IN_A_BATCH = new Set(['auth', 'batch']);

/**
 * What is wrong with an operation's path, or undefined when it may run. Letters, digits and
 * `_-.:` only (no `%`: no encoded slash or dot, no backslash, no query); no empty (but a trailing
 * slash), `.` or `..` segment; the path must be what the router sees once normalised, and that path is the one whose
 * first segment is checked (`/api/students/../auth/logout` reached the sign-out: issue 17).
 */
export function batchPathProblem(path: string): string | undefined {
  if (!/^\/api\/[\w\-/.:]+$/.test(path)) return 'An API path such as /api/students/42';
  const segments = path.split('/').slice(2);
  // A trailing slash is a route's own (an optional last parameter left out), not an empty segment.
  const named = path.endsWith('/') ? segments.slice(0, -1) : segments;
  if (named.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'A path without empty, "." or ".." segments';
  }
  if (new URL(path, 'http://batch.invalid').pathname !== path) return 'A normalised path';
  if (NOT_IN_A_BATCH.has(segments[0] ?? '')) return 'Not allowed in a batch';
  return undefined;
}

const operation = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().superRefine((path, context) => {
    const problem = batchPathProblem(path);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  body: z.unknown().optional(),
  ifMatch: z.union([z.string(), z.number()]).optional(),
  idempotencyKey: z.string().min(1).max(200).optional(),
});
const batchBody = z.object({ operations: z.array(operation).min(1).max(500) });
type Operation = z.infer<typeof operation>;

// Operations of one batch run at most this many at a time: enough to keep the database's
// connections busy while one waits, few enough not to starve other users' requests.
const CONCURRENT_OPERATIONS = 8;

/**
 * `POST /api/batch`: many mutations in one request, each through its own route (same checks,
 * same idempotency), each with its own result in the order sent — the offline outbox's replay.
 * Operations on one record run in order, after any earlier one on a record they name; the
 * others run concurrently (schedule.ts).
 */
export function registerBatchRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/batch',
    // Each operation's body is checked (text guard, schema) by its own route.
    { schema: { body: batchBody }, config: { bodyCheckedPerOperation: true } },
    async (request) => {
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
      // One operation's failure is its own result; it never stops the others.
      const runAlone = (op: Operation) =>
        run(op).catch((error: unknown) => {
          request.log.error({ err: error, path: op.path }, 'batch operation failed');
          return {
            status: 500,
            body: { message: 'The server failed to run this change' },
            replayed: false,
          };
        });
      const { operations } = request.body;
      const results: Awaited<ReturnType<typeof run>>[] = new Array(operations.length);
      const limit = pLimit(CONCURRENT_OPERATIONS);
      // Each operation takes a slot only once those it waits for are done, so no slot waits.
      const finished: Promise<void>[] = [];
      for (const [index, waits] of dependenciesOf(operations).entries()) {
        const op = operations[index] as Operation;
        finished[index] = Promise.all(waits.map((earlier) => finished[earlier])).then(() =>
          limit(async () => {
            results[index] = await runAlone(op);
          }),
        );
      }
      await Promise.all(finished);
      return { results };
    },
  );
}
