import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comingSessionTitle,
  type EnrolmentRow,
  type StartYearSummary,
  sessionChoices,
} from '#domain/students/enrolment-year';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { studentForms, users } from '../../db/schema';

let test: TestApp;
let registrar: string;
let hd: string;
let faculty: string;
let student: string;
const session = comingSessionTitle(new Date());
const otherSession = sessionChoices(new Date()).find((title) => title !== session) ?? '';

beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 5 });
  // The hub director is given the permission here: they then reach their own hub's students.
  await test.context.db
    .update(users)
    .set({ claims: ['students:enrolment'] })
    .where(eq(users.id, 'user-hd'));
  registrar = await test.login('registrar@college.test');
  hd = await test.login('hd@college.test');
  faculty = await test.login('faculty@college.test');
  student = await test.login('student@college.test');
});
afterAll(() => test.close());

const startYear = (cookie: string, title: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/enrolment/start-year',
    headers: { cookie },
    payload: { session: title },
  });
const list = async (cookie: string, title: string): Promise<EnrolmentRow[]> => {
  const response = await test.app.inject({
    url: `/api/enrolment/sessions?session=${title}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().rows;
};
const mark = (cookie: string, id: string, status: string, version?: number) =>
  test.app.inject({
    method: 'PATCH',
    url: `/api/enrolment/sessions/${encodeURIComponent(id)}`,
    headers: { cookie, ...(version === undefined ? {} : { 'if-match': String(version) }) },
    payload: { status },
  });

describe('POST /api/enrolment/start-year', () => {
  let first: StartYearSummary;

  it('creates a Starting session for each continuing student, with a summary', async () => {
    // Students other than the demo ones pressed Enrol before the year was started.
    const enrolledAt = new Date().toISOString();
    await test.context.db.insert(studentForms).values(
      Array.from({ length: 38 }, (_, index) => {
        const studentId = `student-${String(index + 3).padStart(5, '0')}`;
        return {
          id: `${studentId}:session-enrolled`,
          studentId,
          formId: 'session-enrolled',
          data: { enrolledAt },
        };
      }),
    );
    const response = await startYear(registrar, session);
    expect(response.statusCode).toBe(200);
    first = response.json();
    expect(first.session).toBe(session);
    expect(first.created).toBeGreaterThan(0);
    expect(first.alreadyThere).toBe(0);
    for (const skipped of first.skipped) expect(skipped.reason).not.toBe('');
    const rows = await list(registrar, session);
    expect(rows).toHaveLength(first.created);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Starting']));
    // Their earlier Enrol counts for the new session.
    const others = rows.filter(
      (row) => !['student-00001', 'student-00002'].includes(row.studentId),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(row.studentEnrolledAt).toBe(enrolledAt);
  });

  it('creates nothing the second time', async () => {
    const again: StartYearSummary = (await startYear(registrar, session)).json();
    expect(again).toMatchObject({ session, created: 0, alreadyThere: first.created });
    expect(again.skipped).toEqual(first.skipped);
    expect(await list(registrar, session)).toHaveLength(first.created);
  });

  it('refuses a year that is not an academic year, or one too far (422)', async () => {
    const bad = await startYear(registrar, '2026-28');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('session');
    const old = await startYear(registrar, '2017-18');
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toContain('cannot be started');
  });

  it("lets a hub director holding the permission start only their hub's students", async () => {
    const answer: StartYearSummary = (await startYear(hd, otherSession)).json();
    expect(answer.created).toBeGreaterThan(0);
    const rows = await list(registrar, otherSession);
    expect(rows).toHaveLength(answer.created);
    expect(new Set(rows.map((row) => row.hubId))).toEqual(new Set(['hub-1']));
  });

  it('refuses those without students:enrolment (403)', async () => {
    for (const cookie of [faculty, student]) {
      expect((await startYear(cookie, session)).statusCode).toBe(403);
      const read = await test.app.inject({ url: '/api/enrolment/sessions', headers: { cookie } });
      expect(read.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/enrolment/sessions/:id', () => {
  it('moves a session to another status at its version, then refuses no change (422)', async () => {
    const [row] = await list(registrar, session);
    if (!row) throw new Error('No session to mark');
    const moved = await mark(registrar, row.id, 'Current', row.version);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: row.id, status: 'Current', version: row.version + 1 });

    const same = await mark(registrar, row.id, 'Current', row.version + 1);
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(
      'The session is already Current; it may move to Starting, Completed, Incomplete, Interrupted, Dormant, Assignments, Transferred, Completing',
    );
    expect(same.json().details).toEqual([{ message: same.json().message, param: 'status' }]);
  });

  it('answers 409 with the current session to a stale version, 400 without one', async () => {
    const [row] = await list(registrar, session);
    if (!row) throw new Error('No session to mark');
    const stale = await mark(registrar, row.id, 'Dormant', row.version - 1 || 99);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: row.id, version: row.version });
    expect((await mark(registrar, row.id, 'Dormant')).statusCode).toBe(400);
    expect((await mark(registrar, row.id, 'Asleep', row.version)).statusCode).toBe(422);
  });

  it("keeps a hub director to their hub's sessions: another hub's is not found", async () => {
    const rows = await list(registrar, session);
    const mine = await list(hd, session);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.hubId === 'hub-1')).toBe(true);
    const elsewhere = rows.find((row) => row.hubId !== 'hub-1');
    if (!elsewhere) throw new Error('Every session is at hub-1');
    const response = await mark(hd, elsewhere.id, 'Dormant', elsewhere.version);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await mark(registrar, 'no-such-session', 'Dormant', 1)).statusCode).toBe(404);
  });
});

describe("the student's own enrolment", () => {
  it('records the enrolment on the session and shows the student its status', async () => {
    const policies = {
      codeOfConduct: true,
      studentContract: true,
      safeguarding: true,
      academicConduct: true,
      policyVersion: '2026-1',
    };
    const put = (url: string, payload?: object) =>
      test.app.inject({ method: 'PUT', url, headers: { cookie: student }, payload });
    expect((await put('/api/forms/student/policies-agreed', policies)).statusCode).toBe(200);
    expect((await put('/api/forms/student/session-enrolled')).statusCode).toBe(200);

    const own = await test.app.inject({
      url: '/api/forms/student/enrolment-sessions',
      headers: { cookie: student },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toContainEqual(
      expect.objectContaining({ sessionId: session, studentEnrolledAt: expect.any(String) }),
    );
    const row = (await list(registrar, session)).find((r) => r.studentId === 'student-00001');
    expect(row).toMatchObject({ policiesMissing: [], studentEnrolledAt: expect.any(String) });
    const staff = await test.app.inject({
      url: '/api/forms/student/enrolment-sessions',
      headers: { cookie: registrar },
    });
    expect(staff.statusCode).toBe(403);
  });
});
