import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../../../config/load';
import { openTestDatabase } from '../../../tests/api/pglite-image';
import { buildApp } from '../../app';
import { DEFAULT_SESSION_POLICY } from '../../platform/auth/sessions';

// The API tests' app runs without the rate limiter; this one has the production default, to
// show the public reference links get their own, tighter limit per address.
it('limits the public reference links to 30 calls a minute per address', {
  timeout: 60_000,
}, async () => {
  const database = await openTestDatabase();
  await database.migrate();
  const evidenceDir = await mkdtemp(join(tmpdir(), 'collegium-evidence-'));
  const app = await buildApp({
    context: {
      db: database.db,
      config: await loadConfig(),
      sessionPolicy: DEFAULT_SESSION_POLICY,
      secureCookies: false,
      publicUrl: 'http://localhost:8080',
      mailer: { send: async () => {} },
      evidenceDir,
    },
    rateLimitPerMinute: 1200,
  });
  try {
    const url = `/api/references/${'x'.repeat(43)}`;
    // Each of the two routes has its own count per address.
    for (const method of ['GET', 'POST'] as const) {
      const call = () => app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      const codes: number[] = [];
      for (let index = 0; index < 30; index += 1) codes.push((await call()).statusCode);
      expect(new Set(codes)).toEqual(new Set([404]));
      expect((await call()).statusCode).toBe(429);
    }
    // The rest of the API keeps the general limit.
    expect((await app.inject({ url: '/api/status' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await database.close();
    await rm(evidenceDir, { recursive: true, force: true });
  }
});
