import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/api/harness';
import { queryRows } from '../db/client';
import { OTHER_DEMO_HUB_ID } from '../db/seed/demo-accounts';

// Issue 18: a student's requests and forms kept the hub and tutor they were written under, so a
// student who moved hub stayed on the old hub director's device and off the new one's.

let test: TestApp;
const cookies: Record<string, string> = {};
let student: { id: string; version: number; hubId: string; tutorId: string | null };
let sharedFormId = '';
let requestId = '';

async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return test.app.inject({ method, url, payload, headers: { cookie: cookies[who] ?? '' } });
}

async function moveStudent(changes: object) {
  const moved = await test.app.inject({
    method: 'PATCH',
    url: `/api/students/${student.id}`,
    payload: { changes },
    headers: { cookie: cookies.admin ?? '', 'if-match': String(student.version) },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  student = moved.json();
}

/** Keys as 0013 writes them: programme keys arrive with migration 0016 (programme directors). */
const before0016 = (keys: string[]) => keys.filter((key) => !key.startsWith('programme:'));

async function keysOf(table: string, id: string): Promise<string[]> {
  const [row] = await queryRows<{ scope_keys: string[] }>(
    test.database.db,
    sql`select scope_keys from ${sql.identifier(table)} where id = ${id}`,
  );
  return [...(row?.scope_keys ?? [])].sort();
}

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 10 });
  for (const name of ['admin', 'faculty', 'hd', 'student']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  const shared = await call('student', 'PUT', '/api/forms/student/learning-support', {
    needs: ['Dyslexia'],
    details: 'Needs extra time to read',
    supportPlan: 'Yes',
    consentToShare: true,
  });
  expect(shared.statusCode).toBe(200);
  sharedFormId = shared.json().id;
  const studentId = String(shared.json().studentId);
  student = (await call('admin', 'GET', `/api/students/${studentId}`)).json();
  const request = await call('student', 'POST', '/api/forms/student/requests', {
    type: 'recording',
    data: { sessionDate: '2025-10-01', session: 'Old Testament 1', reason: 'Illness' },
  });
  expect(request.statusCode).toBe(201);
  requestId = request.json().id;
});
afterAll(() => test.close());

describe("a student's records follow the student", () => {
  it('moving hub takes their requests and forms to the new hub director and off the old one', async () => {
    expect((await call('hd', 'GET', `/api/student-requests/${requestId}`)).statusCode).toBe(200);
    expect((await call('hd', 'GET', `/api/student-forms/${sharedFormId}`)).statusCode).toBe(200);
    await moveStudent({ hubId: OTHER_DEMO_HUB_ID });
    expect((await call('hd', 'GET', `/api/student-requests/${requestId}`)).statusCode).toBe(404);
    expect((await call('hd', 'GET', `/api/student-forms/${sharedFormId}`)).statusCode).toBe(404);
    expect(await keysOf('student_requests', requestId)).toContain(`hub:${OTHER_DEMO_HUB_ID}`);
  });

  it('their invoices, payments and module marks (scoped, not synced) take the new keys too', async () => {
    const studentKeys = await keysOf('students', student.id);
    for (const table of ['invoices', 'payments', 'module_registrations']) {
      const rows = await queryRows<{ scope_keys: string[] }>(
        test.database.db,
        sql`select scope_keys from ${sql.identifier(table)} where student_id = ${student.id}`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect([...row.scope_keys].sort(), table).toEqual(studentKeys);
    }
    expect(studentKeys).toContain(`hub:${OTHER_DEMO_HUB_ID}`);
  });

  it('a new tutor receives the shared support form, and the old tutor loses it', async () => {
    expect((await call('faculty', 'GET', `/api/student-forms/${sharedFormId}`)).statusCode).toBe(
      200,
    );
    await moveStudent({ tutorId: null });
    expect((await call('faculty', 'GET', `/api/student-forms/${sharedFormId}`)).statusCode).toBe(
      404,
    );
    expect(before0016(await keysOf('student_forms', sharedFormId))).toEqual(
      [`hub:${OTHER_DEMO_HUB_ID}`, `student:${student.id}`].sort(),
    );
  });
});

describe('migration 0013: records written before carry their student’s keys', () => {
  it('re-keys stale requests and forms, keeps the tutor only on shared support, and feeds it', async () => {
    const other = await call('admin', 'POST', '/api/student-forms', {
      studentId: student.id,
      formId: 'hesadata',
      data: { ethnicity: 'not shared' },
    });
    expect(other.statusCode).toBe(201);
    const otherForm = String(other.json().id);
    // As an older server wrote them: the hub they were written under, a tutor key on every form.
    await test.database.db.execute(
      sql`update student_forms set scope_keys = array['hub:hub-stale', 'tutor:someone']
          where id in (${sharedFormId}, ${otherForm})`,
    );
    await test.database.db.execute(
      sql`update student_requests set scope_keys = array['hub:hub-stale'] where id = ${requestId}`,
    );
    // And as every record stood before migration 0016 added programme keys.
    for (const table of ['engagements', 'student_forms', 'student_requests']) {
      await test.database.db.execute(
        sql`update ${sql.identifier(table)} set scope_keys = array(
              select key from unnest(scope_keys) key where key not like 'programme:%')`,
      );
    }
    const [{ seq: before } = { seq: 0 }] = await queryRows<{ seq: number }>(
      test.database.db,
      sql`select max(seq)::int as seq from changes`,
    );
    const migration = readFileSync(
      new URL('../db/migrations/0013_student_records_follow.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await test.database.db.execute(sql.raw(statement));
    }
    expect(before0016(await keysOf('student_requests', requestId))).toEqual(
      [`hub:${OTHER_DEMO_HUB_ID}`, `student:${student.id}`].sort(),
    );
    expect(before0016(await keysOf('student_forms', sharedFormId))).toEqual(
      [`hub:${OTHER_DEMO_HUB_ID}`, `student:${student.id}`].sort(),
    );
    expect((await keysOf('student_forms', otherForm)).some((key) => key.startsWith('tutor:'))).toBe(
      false,
    );
    const fed = await queryRows<{ record_id: string }>(
      test.database.db,
      sql`select record_id from changes where seq > ${before}`,
    );
    expect(fed.map((change) => change.record_id).sort()).toEqual(
      [sharedFormId, otherForm, requestId].sort(),
    );
  });
});
