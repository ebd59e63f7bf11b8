import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';

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
