import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { moduleInstances, moduleRegistrations } from '../../db/schema';
import {
  type DoubleCourse,
  type MoodleDouble,
  startMoodleDouble,
} from '../../integrations/moodle/moodle-double';

let test: TestApp;
let moodle: MoodleDouble;
let admin: string;
let session: string;
/** The courses that mirror the seeded session exactly. */
let mirror: DoubleCourse[];

beforeAll(async () => {
  test = await createTestApp();
  admin = await test.login('admin@college.test');
  const { db } = test.context;
  const [first] = await db.select().from(moduleInstances).limit(1);
  if (!first) throw new Error('The seed made no module instances');
  session = first.sessionId;
  const instances = await db
    .select()
    .from(moduleInstances)
    .where(eq(moduleInstances.sessionId, session));
  const registrations = await db.select().from(moduleRegistrations);
  mirror = instances.map((instance, index) => ({
    id: index + 10,
    idnumber: instance.id,
    shortname: instance.moduleId,
    fullname: instance.moduleId,
    users: [
      { id: 1, fullname: 'Tess Teacher', email: 't@x.test', role: 'editingteacher' },
      ...registrations
        .filter((row) => row.moduleInstanceId === instance.id)
        .map((row, n) => ({
          id: 1000 + n,
          idnumber: row.studentId,
          fullname: row.studentId,
          email: `${row.studentId}@x.test`,
          role: 'student',
        })),
    ],
  }));
  moodle = await startMoodleDouble();
});
afterAll(async () => {
  await moodle.close();
  await test.close();
});

async function report(query = `?session=${session}`) {
  return test.app.inject({ url: `/api/modules/sync-report${query}`, headers: { cookie: admin } });
}

describe('GET /api/modules/sync-report', () => {
  it('says the course platform is not configured when MOODLE_URL is not set', async () => {
    test.context.moodle = undefined;
    const response = await report();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, session });
  });

  it('finds nothing missing when the platform mirrors the session', async () => {
    test.context.moodle = { url: moodle.url, token: moodle.token };
    moodle.courses.splice(0, Infinity, ...structuredClone(mirror));
    const response = await report();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toMatchObject({
      instances: mirror.length,
      matchedInstances: mirror.length,
      instancesWithoutCourse: 0,
      coursesWithoutInstance: 0,
      notEnrolled: 0,
      notRegistered: 0,
    });
    expect(mirror.some((course) => course.users.length > 1)).toBe(true);
  });

  it('lists what is missing on each side', async () => {
    const courses = structuredClone(mirror);
    const dropped = courses.pop();
    const withStudents = courses.find((course) => course.users.length > 1);
    if (!dropped || !withStudents) throw new Error('The seed has too few instances');
    // The first student (after the teacher) is registered here but no longer enrolled there.
    const [removed] = withStudents.users.splice(1, 1);
    withStudents.users.push({
      id: 9,
      idnumber: 'NOBODY',
      fullname: 'Stray',
      email: 's@x.test',
      role: 'student',
    });
    courses.push({ ...dropped, id: 99, idnumber: `EXTRA-${session}`, users: [] });
    // Another session's course is not part of this session's report.
    courses.push({ ...dropped, id: 98, idnumber: 'EXTRA-1999-00', users: [] });
    moodle.courses.splice(0, Infinity, ...courses);
    const body = (await report()).json();
    expect(
      body.instancesWithoutCourse.map((row: { instanceId: string }) => row.instanceId),
    ).toEqual([dropped.idnumber]);
    expect(body.coursesWithoutInstance.map((row: { idnumber: string }) => row.idnumber)).toEqual([
      `EXTRA-${session}`,
    ]);
    expect(body.notEnrolled.map((row: { studentId: string }) => row.studentId).sort()).toEqual(
      [removed?.idnumber].sort(),
    );
    expect(body.notRegistered).toEqual([
      expect.objectContaining({
        instanceId: withStudents.idnumber,
        idnumber: 'NOBODY',
        name: 'Stray',
      }),
    ]);
  });

  it("answers 502 with Moodle's message for a wrong token", async () => {
    test.context.moodle = { url: moodle.url, token: 'wrong-token' };
    const response = await report();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'COURSE_PLATFORM',
      message: 'Course platform: Invalid token - token not found',
      platformError: 'invalidtoken',
    });
  });

  it('answers 502 when the platform cannot be reached', async () => {
    test.context.moodle = { url: 'http://127.0.0.1:1', token: moodle.token };
    const response = await report();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'COURSE_PLATFORM',
      platformError: 'unreachable',
    });
    expect(response.body).not.toContain('stack');
  });

  it('refuses a session that is not an academic year, and those without the Modules menu', async () => {
    // A bad query string is the framework's 400, in the error shape.
    expect((await report('?session=2026')).statusCode).toBe(400);
    const registrar = await test.login('registrar@college.test');
    const refused = await test.app.inject({
      url: '/api/modules/sync-report',
      headers: { cookie: registrar },
    });
    expect(refused.statusCode).toBe(403);
  });
});
