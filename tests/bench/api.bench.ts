import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/load';
import { buildApp } from '../../server/app';
import { openDatabase, queryRows } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { seedDemo } from '../../server/db/seed/seed';
import { DEFAULT_SESSION_POLICY } from '../../server/platform/auth/sessions';

export interface ApiFigures {
  rawReadsPerSecond: number;
  apiRequestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `GET /api/students/{id}` at 50 connections (autocannon) against the embedded database, and the
 * database's own point-read rate (one query at a time) in the same run: the budget is a ratio.
 */
export async function benchStudentReads(seconds = 10): Promise<ApiFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collegium-bench-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, {});
  const ids = (
    await queryRows<{ id: string }>(database.db, sql`select id from students order by id limit 500`)
  ).map((row) => row.id);

  let reads = 0;
  const readUntil = Date.now() + 3000;
  while (Date.now() < readUntil) {
    const id = ids[reads % ids.length];
    await database.db.execute(sql`select * from students where id = ${id}`);
    reads += 1;
  }
  const rawReadsPerSecond = reads / 3;

  const app = await buildApp({
    context: {
      db: database.db,
      config: await loadConfig(),
      sessionPolicy: DEFAULT_SESSION_POLICY,
      secureCookies: false,
      publicUrl: 'http://127.0.0.1',
      mailer: { send: async () => {} },
    },
    rateLimitPerMinute: 0,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'registrar@college.test', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const result = await autocannon({
    url: `${address}/api/students/${ids[0]}`,
    connections: 50,
    duration: seconds,
    headers: { cookie },
  });
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    rawReadsPerSecond,
    apiRequestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
