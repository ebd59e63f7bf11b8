import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntentionsRow } from '#domain/students/intentions-list';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

// student-00001: hub 1, BA, Current at 6A; student-00002: hub 2, GradDip, Current at 6A.
const FIRST = 'student-00001';
const SECOND = 'student-00002';
const ACCOUNTS = ['admin', 'registrar', 'finance', 'faculty', 'hd', 'pd', 'student'] as const;

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 5 });
  for (const account of ACCOUNTS) cookies[account] = await test.login(`${account}@college.test`);
});
afterAll(() => test.close());

const get = (account: string, query = '') =>
  test.app.inject({
    url: `/api/student-intentions${query}`,
    headers: { cookie: cookies[account] ?? '' },
  });
const rows = async (account: string, query = ''): Promise<IntentionsRow[]> =>
  (await get(account, query)).json().items;

describe('GET /api/student-intentions', () => {
  it('is for hub and programme directors and recruitment (students:recruitment)', async () => {
    const statuses: Record<string, number> = {};
    for (const account of ACCOUNTS) statuses[account] = (await get(account)).statusCode;
    expect(statuses).toEqual({
      admin: 200,
      registrar: 200,
      finance: 403,
      faculty: 403,
      hd: 200,
      pd: 200,
      student: 403,
    });
    expect((await test.app.inject({ url: '/api/student-intentions' })).statusCode).toBe(401);
  });

  it('shows a hub director their hub and a programme director their programme only', async () => {
    const all = await rows('registrar');
    expect(all.map((row) => row.studentId)).toEqual(expect.arrayContaining([FIRST, SECOND]));
    const hd = await rows('hd');
    expect(hd.length).toBeGreaterThan(0);
    expect(hd.every((row) => row.hubId === 'hub-1')).toBe(true);
    expect(hd.length).toBe(all.filter((row) => row.hubId === 'hub-1').length);
    const pd = await rows('pd');
    expect(pd.map((row) => row.studentId)).toContain(FIRST);
    expect(pd.map((row) => row.studentId)).not.toContain(SECOND);
    expect(pd.every((row) => row.programmeCode === 'BA')).toBe(true);
    expect(pd.length).toBe(all.filter((row) => row.programmeCode === 'BA').length);
  });

  it('gives each student the §4 status and what they answered', async () => {
    const before = (await rows('registrar')).find((row) => row.studentId === FIRST);
    expect(before).toMatchObject({
      level: '6A',
      engagementStatus: 'Current',
      intentionStatus: 'Assumed',
      required: true,
      answered: false,
      answer: '',
    });
    expect((await rows('registrar', '?unanswered=true')).map((r) => r.studentId)).toContain(FIRST);

    const put = await test.app.inject({
      method: 'PUT',
      url: '/api/forms/student/intentions',
      headers: { cookie: cookies.student ?? '' },
      payload: { intentions: [{ level: '6A', choice: 'Exit award', exitAward: 'GradCert' }] },
    });
    expect(put.statusCode).toBe(200);
    const after = (await rows('pd')).find((row) => row.studentId === FIRST);
    expect(after).toMatchObject({ answered: true, answer: '6A: Exit award (GradCert)' });
    const unanswered = await rows('registrar', '?unanswered=true');
    expect(unanswered.map((row) => row.studentId)).not.toContain(FIRST);
    expect(unanswered.every((row) => row.required && !row.answered)).toBe(true);
  });

  it('filters by intentions cohort and level, and refuses others', async () => {
    const level = await rows('registrar', '?level=6A');
    expect(level.length).toBeGreaterThan(0);
    expect(level.every((row) => row.level?.endsWith('6A'))).toBe(true);
    expect((await get('registrar', '?level=6B')).statusCode).toBe(400);
    expect((await get('registrar', '?cohort=BA6B')).statusCode).toBe(400);
    expect((await get('registrar', '?cohort=7Diss')).statusCode).toBe(400);
    expect((await get('registrar', '?cohort=BA6A')).statusCode).toBe(200);
  });

  it('exports the filtered list as a spreadsheet', async () => {
    const response = await get('pd', '?export=excel&unanswered=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/intentions-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
