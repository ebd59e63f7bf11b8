import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentAssignment, Transcript } from '#domain/forms/student-records';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { currentSessionId } from './records-routes';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['student', 'student2', 'admin', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, account: string) =>
  test.app.inject({ method: 'GET', url, headers: { cookie: cookies[account] ?? '' } });

describe('GET /api/forms/student/transcript', () => {
  it('lists the student’s engagements with marked modules and credits that add up', async () => {
    const response = await get('/api/forms/student/transcript', 'student');
    expect(response.statusCode).toBe(200);
    const transcript = response.json<Transcript>();
    expect(transcript).toMatchObject({ studentId: 'student-00001', studentName: 'Samuel Price' });
    const [engagement] = transcript.engagements;
    expect(engagement?.programmeCode).toBe('BA');
    const past = engagement?.modules.filter((m) => m.sessionId < currentSessionId()) ?? [];
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.every((m) => m.result !== 'Pending')).toBe(true);
    const current = engagement?.modules.filter((m) => m.sessionId === currentSessionId()) ?? [];
    expect(current.every((m) => m.result === 'Pending' && m.mark === null)).toBe(true);
    const sum = engagement?.modules.reduce((total, m) => total + m.creditsAwarded, 0);
    expect(engagement?.creditsAchieved).toBe(sum);
    expect(transcript.totalCreditsAwarded).toBe(sum);
  });

  it('downloads as a PDF named after the student', async () => {
    const response = await get('/api/forms/student/transcript?export=pdf', 'student');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="transcript-student-00001.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
    expect(pdf.toString('latin1')).toContain('Samuel Price');
  });

  it('refuses another export format, staff and the signed-out', async () => {
    expect((await get('/api/forms/student/transcript?export=csv', 'student')).statusCode).toBe(400);
    expect((await get('/api/forms/student/transcript', 'hd')).statusCode).toBe(403);
    expect((await get('/api/forms/student/transcript', 'admin')).statusCode).toBe(404);
    expect((await get('/api/forms/student/transcript', 'nobody')).statusCode).toBe(401);
  });
});

describe('GET /api/forms/student/current-assignments', () => {
  it('lists this session’s assignments, soonest first, due in the future', async () => {
    const response = await get('/api/forms/student/current-assignments', 'student');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: CurrentAssignment[]; total: number }>();
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const item of items) {
      expect(item.sessionId).toBe(currentSessionId());
      expect(item.engagementId).toBe('student-00001-e1');
      expect(item.dueDate > today).toBe(true);
      expect(item.extensionRequestId).toBeNull();
      expect(item.title).not.toBe('');
    }
    const dates = items.map((item) => item.dueDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('shows each student only their own', async () => {
    const response = await get('/api/forms/student/current-assignments', 'student2');
    const { items } = response.json<{ items: CurrentAssignment[] }>();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.engagementId === 'student-00002-e1')).toBe(true);
  });
});

describe('GET /api/forms/student/current-extensions', () => {
  it('is empty before any request', async () => {
    const response = await get('/api/forms/student/current-extensions', 'student2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0 });
  });
});

describe('GET /api/forms/student/hesaquestions', () => {
  it('needs forms:hesa as well as forms:student', async () => {
    expect((await get('/api/forms/student/hesaquestions', 'student')).statusCode).toBe(403);
    expect((await get('/api/forms/student/hesaquestions', 'hd')).statusCode).toBe(403);
  });

  it('lists the statistical-return questions to a student holding forms:hesa', async () => {
    const admin = cookies.admin ?? '';
    const update = await test.app.inject({
      method: 'PATCH',
      url: '/api/users/user-student2',
      headers: { cookie: admin, 'if-match': '1' },
      payload: { changes: { claims: ['forms:hesa'] } },
    });
    expect(update.statusCode).toBe(200);
    const cookie = await test.login('student2@college.test');
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/forms/student/hesaquestions',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(7);
    expect(items[0]).toMatchObject({ name: 'ethnicity', label: 'Ethnic group', type: 'select' });
    expect(items[0].options.length).toBeGreaterThan(5);
  });
});
