import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createTestApp,
  TEST_DB,
  type TestApp,
} from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import { findPgDump } from './backup';

// The backup download restores into a fresh data folder (issue 21 "How it is checked").

let test: TestApp;
let admin: string;
const TABLES = ['users', 'students', 'applications', 'engagements', 'changes'];

beforeAll(async () => {
  test = await createTestApp({ students: 25, applications: 8 });
  admin = await test.login('admin@college.test');
});
afterAll(() => test.close());

describe.skipIf(TEST_DB !== 'pglite')('backup of the embedded database', () => {
  it('downloads a .tar.gz that restores into a fresh PGlite with the same rows', async () => {
    const counts = async (query: (text: string) => Promise<number>) =>
      Object.fromEntries(
        await Promise.all(TABLES.map(async (table) => [table, await query(table)] as const)),
      );
    const source = await counts(async (table) => {
      const [row] = await queryRows<{ n: number }>(
        test.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      return Number(row?.n);
    });
    expect(source.students).toBe(25);

    const answer = await test.app.inject({
      url: '/api/admin/housekeeping/backup',
      headers: { cookie: admin },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(/collegium-backup-\d{8}-\d{6}\.tar\.gz/);
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip

    // Restored into a fresh data folder, closed, and opened again from the folder alone.
    const dataDir = await mkdtemp(join(tmpdir(), 'collegium-restore-'));
    const loaded = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    await loaded.close();
    const restored = await PGlite.create({ dataDir });
    try {
      const copy = await counts(async (table) => {
        const result = await restored.query<{ n: number }>(
          `select count(*)::int as n from ${table}`,
        );
        return Number(result.rows[0]?.n);
      });
      expect(copy).toEqual(source);
    } finally {
      await restored.close();
      await rm(dataDir, { recursive: true, force: true });
    }

    // Who took the copy is audited.
    const [entry] = await queryRows<{ action: string; record_id: string }>(
      test.database.db,
      sql`select action, record_id from audit_log where entity = 'backup'`,
    );
    expect(entry?.action).toBe('download');
    expect(entry?.record_id).toMatch(/\.tar\.gz$/);
  });
});

/** The row counts of the tables in the test app's database. */
async function sourceCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      test.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    counts[table] = Number(row?.n);
  }
  return counts;
}

describe.skipIf(TEST_DB !== 'postgres')('backup on PostgreSQL', () => {
  it('downloads a pg_dump that pg_restore restores into a fresh database with the same rows', async () => {
    const source = await sourceCounts();
    const answer = await test.app.inject({
      url: '/api/admin/housekeeping/backup',
      headers: { cookie: admin },
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/collegium-backup-\d{8}-\d{6}\.dump/);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('PGDMP'); // custom format

    const folder = await mkdtemp(join(tmpdir(), 'collegium-pg-restore-'));
    const file = join(folder, 'backup.dump');
    await writeFile(file, answer.rawPayload);
    const target = await createPostgresDatabase();
    try {
      const pgDump = findPgDump();
      if (!pgDump) throw new Error('pg_dump answered, so it is there');
      await promisify(execFile)(join(dirname(pgDump), 'pg_restore'), [
        '--no-owner',
        `--dbname=${target.url}`,
        file,
      ]);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const copy: Record<string, number> = {};
      for (const table of TABLES) {
        const result = await client.query(`select count(*)::int as n from ${table}`);
        copy[table] = Number(result.rows[0]?.n);
      }
      await client.end();
      expect(copy).toEqual(source);
    } finally {
      await target.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers 503 saying so when pg_dump is not there', async () => {
    process.env.PG_DUMP = '/nowhere/pg_dump';
    try {
      const answer = await test.app.inject({
        url: '/api/admin/housekeeping/backup',
        headers: { cookie: admin },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        code: 'BACKUP_UNAVAILABLE',
        message: expect.stringMatching(/^pg_dump is not installed on the server/),
      });
    } finally {
      delete process.env.PG_DUMP;
    }
  });
});
