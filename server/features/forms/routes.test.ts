import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog } from '../../db/schema';

let test: TestApp;
let student: string;
let student2: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
});
afterAll(() => test.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => test.app.inject({ method, url, headers: { cookie, ...headers }, payload });

const contacts = {
  contacts: [
    { name: 'Ruth Price', relationship: 'Spouse', phone: '07700 900123', consentToContact: true },
  ],
};

describe('GET /api/forms/student', () => {
  it('answers the signed-in student only: hub as location, programme, engagements', async () => {
    const own = (await call('GET', '/api/forms/student', student)).json();
    expect(own).toMatchObject({ id: 'student-00001', location: 'hub-1', programmeCode: 'BA' });
    expect(own.engagements.length).toBeGreaterThan(0);
    expect(
      own.engagements.every((e: { studentId: string }) => e.studentId === 'student-00001'),
    ).toBe(true);
    expect((await call('GET', '/api/forms/student', student2)).json().id).toBe('student-00002');
  });

  it('refuses staff without forms:student, and accounts with no student record', async () => {
    expect(
      (await call('GET', '/api/forms/student', await test.login('registrar@college.test')))
        .statusCode,
    ).toBe(403);
    const admin = await call('GET', '/api/forms/student', await test.login('admin@college.test'));
    expect(admin.statusCode).toBe(404);
    expect(admin.json().message).toBe('No student record is linked to this account');
  });
});

describe('GET /api/forms/college-data', () => {
  it('lists hubs, programmes and the student hub contacts', async () => {
    const data = (await call('GET', '/api/forms/college-data', student)).json();
    expect(data.hubs.length).toBe(8);
    expect(data.programmes.map((p: { id: string }) => p.id)).toContain('MA');
    expect(data.contacts.hub.id).toBe('hub-1');
    expect(data.contacts.hubDirectors.map((d: { email: string }) => d.email)).toContain(
      'hd@college.test',
    );
  });

  it('gives this academic year’s session, terms and residentials (config/college.json)', async () => {
    test.context.clock = () => new Date('2026-11-22T12:00:00Z');
    try {
      const data = (await call('GET', '/api/forms/college-data', student)).json();
      expect(data.session).toEqual({
        id: '2026-27',
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      });
      expect(data.terms.map((term: { name: string }) => term.name)).toEqual([
        'Michaelmas term 2026',
        'Epiphany term 2027',
        'Easter term 2027',
      ]);
      expect(data.residentials[0]).toMatchObject({
        name: 'Autumn residential weekend',
        start: '2026-10-16',
        venue: 'Hothorpe Hall, Leicestershire',
      });
      const own = (await call('GET', '/api/forms/student', student)).json();
      expect(own.currentSession).toEqual(data.session);
    } finally {
      test.context.clock = undefined;
    }
  });
});

describe('GET/PUT /api/forms/student/{form}', () => {
  it('starts empty, saves with the form schema, versions and audits', async () => {
    const empty = (await call('GET', '/api/forms/student/emergency-contacts', student)).json();
    expect(empty).toMatchObject({ data: null, version: 0 });
    const saved = await call('PUT', '/api/forms/student/emergency-contacts', student, contacts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, data: contacts });
    const again = await call(
      'PUT',
      '/api/forms/student/emergency-contacts',
      student,
      { contacts: [{ ...contacts.contacts[0], phone: '07700 900456' }] },
      { 'if-match': '1' },
    );
    expect(again.json().version).toBe(2);
    const stale = await call('PUT', '/api/forms/student/emergency-contacts', student, contacts, {
      'if-match': '1',
    });
    expect(stale.statusCode).toBe(409);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, 'student-00001:emergency-contacts'));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('answers 422 with one detail per bad field', async () => {
    const response = await call('PUT', '/api/forms/student/emergency-contacts', student, {
      contacts: [{ name: '', relationship: 'Friend', phone: '', consentToContact: false }],
    });
    expect(response.statusCode).toBe(422);
    const params = response.json().details.map((detail: { param: string }) => detail.param);
    expect(params).toEqual(
      expect.arrayContaining([
        'contacts.0.name',
        'contacts.0.phone',
        'contacts.0.consentToContact',
      ]),
    );
  });

  it('keeps each student to their own answers', async () => {
    const other = (await call('GET', '/api/forms/student/emergency-contacts', student2)).json();
    expect(other).toMatchObject({ studentId: 'student-00002', data: null });
    const staff = await call(
      'GET',
      '/api/student-forms/student-00001:emergency-contacts',
      student2,
    );
    expect(staff.statusCode).toBe(404);
  });

  it('needs forms:bursary for the bursary application, and knows only its forms', async () => {
    expect((await call('GET', '/api/forms/student/bursary-application', student)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/forms/student/bursary-application', student2)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/forms/student/not-a-form', student)).statusCode).toBe(404);
  });

  it('lets staff read a student form within their scope', async () => {
    const registrar = await test.login('registrar@college.test');
    const record = await call(
      'GET',
      '/api/student-forms/student-00001:emergency-contacts',
      registrar,
    );
    expect(record.statusCode).toBe(200);
    expect(record.json().formId).toBe('emergency-contacts');
  });
});
