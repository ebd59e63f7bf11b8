import type { FastifyInstance } from 'fastify';
import { invalid, notFound, sendError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body carries requests that go through their own routes (the batch): its text is checked
     * there, operation by operation, so one bad operation does not refuse the others.
     */
    bodyCheckedPerOperation?: boolean;
  }
}

// A surrogate half without its other half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when the string holds NUL or a lone surrogate: PostgreSQL refuses NUL in text (the
 * driver's error was a 500) and stores a lone surrogate as U+FFFD, so neither is ever an id or
 * a text.
 */
export function isBadText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first string (or key) holding NUL or a lone surrogate in a parsed
 * value, `''` for the value itself; undefined when every text is fine.
 */
export function findBadText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && isBadText(key)) return at;
    const found = findBadText(child, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

const MESSAGE = 'Text may not hold NUL characters or unpaired surrogates';

/**
 * Refuses NUL and lone surrogates in every API request, in one place (issue 17): in a path
 * parameter 404 (no record has such an id), in the query or the JSON body 422 naming the field.
 * Ids that are not UTF-8 at all are answered by the framework-error handler (errors.ts).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (findBadText(request.params) !== undefined) return sendError(reply, notFound());
    const inQuery = findBadText(request.query);
    if (inQuery !== undefined) {
      return sendError(reply, invalid([{ message: MESSAGE, param: inQuery || 'query' }]));
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.bodyCheckedPerOperation) return;
    const inBody = findBadText(request.body);
    if (inBody !== undefined) {
      return sendError(
        reply,
        invalid([{ message: MESSAGE, ...(inBody ? { param: inBody } : {}) }]),
      );
    }
  });
}
