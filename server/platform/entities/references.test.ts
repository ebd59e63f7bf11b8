import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { sessions, students } from '../../db/schema';

// A field that names another record (hub, programme, tutor, student, user) must name one that
// exists: a student moved to `hub-999` left every hub director's scope (issue 17, finding 2).

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  admin = await test.login('admin@college.test');
});
afterAll(() => test.close());

const get = (url: string, cookie = admin) => test.app.inject({ url, headers: { cookie } });
const post = (url: string, payload: object) =>
  test.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
async function patch(url: string, changes: object) {
  const current = (await get(url)).json();
  return test.app.inject({
    method: 'PATCH',
    url,
    headers: { cookie: admin, 'if-match': String(current.version) },
    payload: { changes },
  });
}
const refused = (response: { statusCode: number; json(): { details?: { param: string }[] } }) => [
  response.statusCode,
  response
    .json()
    .details?.map((detail) => detail.param)
    .sort(),
];

describe('references that name nothing', () => {
  it('refuses a student moved to a hub that does not exist, and keeps it in its hub', async () => {
    const hd = await test.login('hd@college.test');
    const [first] = (await get('/api/students?hubId=hub-1&pageSize=1', hd)).json().items;
    const response = await patch(`/api/students/${first.id}`, { hubId: 'hub-999' });
    expect(refused(response)).toEqual([422, ['hubId']]);
    expect(response.json().code).toBe('VALIDATION');
    expect((await get(`/api/students/${first.id}`, hd)).statusCode).toBe(200);
    expect((await get(`/api/students/${first.id}`)).json().hubId).toBe('hub-1');
  });

  it('names every bad reference of a student: hub, tutor', async () => {
    const response = await patch('/api/students/student-00003', {
      hubId: 'hub-999',
      tutorId: 'user-nobody',
    });
    expect(refused(response)).toEqual([422, ['hubId', 'tutorId']]);
    // A real hub and tutor are fine.
    const fine = await patch('/api/students/student-00003', {
      hubId: 'hub-2',
      tutorId: 'user-faculty',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a new student in a hub that does not exist', async () => {
    const response = await post('/api/students', {
      firstName: 'N',
      lastName: 'O',
      email: 'no-hub@example.org',
      hubId: 'hub-999',
      programmeCode: 'BA',
    });
    expect(refused(response)).toEqual([422, ['hubId']]);
  });

  it('refuses an engagement, form or request of a student who does not exist', async () => {
    const engagement = await post('/api/engagements', {
      studentId: 'student-99999',
      code: 'E1',
      programmeCode: 'BA',
      status: 'Current',
      startDate: '2025-09-01',
    });
    expect(refused(engagement)).toEqual([422, ['studentId']]);
    const form = await post('/api/student-forms', {
      studentId: 'student-99999',
      formId: 'dbs',
      data: {},
    });
    expect(refused(form)).toEqual([422, ['studentId']]);
    const request = await post('/api/student-requests', {
      studentId: 'student-99999',
      type: 'recording',
      status: 'Pending',
      data: {},
    });
    expect(refused(request)).toEqual([422, ['studentId']]);
  });

  it('refuses an application in a hub or for an applicant that does not exist', async () => {
    const response = await post('/api/applications', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.org',
      hubId: 'hub-999',
      applicantUserId: 'user-nobody',
      status: 'In progress',
      intake: '2027-09-01',
    });
    expect(refused(response)).toEqual([422, ['applicantUserId', 'hubId']]);
  });

  it('refuses a user in a hub, or holding a student record, that does not exist', async () => {
    const response = await patch('/api/users/user-hd', {
      hubId: 'hub-999',
      studentId: 'student-99999',
    });
    expect(refused(response)).toEqual([422, ['hubId', 'studentId']]);
  });

  it('stores no such reference even when written past the API (foreign keys)', async () => {
    const error = await test.database.db
      .update(students)
      .set({ hubId: 'hub-999' })
      .where(eq(students.id, 'student-00004'))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((await get('/api/students/student-00004')).json().hubId).not.toBe('hub-999');
  });
});

describe('deleting a record others name', () => {
  it('answers 409 (not 500) for a hub its students are in', async () => {
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/hubs/hub-1',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await get('/api/hubs/hub-1')).statusCode).toBe(200);
  });

  it('answers 409 for a student who has engagements', async () => {
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/students/student-00005',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    expect((await get('/api/students/student-00005')).statusCode).toBe(200);
  });

  it('deletes a user with their sessions', async () => {
    const { account } = await test.registerApplicant('Gone Soon', 'gone@example.org');
    const id = account.id;
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    expect(await test.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual(
      [],
    );
    // (A process keeps a session it read for 5 seconds: README "Sessions".)
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gone@example.org', password: 'long enough password' },
    });
    expect(again.statusCode).toBe(401);
  });
});
