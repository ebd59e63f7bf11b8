import type { FastifyInstance } from 'fastify';
import { forbidden, sendError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a browser says the request comes from another site (architecture §4). `host` is the
 * request's host: X-Forwarded-Host only from a trusted proxy (Fastify's `request.host`).
 */
export function isCrossSite(
  headers: Record<string, string | string[] | undefined>,
  host: string,
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return typeof origin === 'string';
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Refuses unsafe methods from other sites: the cookie alone never authorises a write. */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request.headers, request.host)) {
      return sendError(reply, forbidden('Requests from other sites are refused'));
    }
  });
}
