import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { 'worker-src': ["'self'"] } },
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/download', async (_request, reply) =>
    reply.header('content-security-policy', "sandbox; default-src 'none'").send('file'),
  );
  const answers = [];
  for (const url of ['/plain', '/plain', '/download']) {
    const { headers } = await app.inject({ url });
    const { date: _date, 'content-length': _length, ...rest } = headers;
    answers.push(rest);
  }
  await app.close();
  return answers;
}

describe('registerSecurityHeaders', () => {
  it('sends what @fastify/helmet sends, on the first request and every later one', async () => {
    const ours = await headersOf((app) => registerSecurityHeaders(app, OPTIONS));
    const theirs = await headersOf(async (app) => {
      await app.register(helmet, OPTIONS);
    });
    expect(ours).toEqual(theirs);
    expect(ours[1]?.['content-security-policy']).toContain("worker-src 'self'");
    expect(ours[1]?.['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets a route replace a header', async () => {
    const [, , download] = await headersOf((app) => registerSecurityHeaders(app, OPTIONS));
    expect(download?.['content-security-policy']).toBe("sandbox; default-src 'none'");
  });
});
