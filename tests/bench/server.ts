import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/load';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { seedDemo } from '../../server/db/seed/seed';
import { DEFAULT_SESSION_POLICY } from '../../server/platform/auth/sessions';

/** A database seeded for a benchmark, in a fresh embedded data directory. */
export interface BenchDatabase {
  database: Database;
  close(): Promise<void>;
}

/** Opens, migrates and seeds an embedded database in a temporary folder. */
export async function benchDatabase(
  seed: { students?: number; applications?: number } = {},
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collegium-bench-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, seed);
  return {
    database,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the real app on loopback over a benchmark database (and the built client, when given);
 * signs the registrar in.
 */
export async function benchServer(database: Database, options: { clientDir?: string } = {}) {
  const app = await buildApp({
    clientDir: options.clientDir,
    context: {
      db: database.db,
      config: await loadConfig(),
      sessionPolicy: DEFAULT_SESSION_POLICY,
      secureCookies: false,
      publicUrl: 'http://127.0.0.1',
      mailer: { send: async () => {} },
      evidenceDir: join(tmpdir(), 'collegium-bench-evidence'),
    },
    rateLimitPerMinute: 0,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await sessionCookie(origin, 'registrar@college.test');
  return { origin, cookie, close: () => app.close() };
}

/** Signs a demo account in: the `name=value` of its session cookie. */
export async function sessionCookie(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A port free on loopback now (for a server or database the benchmark starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
