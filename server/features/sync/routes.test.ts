import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import { ChangeWriter } from '../../platform/changes';

let test: TestApp;
let admin: string;
let hd: string;
let student: string;
beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 20 });
  admin = await test.login('admin@college.test');
  hd = await test.login('hd@college.test');
  student = await test.login('student@college.test');
});
afterAll(() => test.close());

interface FeedEntry {
  seq: number;
  entity: string;
  id: string;
  op: 'upsert' | 'delete' | 'remove';
  record?: Record<string, unknown>;
}
interface Feed {
  changes: FeedEntry[];
  cursor: number;
  hasMore: boolean;
}

async function feed(cookie: string, cursor = 0, limit = 500): Promise<Feed> {
  const response = await test.app.inject({
    url: `/api/sync?cursor=${cursor}&limit=${limit}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function drain(
  cookie: string,
  cursor = 0,
): Promise<{ entries: FeedEntry[]; cursor: number }> {
  const entries: FeedEntry[] = [];
  let page = await feed(cookie, cursor, 100);
  entries.push(...page.changes);
  while (page.hasMore) {
    page = await feed(cookie, page.cursor, 100);
    entries.push(...page.changes);
  }
  return { entries, cursor: page.cursor };
}

describe('change feed', () => {
  it('pages through everything a caller may see, in order, with the next cursor', async () => {
    const first = await feed(admin, 0, 50);
    expect(first.changes.length).toBeLessThanOrEqual(50);
    const { entries: everything } = await drain(admin);
    expect((first as Feed & { remaining: number }).remaining).toBeGreaterThanOrEqual(
      everything.length,
    );
    expect(first.hasMore).toBe(true);
    const seqs = first.changes.map((entry) => entry.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const next = await feed(admin, first.cursor, 50);
    expect(next.changes[0]?.seq).toBeGreaterThan(first.cursor);
    const { entries } = await drain(admin);
    const entities = new Set(entries.map((entry) => entry.entity));
    expect(entities).toEqual(
      new Set([
        'users',
        'students',
        'engagements',
        'applications',
        'hubs',
        'programmes',
        'student-forms',
        'student-notes',
        'potential-students',
        'lead-activities',
        // The demo helpdesk tickets (the admin is the helpdesk too).
        'tickets',
        'ticket-messages',
        // The demo residentials and the past one's marks (issue 23).
        'residentials',
        'attendance-marks',
      ]),
    );
  });

  it('gives a student only their own records and the reference data', async () => {
    const { entries } = await drain(student);
    const students = entries.filter((entry) => entry.entity === 'students');
    expect(students.map((entry) => entry.id)).toEqual(['student-00001']);
    expect(entries.some((entry) => entry.entity === 'hubs')).toBe(true);
    expect(entries.some((entry) => entry.entity === 'users')).toBe(false);
    const engagements = entries.filter((entry) => entry.entity === 'engagements');
    expect(engagements.every((entry) => entry.record?.studentId === 'student-00001')).toBe(true);
    expect(students[0]?.record?.scopeKeys).toBeUndefined();
    // Staff notes on the student never reach them (student-00001 has seeded notes).
    expect(entries.some((entry) => entry.entity === 'student-notes')).toBe(false);
    // Nor do potential students (leads:view is staff's).
    expect(entries.some((entry) => entry.entity === 'potential-students')).toBe(false);
  });

  it('tells a hub director to drop a student who moved to another hub, and a deleted one', async () => {
    // A student with no engagements, forms or invoices yet: one who has them cannot be deleted.
    const leaving = (
      await test.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: { cookie: admin },
        payload: {
          firstName: 'Soon',
          lastName: 'Gone',
          email: 'soon.gone@example.org',
          hubId: 'hub-1',
          programmeCode: 'BA',
        },
      })
    ).json();
    const { cursor } = await drain(hd);
    const moving = (
      await test.app.inject({ url: '/api/students?pageSize=3', headers: { cookie: hd } })
    )
      .json()
      .items.find((student: { id: string }) => student.id !== leaving.id);
    const moved = await test.app.inject({
      method: 'PATCH',
      url: `/api/students/${moving.id}`,
      headers: { cookie: admin, 'if-match': String(moving.version) },
      payload: { changes: { hubId: 'hub-3' } },
    });
    expect(moved.statusCode).toBe(200);
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/students/${leaving.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    const { entries } = await drain(hd, cursor);
    expect(entries).toContainEqual(
      expect.objectContaining({ entity: 'students', id: moving.id, op: 'remove' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ entity: 'students', id: leaving.id, op: 'delete' }),
    );
    // The moved student's engagements left the hub director's scope with it.
    const engagementIds = entries.filter(
      (entry) => entry.entity === 'engagements' && entry.op === 'remove',
    );
    expect(engagementIds.length).toBeGreaterThan(0);
    // The admin still sees the moved student, updated.
    const adminEntries = (await drain(admin, cursor)).entries;
    expect(adminEntries).toContainEqual(
      expect.objectContaining({
        id: moving.id,
        op: 'upsert',
        record: expect.objectContaining({ hubId: 'hub-3' }),
      }),
    );
  });

  // PGlite runs one transaction at a time (one connection), so commits cannot interleave there;
  // on PostgreSQL (CI) two transactions really overlap.
  it.runIf(TEST_DB === 'postgres')(
    'lets writers commit out of order, and never lets a cursor pass a change that commits late',
    async () => {
      const db = test.database.db;
      const { cursor: before } = await drain(admin);
      let releaseFirst: () => void = () => {};
      const firstMayCommit = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstNumbered: () => void = () => {};
      const numbered = new Promise<void>((resolve) => {
        firstNumbered = resolve;
      });
      const commits: string[] = [];
      const hub = (recordId: string) =>
        ({ entity: 'hubs', recordId, op: 'upsert', scopeBefore: [], scopeAfter: [] }) as const;
      // The first transaction numbers its change, then waits before committing.
      const first = db.transaction(async (tx) => {
        await new ChangeWriter(tx).record([hub('late')]);
        firstNumbered();
        await firstMayCommit;
        commits.push('first');
      });
      await numbered;
      // The second numbers after it and commits at once: writers no longer wait for each other.
      await db.transaction(async (tx) => {
        await new ChangeWriter(tx).record([hub('early')]);
      });
      commits.push('second');
      const [numbers] = await queryRows<{ late: number; early: number }>(
        db,
        sql`select (select max(seq) from changes where record_id = 'late')::int as late,
          (select max(seq) from changes where record_id = 'early')::int as early`,
      );
      // Not visible yet: the late change is not committed.
      expect(numbers?.late).toBeNull();
      // A reader now waits for the late change rather than hand out a cursor past it.
      let answered = false;
      const reading = drain(admin, before).then((result) => {
        answered = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
      releaseFirst();
      await first;
      expect(commits).toEqual(['second', 'first']);
      const read = await reading;
      const ids = read.entries.map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining(['late', 'early']));
      const [seqs] = await queryRows<{ late: number; early: number }>(
        db,
        sql`select (select max(seq) from changes where record_id = 'late')::int as late,
          (select max(seq) from changes where record_id = 'early')::int as early`,
      );
      // Numbered in the order drawn, committed the other way round.
      expect(seqs?.late).toBeLessThan(seqs?.early ?? 0);
      expect(read.cursor).toBeGreaterThanOrEqual(seqs?.early ?? Number.POSITIVE_INFINITY);
    },
  );
});
