import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import { engagements } from '../../db/schema';

let test: TestApp;
let student: string;
let student2: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
}, 30_000);
afterAll(() => test.close());

const put = (url: string, cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'PUT',
    url,
    headers: { cookie, ...headers },
    payload: payload as object,
  });
const get = (url: string, cookie: string) => test.app.inject({ url, headers: { cookie } });
const params = (response: { json(): { details: { param: string }[] } }) =>
  response.json().details.map((detail) => detail.param);

describe('GET and PUT /api/forms/student/intentions', () => {
  // The demo student is Current at BA level 6A (seed): intentions are asked for 6A, assumed Continue.
  it('says what is asked, per level with its status and default, before anything is saved', async () => {
    const response = await get('/api/forms/student/intentions', student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'student-00001:intentions',
      formId: 'intentions',
      studentId: 'student-00001',
      data: null,
      version: 0,
      required: true,
      engagementId: 'student-00001-e1',
      levels: [{ level: '6A', status: 'Assumed', default: 'Continue' }],
    });
  });

  it('saves the intentions as a student form record, audited and in the change feed', async () => {
    const body = { intentions: [{ level: '6A', choice: 'Exit award', exitAward: 'GradCert' }] };
    const saved = await put('/api/forms/student/intentions', student, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: 'student-00001:intentions',
      formId: 'intentions',
      version: 1,
      data: { ...body, engagementId: 'student-00001-e1' },
    });
    const again = await put(
      '/api/forms/student/intentions',
      student,
      { intentions: [{ level: '6A', choice: 'Continue' }] },
      { 'if-match': '1' },
    );
    expect(again.json()).toMatchObject({
      version: 2,
      data: { intentions: [{ choice: 'Continue' }] },
    });
    const stale = await put('/api/forms/student/intentions', student, body, { 'if-match': '1' });
    expect(stale.statusCode).toBe(409);

    const [audit] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from audit_log where record_id = 'student-00001:intentions'`,
    );
    expect(audit?.n).toBe(2);
    const feed = await get('/api/sync?limit=500', student);
    const ids = feed.json().changes.map((change: { id: string }) => change.id);
    expect(ids).toContain('student-00001:intentions');
    const read = await get('/api/forms/student/intentions', student);
    expect(read.json()).toMatchObject({ version: 2, required: true });
  });

  it('answers 422 with one detail per bad field', async () => {
    const response = await put('/api/forms/student/intentions', student, {
      intentions: [
        { level: '6B', choice: 'Continue' },
        { level: '6A', choice: 'Exit award' },
        { level: '6A', choice: 'Maybe' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(params(response).sort()).toEqual(
      ['intentions.0.level', 'intentions.1.exitAward', 'intentions.2.choice'].sort(),
    );
  });

  it('answers 422 on a level the current engagement does not ask about', async () => {
    const response = await put('/api/forms/student/intentions', student, {
      intentions: [
        { level: '6A', choice: 'Continue' },
        { level: '5B', choice: 'Continue' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        param: 'intentions.1.level',
        message: 'You are not asked about level 5B: give your intention for level 6A',
      },
    ]);
  });

  it('answers 409 when intentions are not required (Current at level 6B)', async () => {
    await test.database.db
      .update(engagements)
      .set({ level: '6B', cohort: 'GD6B' })
      .where(eq(engagements.id, 'student-00002-e1'));
    const response = await put('/api/forms/student/intentions', student2, {
      intentions: [{ level: '6A', choice: 'Continue' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not asked for/);
    const read = await get('/api/forms/student/intentions', student2);
    expect(read.json()).toMatchObject({ required: false, levels: [] });
  });

  it('refuses staff without forms:student', async () => {
    const registrar = await test.login('registrar@college.test');
    const response = await put('/api/forms/student/intentions', registrar, {
      intentions: [{ level: '6A', choice: 'Continue' }],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/forms/student/emergency-contact-details', () => {
  const contacts = {
    contacts: [
      { name: 'Ruth Price', relationship: 'Spouse', phone: '07700 900123', consentToContact: true },
    ],
  };

  it('saves the emergency-contacts record of the enrolment flow', async () => {
    const saved = await put('/api/forms/student/emergency-contact-details', student, contacts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: 'student-00001:emergency-contacts',
      formId: 'emergency-contacts',
      version: 1,
      data: contacts,
    });
    // The same record as GET/PUT emergency-contacts.
    const read = await get('/api/forms/student/emergency-contacts', student);
    expect(read.json()).toEqual(saved.json());
  });

  it('answers 422 with one detail per bad field', async () => {
    const response = await put('/api/forms/student/emergency-contact-details', student, {
      contacts: [{ name: '', relationship: 'Friend', phone: 'x', consentToContact: false }],
    });
    expect(response.statusCode).toBe(422);
    expect(params(response).sort()).toEqual(
      ['contacts.0.consentToContact', 'contacts.0.name', 'contacts.0.phone'].sort(),
    );
  });
});
