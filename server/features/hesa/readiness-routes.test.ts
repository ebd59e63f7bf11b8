import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementInYear } from '#domain/hesa/rules';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { hesaReadiness } from '../../db/schema';
import { DEMO_HUB_ID } from '../../db/seed/demo-accounts';
import { housekeepingRunsSettled } from '../housekeeping/runs';
import { runDueDailyJobs } from '../housekeeping/schedule';

let test: TestApp;
const cookies: Record<string, string> = {};
let year = '';
let inYear: string[] = [];

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  for (const account of ['admin', 'registrar', 'hd', 'student'] as const) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  // The busiest year of the seed is "the current academic year": the app's clock is in it.
  const all = await test.context.db.query.engagements.findMany();
  const years = [...new Set(all.map((e) => Number(e.startDate.slice(0, 4))))].map(
    (y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`,
  );
  const ranked = years
    .map((y) => ({
      y,
      ids: [...new Set(all.filter((e) => engagementInYear(e, y)).map((e) => e.studentId))],
    }))
    .sort((a, b) => b.ids.length - a.ids.length);
  year = ranked[0]?.y ?? '';
  inYear = ranked[0]?.ids ?? [];
  const day = new Date(`${Number(year.slice(0, 4)) + 1}-01-15T12:00:00Z`);
  test.context.clock = () => day;
});
afterAll(async () => {
  await housekeepingRunsSettled();
  await test.close();
});

const call = (method: 'GET' | 'POST', url: string, as = 'admin', payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: { cookie: cookies[as] ?? '' },
    ...(payload ? { payload } : {}),
  });
const readiness = (id: string, as = 'admin') =>
  call('GET', `/api/hesa/students/${id}/readiness`, as);
const snapshots = async () => (await test.context.db.select().from(hesaReadiness)).length;

interface Rule {
  rule: string;
  students: { id: string }[];
}

describe('GET /api/hesa/students/:id/readiness', () => {
  it('counts the problems the missing screen lists for the student, in the current year', async () => {
    expect(inYear.length).toBeGreaterThan(1);
    const missing = (await call('GET', `/api/hesa/missing?year=${year}`)).json();
    for (const id of inYear.slice(0, 5)) {
      const response = await readiness(id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const listed = (missing.rules as Rule[]).filter((r) => r.students.some((s) => s.id === id));
      expect(body.year).toBe(year);
      expect(body.inReturn).toBe(true);
      expect(body.problems).toBe(listed.length);
      expect(body.ready).toBe(listed.length === 0);
      expect(body.rules.map((r: { rule: string }) => r.rule).sort()).toEqual(
        listed.map((r) => r.rule).sort(),
      );
    }
  });

  it('says a student with no engagement in the year is not in its return', async () => {
    const outside = (await test.context.db.query.students.findMany()).find(
      (s) => !inYear.includes(s.id),
    );
    if (!outside) return;
    const body = (await readiness(outside.id)).json();
    expect(body).toMatchObject({ year, inReturn: false, problems: 0, rules: [] });
  });

  it('keeps to the record scope: a hub director their hub only, a student never', async () => {
    const all = await test.context.db.query.students.findMany();
    const own = all.find((s) => s.hubId === DEMO_HUB_ID);
    const other = all.find((s) => s.hubId !== DEMO_HUB_ID);
    expect(own && other).toBeTruthy();
    expect((await readiness(own?.id ?? '', 'hd')).statusCode).toBe(200);
    expect((await readiness(other?.id ?? '', 'hd')).statusCode).toBe(404);
    expect((await readiness(own?.id ?? '', 'registrar')).statusCode).toBe(200);
    expect((await readiness(other?.id ?? '', 'registrar')).statusCode).toBe(200);
    expect((await readiness(own?.id ?? '', 'student')).statusCode).toBe(403);
    expect((await readiness('NOSUCH')).statusCode).toBe(404);
  });
});

describe('snapshots', () => {
  it('POST /api/hesa/check keeps one; GET /api/hesa/missing keeps none', async () => {
    const before = await snapshots();
    expect((await call('GET', `/api/hesa/missing?year=${year}`)).statusCode).toBe(200);
    expect(await snapshots()).toBe(before);
    const checked = await call('POST', '/api/hesa/check', 'admin', {});
    expect(checked.statusCode).toBe(200);
    const body = checked.json();
    expect(body.year).toBe(year);
    expect(body.students).toBe(inYear.length);
    expect(await snapshots()).toBe(before + 1);
    expect(body.history.at(-1)).toMatchObject({ students: inYear.length, ready: body.ready });
    const again = (await call('GET', `/api/hesa/missing?year=${year}`)).json();
    expect(again.history).toHaveLength(body.history.length);
    expect((await call('POST', '/api/hesa/check', 'registrar', {})).statusCode).toBe(403);
  });

  it('the housekeeping job keeps one, and is skipped (and says so) while HESA is off', async () => {
    const runJob = async () => {
      const started = await call('POST', '/api/admin/housekeeping/jobs/hesa-readiness/run');
      expect(started.statusCode).toBe(202);
      await housekeepingRunsSettled();
      return (await call('GET', `/api/admin/housekeeping/runs/${started.json().id}`)).json();
    };
    const before = await snapshots();
    const run = await runJob();
    expect(run.status).toBe('done');
    expect(run.result).toMatchObject({ students: inYear.length });
    expect(await snapshots()).toBe(before + 1);

    test.context.config.features.hesa = false;
    try {
      const skipped = await runJob();
      expect(skipped).toMatchObject({ status: 'done', result: { skipped: 1 } });
      expect(await snapshots()).toBe(before + 1);
    } finally {
      test.context.config.features.hesa = true;
    }
    const overview = (await call('GET', '/api/admin/housekeeping')).json();
    const job = overview.jobs.find((j: { job: string }) => j.job === 'hesa-readiness');
    expect(job.name).toBe('HESA readiness check');
    expect(job.lastRun.result).toEqual({ skipped: 1 });
  });

  it('runs daily on its own: due a day after its last run, not before', async () => {
    const now = new Date();
    // The job ran just now (above): not due yet.
    expect(await runDueDailyJobs(test.context, now)).toEqual([]);
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    const before = await snapshots();
    expect(await runDueDailyJobs(test.context, tomorrow)).toEqual(['hesa-readiness']);
    await housekeepingRunsSettled();
    expect(await snapshots()).toBe(before + 1);
  });

  it('answers 404 while the switch is off', async () => {
    test.context.config.features.hesa = false;
    try {
      expect((await readiness(inYear[0] ?? '')).statusCode).toBe(404);
      expect((await call('POST', '/api/hesa/check', 'admin', {})).statusCode).toBe(404);
    } finally {
      test.context.config.features.hesa = true;
    }
  });
});
