import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/**
 * `POST /api/batch`: many mutations in one request, run in order, each through its own route
 * (same checks, same idempotency), each with its own result — the offline outbox's replay.
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
      const results = [];
      for (const op of request.body.operations) {
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
        results.push({
          status: response.statusCode,
          body,
          replayed: response.headers['idempotent-replayed'] === 'true',
        });
      }
      return { results };
    });
}
