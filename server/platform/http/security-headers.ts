import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type HeaderValue = number | string | string[];

/**
 * Helmet's security headers on every response. `@fastify/helmet` builds a new helmet middleware
 * (parsing the policy's directives again) for each request, a few per cent of a point read's
 * time (architecture §7); the headers never vary, so helmet computes them on the first request
 * and every later one copies them. Routes still override them (e.g. evidence downloads' CSP).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    /** A directive set to null is left out (e.g. upgrade-insecure-requests over plain http). */
    contentSecurityPolicy: { directives: Record<string, string[] | null> };
    /** false: no Strict-Transport-Security (over plain http). */
    strictTransportSecurity?: false;
  },
): Promise<void> {
  // Not global: only reply.helmet(), used once below.
  await app.register(helmet, { ...options, global: false });
  let headers: [string, HeaderValue][] | undefined;
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    if (headers) {
      for (const [name, value] of headers) raw.setHeader(name, value);
      return done();
    }
    const before = new Set(raw.getHeaderNames());
    reply.helmet();
    headers = raw
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name): [string, HeaderValue] => [name, raw.getHeader(name) ?? '']);
    done();
  });
}
