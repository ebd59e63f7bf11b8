import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { OTHER_DEMO_HUB_ID } from '../../db/seed/demo-accounts';

// The staff student record's online tabs (routes in their own areas: academic, finance-details,
// enrolment) and the per-form rule that keeps learning support off a tutor's record unless the
// student shared it.

let test: TestApp;
const cookies: Record<string, string> = {};
let tutee = '';
let elsewhere = '';

async function get(who: string, url: string) {
  return test.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] ?? '' } });
}

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const name of ['admin', 'registrar', 'faculty', 'hd', 'student', 'finance']) {
    cookies[name] = await test.login(`${name}@college.test`);
  }
  tutee = String((await get('student', '/api/auth/account')).json().studentId);
  elsewhere = (await get('admin', `/api/students?hubId=${OTHER_DEMO_HUB_ID}`)).json().items[0].id;
});
afterAll(() => test.close());

describe('student record tabs for staff', () => {
  it('the registrar reads any student’s transcript, sessions of every year and finance', async () => {
    const transcript = await get('registrar', `/api/students/${tutee}/transcript`);
    expect(transcript.statusCode, transcript.body).toBe(200);
    expect(transcript.json()).toMatchObject({ studentId: tutee });
    expect(transcript.json().engagements.length).toBeGreaterThan(0);
    const sessions = await get('registrar', `/api/students/${tutee}/enrolment-sessions`);
    expect(sessions.statusCode, sessions.body).toBe(200);
    const titles: string[] = sessions
      .json()
      .items.map((row: { sessionId: string }) => row.sessionId);
    expect(titles).toEqual(titles.toSorted().reverse());
    expect(
      sessions.json().items.every((row: { studentId: string }) => row.studentId === tutee),
    ).toBe(true);
    const finance = await get('registrar', `/api/students/${tutee}/finance-summary`);
    expect(finance.statusCode, finance.body).toBe(200);
    expect(finance.json()).toHaveProperty('invoices');
  });

  it('shows every year’s sessions of the seeded student with a full record', async () => {
    const hesa = (await get('admin', '/api/student-forms?formId=hesadata')).json().items[0];
    const sessions = await get('registrar', `/api/students/${hesa.studentId}/enrolment-sessions`);
    const titles: string[] = sessions
      .json()
      .items.map((row: { sessionId: string }) => row.sessionId);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual(titles.toSorted().reverse());
  });

  it('a hub director reads their hub’s students only (404 for another hub’s)', async () => {
    expect((await get('hd', `/api/students/${tutee}/transcript`)).statusCode).toBe(200);
    for (const tab of ['transcript', 'enrolment-sessions', 'finance-summary']) {
      const other = await get('hd', `/api/students/${elsewhere}/${tab}`);
      expect(other.statusCode, tab).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');
    }
  });

  it('a tutor reads a tutee’s transcript and sessions, not their finance', async () => {
    expect((await get('faculty', `/api/students/${tutee}/transcript`)).statusCode).toBe(200);
    expect((await get('faculty', `/api/students/${tutee}/enrolment-sessions`)).statusCode).toBe(
      200,
    );
    expect((await get('faculty', `/api/students/${tutee}/finance-summary`)).statusCode).toBe(403);
    expect((await get('faculty', `/api/students/${elsewhere}/transcript`)).statusCode).toBe(404);
  });

  it('a student reads none of them, not even their own (their own calls are under forms)', async () => {
    for (const tab of ['transcript', 'enrolment-sessions', 'finance-summary']) {
      expect((await get('student', `/api/students/${tutee}/${tab}`)).statusCode).toBe(403);
    }
  });
});

describe('learning support on the record', () => {
  it('reaches a tutor only when the student shared it; a hub director sees every one', async () => {
    const forms = (await get('admin', '/api/student-forms?formId=learning-support&pageSize=50'))
      .json()
      .items.filter((form: { id: string }) => form.id.endsWith(':learning-support'));
    const shared = forms.find((f: { data: { consentToShare?: boolean } }) => f.data.consentToShare);
    const kept = forms.find((f: { data: { consentToShare?: boolean } }) => !f.data.consentToShare);
    expect(shared && kept).toBeTruthy();
    expect((await get('faculty', `/api/student-forms/${shared.id}`)).statusCode).toBe(200);
    expect((await get('faculty', `/api/student-forms/${kept.id}`)).statusCode).toBe(404);
    const listed = (await get('faculty', '/api/student-forms?formId=learning-support')).json();
    expect(listed.items.map((form: { id: string }) => form.id)).not.toContain(kept.id);
    expect((await get('hd', `/api/student-forms/${kept.id}`)).statusCode).toBe(200);
    expect((await get('student', `/api/student-forms/${kept.id}`)).statusCode).toBe(404);
  });
});
