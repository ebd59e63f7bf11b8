import { and, eq, gte, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYearOf } from '#domain/calendar/academic-year';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  applications,
  attendanceMarks,
  engagements,
  hubs,
  potentialStudents,
  residentials,
  students,
  users,
} from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};
let hdHub = '';
let otherHub = '';
const year = academicYearOf(new Date());
const day = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 40 });
  // The hub director is given the reports here: their hub's records only (record scope).
  await test.context.db
    .update(users)
    .set({ claims: ['reports:menu'] })
    .where(eq(users.id, 'user-hd'));
  const [hd] = await test.context.db.select().from(users).where(eq(users.id, 'user-hd'));
  hdHub = hd?.hubId ?? '';
  const [other] = await test.context.db.select().from(hubs).where(ne(hubs.id, hdHub)).limit(1);
  otherHub = other?.id ?? '';
  for (const account of ['registrar', 'hd', 'faculty', 'finance', 'manager']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const report = (account: string, path: string) =>
  test.app.inject({ url: `/api/reports/${path}`, headers: { cookie: cookies[account] ?? '' } });

interface Body {
  kind: string;
  year: string;
  total: number;
  parameters: string[];
  tables: { id: string; headers: string[]; rows: { key: string; values: number[] }[] }[];
  choices: { years: string[]; hubs: { id: string }[]; cohorts: string[] };
}
const sum = (body: Body, table: string) =>
  body.tables.find((t) => t.id === table)?.rows.reduce((n, r) => n + (r.values[0] ?? 0), 0);

describe('GET /api/reports/:kind', () => {
  it('gives the students report of the year with its breakdowns and choices', async () => {
    const answer = await report('registrar', 'students');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Body>();
    expect(body.year).toBe(year.title);
    expect(body.total).toBeGreaterThan(0);
    expect(body.tables.map((t) => t.id)).toEqual([
      'status',
      'level',
      'pace',
      'age',
      'progression',
      'completions',
      'withdrawals',
      'residential-attendance',
    ]);
    expect(sum(body, 'status')).toBe(body.total);
    expect(body.parameters).toContain('cohort');
    expect(body.choices.years).toContain(year.title);
    expect(body.choices.cohorts.length).toBeGreaterThan(0);
    // A year before the college's records: nothing.
    expect((await report('registrar', 'students?year=2010-11')).json<Body>().total).toBe(0);
  });

  it('counts the applications for the year’s intakes, filtered by hub', async () => {
    const inYear = and(
      gte(applications.intake, day(year.start)),
      lte(applications.intake, day(year.end)),
    );
    const [all] = await test.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(inYear);
    const [inHub] = await test.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(inYear, eq(applications.hubId, otherHub)));
    const body = (await report('finance', 'applications')).json<Body>();
    expect(body.total).toBe(all?.n);
    expect(sum(body, 'status')).toBe(all?.n);
    expect(body.tables.find((t) => t.id === 'firstHeard')?.headers).toEqual([
      'Applications',
      'Offered',
      'Accepted',
      'Accepted %',
    ]);
    const filtered = (await report('finance', `applications?hub=${otherHub}`)).json<Body>();
    expect(filtered.total).toBe(inHub?.n);

    // The seed dates its decisions: cleared here, then one of them offered a place ten days
    // after it was made: decided in 8 to 14 days.
    await test.context.db.update(applications).set({ history: [] }).where(inYear);
    const [one] = await test.context.db.select().from(applications).where(inYear).limit(1);
    const offered = new Date(new Date(one?.createdAt ?? '').getTime() + 10 * 86_400_000);
    await test.context.db
      .update(applications)
      .set({ history: [{ at: offered.toISOString(), kind: 'status', status: 'Place offered' }] })
      .where(eq(applications.id, one?.id ?? ''));
    const decided = (await report('finance', 'applications')).json<Body>();
    const band = decided.tables.find((t) => t.id === 'decision')?.rows;
    expect(band?.find((r) => r.key === '8 to 14 days')?.values).toEqual([1]);
    expect(band?.find((r) => r.key === 'none')?.values).toEqual([(all?.n ?? 0) - 1]);
  });

  it('counts the potential students recorded this year for marketing', async () => {
    const [all] = await test.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(potentialStudents)
      .where(
        and(
          gte(potentialStudents.createdAt, year.start.toISOString()),
          lte(potentialStudents.createdAt, year.end.toISOString()),
        ),
      );
    const body = (await report('manager', 'marketing')).json<Body>();
    expect(body.total).toBe(all?.n);
    expect(body.tables.map((t) => t.id)).toEqual([
      'firstHeardGroup',
      'firstHeardSource',
      'firstContact',
      'stage',
      'events',
    ]);
    expect(sum(body, 'stage')).toBe(all?.n);
  });

  it('counts only the records in the caller’s scope', async () => {
    const everyone = (await report('registrar', 'students')).json<Body>();
    const own = (await report('hd', 'students')).json<Body>();
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(everyone.total);
    expect(
      (await report('registrar', `students?hub=${otherHub}`)).json<Body>().total,
    ).toBeGreaterThan(0);
    expect((await report('hd', `students?hub=${otherHub}`)).json<Body>().total).toBe(0);
    expect((await report('hd', `applications?hub=${otherHub}`)).json<Body>().total).toBe(0);
    expect((await report('hd', `marketing?hub=${otherHub}`)).json<Body>().total).toBe(0);
  });

  it('gives the residential attendance per hub while the switch is on (issue 23)', async () => {
    // The report's numbers are this test's marks alone: the seed's are removed.
    await test.context.db.delete(attendanceMarks);
    // Two students of the other hub whose engagement runs in the year (the report counts them).
    const [one, two] = await test.context.db
      .selectDistinct({ id: students.id })
      .from(students)
      .innerJoin(engagements, eq(engagements.studentId, students.id))
      .where(
        and(
          eq(students.hubId, otherHub),
          isNull(engagements.endDate),
          notInArray(engagements.status, [
            'Completed',
            'Withdrawn',
            'Terminated',
            'Transferred',
            'Did not start',
          ]),
          lte(engagements.startDate, day(year.end)),
        ),
      )
      .limit(2);
    if (!one || !two) throw new Error('Two running students of the other hub are needed');
    const start = day(year.start);
    await test.context.db.insert(residentials).values({
      id: 'residential-report',
      title: 'Report weekend',
      startDate: start,
      endDate: start,
      hubId: otherHub,
      venue: { name: 'Hall' },
      sessions: [],
      scopeKeys: [`hub:${otherHub}`],
    });
    const mark = (id: string, studentId: string, sessionId: string, value: string) => ({
      id,
      residentialId: 'residential-report',
      sessionId,
      studentId,
      mark: value,
      markedAt: `${start}T09:00:00Z`,
      markedBy: 'user-registrar',
      deviceId: 'tablet',
      scopeKeys: [`hub:${otherHub}`],
    });
    await test.context.db
      .insert(attendanceMarks)
      .values([
        mark('10000000-0000-4000-8000-000000000001', one.id, 's1', 'present'),
        mark('10000000-0000-4000-8000-000000000002', one.id, 's2', 'absent'),
        mark('10000000-0000-4000-8000-000000000003', two.id, 's1', 'present'),
      ]);
    const rowOf = (body: Body) =>
      body.tables
        .find((t) => t.id === 'residential-attendance')
        ?.rows.find((r) => r.key === otherHub)?.values;
    // 50 % and 100 %: 75 % on average.
    expect(rowOf((await report('registrar', 'students')).json<Body>())).toEqual([2, 75]);
    // The hub director's scope holds no marks of the other hub.
    expect(rowOf((await report('hd', 'students')).json<Body>())).toBeUndefined();
    const csv = await report('registrar', 'students?export=csv');
    expect(csv.body).toContain('Residential attendance,');
    test.context.config.features.residentialAttendance = false;
    try {
      const off = (await report('registrar', 'students')).json<Body>();
      expect(off.tables.map((t) => t.id)).not.toContain('residential-attendance');
    } finally {
      test.context.config.features.residentialAttendance = true;
    }
  });

  it('refuses a caller without reports:menu and bad parameters', async () => {
    for (const kind of ['students', 'applications', 'marketing']) {
      expect((await report('faculty', kind)).statusCode).toBe(403);
    }
    expect((await test.app.inject({ url: '/api/reports/students' })).statusCode).toBe(401);
    const badYear = await report('registrar', 'students?year=2024-26');
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json()).toMatchObject({ code: 'VALIDATION', details: [{ param: 'year' }] });
    expect((await report('registrar', 'applications?export=xml')).statusCode).toBe(422);
    expect((await report('registrar', 'marketing?colour=red')).statusCode).toBe(422);
    expect((await report('registrar', 'finances')).statusCode).toBe(422);
  });

  it('exports the same numbers as Excel, CSV and PDF', async () => {
    const body = (await report('registrar', 'applications')).json<Body>();
    const excel = await report('registrar', 'applications?export=excel');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain(`applications-report-${year.title}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toContainEqual(['Summary', 'Applications', undefined, body.total]);
    const underReview = body.tables
      .find((t) => t.id === 'status')
      ?.rows.find((r) => r.key === 'Under review')?.values[0];
    expect(values).toContainEqual([
      'Funnel by status',
      'Under review',
      'Applications',
      underReview,
    ]);
    const csv = await report('registrar', 'applications?export=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Breakdown,Category,Measure,Value');
    expect(csv.body).toContain('Funnel by status,Under review,Applications,');
    const pdf = await report('registrar', 'students?export=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
