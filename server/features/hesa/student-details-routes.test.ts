import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYearOf, engagementInYear, startYearOf } from '#domain/hesa/rules';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, engagements, hesaStudentDetails } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};
const ACCOUNTS = ['admin', 'registrar', 'hd', 'faculty', 'student'] as const;

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  for (const account of ACCOUNTS) cookies[account] = await test.login(`${account}@college.test`);
});
afterAll(async () => {
  await test.close();
});

const call = (
  method: 'GET' | 'PUT',
  url: string,
  options: { as?: string; payload?: object; version?: number } = {},
) =>
  test.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[options.as ?? 'admin'] ?? '',
      ...(options.version !== undefined ? { 'if-match': String(options.version) } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const COMPLETE = {
  sid: '24100070000000099',
  legalSex: 'Female',
  nationality: 'gb',
  highestQualification: 'A levels',
  feeEligibility: 'Eligible',
};

/** A student with an engagement in a year and no HESA details held, and that year. */
async function studentWithoutDetails() {
  const { db } = test.context;
  const held = (await db.select().from(hesaStudentDetails)).map((d) => d.studentId);
  const candidates = await db
    .select()
    .from(engagements)
    .where(held.length ? notInArray(engagements.studentId, held) : undefined);
  for (const engagement of candidates) {
    const year = academicYearOf(engagement.startDate);
    const next = `${startYearOf(year) + 1}-${String((startYearOf(year) + 2) % 100).padStart(2, '0')}`;
    for (const y of [year, next]) {
      if (engagementInYear(engagement, y)) return { id: engagement.studentId, year: y };
    }
  }
  throw new Error('every seeded student has details: the seed should leave some without');
}

describe('GET and PUT /api/hesa/students/:id/details', () => {
  it('saves a student’s details, audited, and the return no longer misses them', async () => {
    const { id, year } = await studentWithoutDetails();
    const url = `/api/hesa/students/${id}/details`;
    const before = (await call('GET', `/api/hesa/students/${id}?year=${year}`)).json();
    const rules = (before.problems as { rule: string }[]).map((p) => p.rule);
    expect(rules).toEqual(expect.arrayContaining(['sid', 'missing:SEXID', 'missing:NATION']));

    const empty = await call('GET', url);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ version: 0, details: { sid: null, legalSex: null } });

    const saved = await call('PUT', url, { payload: COMPLETE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      details: { ...COMPLETE, nationality: 'GB' },
    });
    const audit = await test.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hesa-student-details'), eq(auditLog.recordId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);

    const after = (await call('GET', `/api/hesa/students/${id}?year=${year}`)).json();
    const left = (after.problems as { rule: string }[]).map((p) => p.rule);
    expect(left.filter((r) => r === 'sid' || r.startsWith('missing:'))).toEqual([]);
    const student = after.entities.find((e: { entity: string }) => e.entity === 'Student');
    const value = (field: string) =>
      student.fields.find((f: { field: string }) => f.field === field)?.value;
    expect([value('SID'), value('SEXID'), value('NATION')]).toEqual([COMPLETE.sid, '10', 'GB']);

    // A change names the version it read; clearing a detail brings its rule back.
    const cleared = await call('PUT', url, {
      payload: { ...COMPLETE, nationality: '' },
      version: 1,
      as: 'registrar',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ version: 2, details: { nationality: null } });
    const again = (await call('GET', `/api/hesa/students/${id}?year=${year}`)).json();
    expect((again.problems as { rule: string }[]).map((p) => p.rule)).toContain('missing:NATION');
  });

  it('refuses a stale or missing version with the details as they are now', async () => {
    const { id } = await studentWithoutDetails();
    const url = `/api/hesa/students/${id}/details`;
    expect((await call('PUT', url, { payload: COMPLETE })).statusCode).toBe(200);
    const stale = await call('PUT', url, {
      payload: { ...COMPLETE, legalSex: 'Male' },
      version: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      current: { version: 1, details: { legalSex: 'Female' } },
    });
    expect((await call('PUT', url, { payload: COMPLETE })).statusCode).toBe(400);
  });

  it('answers 422 naming each bad field', async () => {
    const { id } = await studentWithoutDetails();
    const response = await call('PUT', `/api/hesa/students/${id}/details`, {
      payload: { sid: '12345', nationality: 'QQ', legalSex: 'Unknown', feeEligibility: 'Yes' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    const params = (body.details as { param: string; message: string }[]).map((d) => d.param);
    expect(params.sort()).toEqual(['feeEligibility', 'legalSex', 'nationality', 'sid']);
    expect(body.details.find((d: { param: string }) => d.param === 'sid').message).toMatch(
      /17 digits/,
    );
  });

  it('is 404 for an unknown student and while the switch is off', async () => {
    expect((await call('GET', '/api/hesa/students/NOSUCH/details')).statusCode).toBe(404);
    const { id } = await studentWithoutDetails();
    test.context.config.features.hesa = false;
    try {
      const get = await call('GET', `/api/hesa/students/${id}/details`);
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toMatch(/switched off/);
      const put = await call('PUT', `/api/hesa/students/${id}/details`, { payload: COMPLETE });
      expect(put.statusCode).toBe(404);
    } finally {
      test.context.config.features.hesa = true;
    }
  });

  it('is forbidden to a hub director, a tutor and a student, even for their own', async () => {
    const url = '/api/hesa/students/student-00001/details';
    for (const as of ['hd', 'faculty', 'student'] as const) {
      expect((await call('GET', url, { as })).statusCode, as).toBe(403);
      expect((await call('PUT', url, { as, payload: COMPLETE })).statusCode, as).toBe(403);
    }
    expect((await call('GET', url, { as: 'registrar' })).statusCode).toBe(200);
  });
});
