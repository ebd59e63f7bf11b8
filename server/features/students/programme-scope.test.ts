import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

// Migration 0016's data statements give records stored before it the `programme:<code>` key a
// programme director's scope reads. Here: a seeded database whose keys are taken away again,
// the statements run (as on an existing database), and the programme director sees BA.
const MIGRATION = new URL('../../db/migrations/0016_student_photos.sql', import.meta.url);
const TABLES = [
  'students',
  'engagements',
  'student_forms',
  'student_requests',
  'module_registrations',
  'invoices',
  'payments',
];

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
});
afterAll(() => test.close());

async function rows(query: string): Promise<Record<string, unknown>[]> {
  const result = await test.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe("migration 0016's programme keys", () => {
  it('are added to stored records and to the change feed, once', async () => {
    const text = await readFile(MIGRATION, 'utf8');
    const data = text.slice(text.indexOf('-- data:'));
    const statements = data
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter(Boolean);
    expect(statements).toHaveLength(TABLES.length + 1);
    // As before the migration: no programme keys anywhere.
    for (const table of TABLES) {
      await rows(
        `update ${table} set scope_keys = array(select k from unnest(scope_keys) k where k not like 'programme:%')`,
      );
    }
    await rows(
      `update changes set scope_after = array(select k from unnest(scope_after) k where k not like 'programme:%')`,
    );
    for (const statement of statements) await rows(statement);
    // Twice: a data statement re-applied after a merge changes nothing more.
    for (const statement of statements) await rows(statement);

    const [first] = await rows(`select scope_keys from students where id = 'student-00001'`);
    expect(first?.scope_keys).toEqual(expect.arrayContaining(['hub:hub-1', 'programme:BA']));
    const keysOf = (value: unknown) =>
      (value as string[]).filter((k) => k.startsWith('programme:'));
    expect(keysOf(first?.scope_keys)).toEqual(['programme:BA']);
    const engagements = await rows(
      `select scope_keys from engagements where student_id = 'student-00001'`,
    );
    for (const row of engagements) expect(keysOf(row.scope_keys)).toEqual(['programme:BA']);
    const changes = await rows(
      `select scope_after from changes where entity = 'students' and record_id = 'student-00002'`,
    );
    expect(changes.length).toBeGreaterThan(0);
    for (const row of changes) expect(keysOf(row.scope_after)).toEqual(['programme:GradDip']);

    // The programme director's first sync brings BA's students and no others.
    const cookie = await test.login('pd@college.test');
    const seen = new Set<string>();
    let cursor = 0;
    for (let page = 0; page < 50; page += 1) {
      const response = await test.app.inject({
        url: `/api/sync?cursor=${cursor}&limit=500`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        changes: { entity: string; id?: string; record?: { id: string; programmeCode?: string } }[];
        cursor: number;
        hasMore?: boolean;
      };
      for (const change of body.changes) {
        if (change.entity === 'students' && change.record) {
          expect(change.record.programmeCode).toBe('BA');
          seen.add(change.record.id);
        }
      }
      if (!body.hasMore || body.cursor === cursor) break;
      cursor = body.cursor;
    }
    expect(seen).toContain('student-00001');
    expect(seen).not.toContain('student-00002');
  });
});
