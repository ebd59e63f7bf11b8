import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  attendanceMarks,
  engagements,
  hubs,
  moduleRegistrations,
  residentials,
  students,
} from '../../db/schema';

// Issue 23, the registrar's views: GET /api/residentials/:id/attendance (and its download),
// the sign-in sheet of a session, and GET /api/students/:id/attendance, in the caller's scope.

let test: TestApp;
const cookie: Record<string, string> = {};
const NOW = '2026-11-27T12:00:00Z';
const WIDE = 'residential-test-wide';
const HUB2 = 'residential-test-hub-2';
/** A hub-2 student expected at the college-wide residential. */
let hub2Student = '';
let hub2StudentName = '';
let demoStudentName = '';

const get = (url: string, who: string) =>
  test.app.inject({ url, headers: who === 'anonymous' ? {} : { cookie: cookie[who] ?? '' } });

const session = (id: string, title: string, day: string, tutorId?: string) => ({
  id,
  title,
  startsAt: `${day}T09:00:00Z`,
  endsAt: `${day}T10:30:00Z`,
  room: 'Oak room',
  ...(tutorId ? { tutorId } : {}),
});
const venue = { name: 'Hothorpe Hall', address: 'Theddingworth', postcode: 'LE17 6QX' };

let markCount = 0;
async function markOf(
  residentialId: string,
  sessionId: string,
  studentId: string,
  mark: string,
  markedAt: string,
  reason?: string,
) {
  markCount += 1;
  await test.database.db.insert(attendanceMarks).values({
    id: randomUUID(),
    residentialId,
    sessionId,
    studentId,
    mark,
    reason: reason ?? null,
    markedAt,
    markedBy: 'user-registrar',
    markedByName: 'Registrar',
    deviceId: `tablet-${markCount}`,
    scopeKeys: [],
  });
}

/** A module instance one of the student's running engagements registers them on. */
async function instanceOf(studentId: string): Promise<string> {
  const [row] = await test.database.db
    .select({ id: moduleRegistrations.moduleInstanceId })
    .from(moduleRegistrations)
    .innerJoin(engagements, eq(engagements.id, moduleRegistrations.engagementId))
    .where(and(eq(moduleRegistrations.studentId, studentId), eq(engagements.status, 'Current')));
  if (!row) throw new Error(`${studentId} has no running registration`);
  return row.id;
}

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 2 });
  test.context.clock = () => new Date(NOW);
  for (const who of ['registrar', 'hd', 'faculty', 'student', 'admin', 'finance']) {
    cookie[who] = await test.login(`${who}@college.test`);
  }
  const { db } = test.database;
  const [other] = await db
    .select({ id: students.id, first: students.firstName, last: students.lastName })
    .from(students)
    .innerJoin(engagements, eq(engagements.studentId, students.id))
    .where(and(eq(students.hubId, 'hub-2'), eq(engagements.status, 'Current')))
    .limit(1);
  if (!other) throw new Error('No running hub-2 student in the seed');
  hub2Student = other.id;
  const [demo] = await db.select().from(students).where(eq(students.id, 'student-00001'));
  demoStudentName = `${demo?.preferredName || demo?.firstName} ${demo?.lastName}`;
  const [otherRow] = await db.select().from(students).where(eq(students.id, hub2Student));
  hub2StudentName = `${otherRow?.preferredName || otherRow?.firstName} ${otherRow?.lastName}`;
  const demoInstance = await instanceOf('student-00001');
  const otherInstance = await instanceOf(hub2Student);
  const everyHub = (await db.select({ id: hubs.id }).from(hubs)).map((row) => `hub:${row.id}`);
  await db.insert(residentials).values([
    {
      id: WIDE,
      title: 'Test autumn weekend',
      startDate: '2026-10-16',
      endDate: '2026-12-20',
      hubId: null,
      venue,
      moduleInstanceIds: [demoInstance, otherInstance],
      sessions: [
        session('wide-1', 'Opening lecture', '2026-10-16', 'user-faculty'),
        session('wide-2', 'Seminar', '2026-10-17', 'user-admin'),
        session('wide-3', 'Closing worship', '2026-12-20'),
      ],
      scopeKeys: [...everyHub, 'tutor:user-faculty', 'tutor:user-admin'],
    },
    {
      id: HUB2,
      title: 'Test hub 2 day',
      startDate: '2026-11-01',
      endDate: '2026-11-01',
      hubId: 'hub-2',
      venue,
      moduleInstanceIds: [otherInstance],
      sessions: [session('hub2-1', 'Hub day', '2026-11-01', 'user-admin')],
      scopeKeys: ['hub:hub-2', 'tutor:user-admin'],
    },
  ]);
  await markOf(WIDE, 'wide-1', 'student-00001', 'absent', '2026-10-16T09:05:00Z');
  await markOf(WIDE, 'wide-1', 'student-00001', 'late', '2026-10-16T09:25:00Z');
  await markOf(WIDE, 'wide-2', 'student-00001', 'excused', '2026-10-17T09:00:00Z', 'Ill');
  await markOf(WIDE, 'wide-1', hub2Student, 'absent', '2026-10-16T09:06:00Z');
});
afterAll(() => test.close());

describe('GET /api/residentials/:id/attendance', () => {
  it('gives the registrar every session and student, the marks that count and the gaps', async () => {
    const response = await get(`/api/residentials/${WIDE}/attendance`, 'registrar');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessions.map((s: { id: string }) => s.id)).toEqual(['wide-1', 'wide-2', 'wide-3']);
    const demo = body.students.find((s: { id: string }) => s.id === 'student-00001');
    expect(demo).toMatchObject({
      name: demoStudentName,
      marks: {
        'wide-1': { mark: 'late', changes: 1, markedByName: 'Registrar' },
        'wide-2': { mark: 'excused', reason: 'Ill', changes: 0 },
      },
      // The closing worship has not started: it is not counted.
      rate: { attended: 1, absent: 0, excused: 1, unmarked: 0, percent: 100 },
    });
    const names = body.students.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const gaps = body.absencesWithoutReason.map(
      (gap: { studentId: string; sessionId: string }) => `${gap.studentId} ${gap.sessionId}`,
    );
    expect(gaps).toContain(`${hub2Student} wide-1`); // absent, no reason
    expect(gaps).toContain(`${hub2Student} wide-2`); // never marked, session over
    expect(gaps.filter((gap: string) => gap.startsWith('student-00001 '))).toEqual([]);
    expect(gaps.filter((gap: string) => gap.endsWith(' wide-3'))).toEqual([]);
  });

  it('gives a hub director their hub’s students only, and 404 for another hub’s', async () => {
    const response = await get(`/api/residentials/${WIDE}/attendance`, 'hd');
    expect(response.statusCode).toBe(200);
    const ids = response.json().students.map((s: { id: string }) => s.id);
    expect(ids).toContain('student-00001');
    expect(ids).not.toContain(hub2Student);
    expect(response.json().sessions).toHaveLength(3);
    const other = await get(`/api/residentials/${HUB2}/attendance`, 'hd');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives a tutor only the sessions they teach; a student 403; nobody 401', async () => {
    const tutor = await get(`/api/residentials/${WIDE}/attendance`, 'faculty');
    expect(tutor.statusCode).toBe(200);
    expect(tutor.json().sessions.map((s: { id: string }) => s.id)).toEqual(['wide-1']);
    expect(tutor.json().students.map((s: { id: string }) => s.id)).toContain(hub2Student);
    expect((await get(`/api/residentials/${HUB2}/attendance`, 'faculty')).statusCode).toBe(404);
    const student = await get(`/api/residentials/${WIDE}/attendance`, 'student');
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(`/api/residentials/${WIDE}/attendance`, 'anonymous')).statusCode).toBe(401);
    expect((await get('/api/residentials/nope/attendance', 'registrar')).statusCode).toBe(404);
  });

  it('downloads one row per student and session as CSV, Excel or PDF', async () => {
    const csv = await get(`/api/residentials/${WIDE}/attendance?export=csv`, 'registrar');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain('attendance-Test autumn weekend');
    const lines = csv.body.trim().split(/\r?\n/);
    const students = (await get(`/api/residentials/${WIDE}/attendance`, 'registrar')).json()
      .students.length;
    expect(lines).toHaveLength(1 + students * 3);
    expect(lines[0]).toContain('Student,Student id,Session');
    expect(csv.body).toContain('Opening lecture');
    expect(
      lines.find((line) => line.includes('student-00001') && line.includes('Seminar')),
    ).toContain('excused');
    const excel = await get(`/api/residentials/${WIDE}/attendance?export=excel`, 'hd');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    const pdf = await get(`/api/residentials/${WIDE}/attendance?export=pdf`, 'registrar');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bad = await get(`/api/residentials/${WIDE}/attendance?export=word`, 'registrar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', details: [{ param: 'export' }] });
  });
});

describe('GET /api/residentials/:id/sessions/:sessionId/sign-in-sheet', () => {
  const url = (sessionId: string, id = WIDE) =>
    `/api/residentials/${id}/sessions/${sessionId}/sign-in-sheet`;

  it('prints the session with a line for each expected student', async () => {
    const response = await get(url('wide-1'), 'registrar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText().finally(() => parser.destroy())).text;
    for (const expected of [
      'Sign-in sheet: Opening lecture',
      'Test autumn weekend',
      'Hothorpe Hall',
      'Oak room',
      '2026-10-16, 09:00',
      'Signature',
      demoStudentName,
      hub2StudentName,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // A hub director's sheet lists their hub's students only.
    const hd = await get(url('wide-2'), 'hd');
    expect(hd.statusCode).toBe(200);
    const hdParser = new PDFParse({ data: new Uint8Array(hd.rawPayload) });
    const hdText = (await hdParser.getText().finally(() => hdParser.destroy())).text;
    expect(hdText).toContain(demoStudentName);
    expect(hdText).not.toContain(hub2StudentName);
  });

  it('is the tutor’s for their own session only; 404 for no such session or residential', async () => {
    expect((await get(url('wide-1'), 'faculty')).statusCode).toBe(200);
    const other = await get(url('wide-2'), 'faculty');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(url('hub2-1', HUB2), 'faculty')).statusCode).toBe(404);
    expect((await get(url('hub2-1', HUB2), 'hd')).statusCode).toBe(404);
    expect((await get(url('nope'), 'registrar')).statusCode).toBe(404);
    expect((await get(url('wide-1'), 'student')).statusCode).toBe(403);
  });
});

describe('GET /api/students/:id/attendance', () => {
  it('rates the student at each residential begun, and over all of them', async () => {
    const response = await get('/api/students/student-00001/attendance', 'registrar');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const wide = body.residentials.find((r: { id: string }) => r.id === WIDE);
    expect(wide).toMatchObject({
      title: 'Test autumn weekend',
      startDate: '2026-10-16',
      endDate: '2026-12-20',
      rate: { attended: 1, excused: 1, unmarked: 0, percent: 100 },
    });
    expect(body.residentials.map((r: { id: string }) => r.id)).not.toContain(HUB2);
    expect(body.overall.attended).toBeGreaterThanOrEqual(1);
    const other = (await get(`/api/students/${hub2Student}/attendance`, 'registrar')).json();
    const ids = other.residentials.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([WIDE, HUB2]));
    expect(other.residentials.find((r: { id: string }) => r.id === WIDE).rate).toMatchObject({
      absent: 1,
      unmarked: 1,
      percent: 0,
    });
  });

  it('is for staff who see the student: their tutor yes, another hub 404, a student 403', async () => {
    expect((await get('/api/students/student-00001/attendance', 'faculty')).statusCode).toBe(200);
    expect((await get('/api/students/student-00001/attendance', 'hd')).statusCode).toBe(200);
    expect((await get(`/api/students/${hub2Student}/attendance`, 'hd')).statusCode).toBe(404);
    const student = await get('/api/students/student-00001/attendance', 'student');
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('with residential attendance switched off', () => {
  it('answers 404 on every route', async () => {
    test.context.config.features.residentialAttendance = false;
    try {
      for (const url of [
        `/api/residentials/${WIDE}/attendance`,
        `/api/residentials/${WIDE}/sessions/wide-1/sign-in-sheet`,
        '/api/students/student-00001/attendance',
      ]) {
        const response = await get(url, 'registrar');
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      test.context.config.features.residentialAttendance = true;
    }
  });
});
