import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { engagements } from '../../db/schema';
import { dependenciesOf } from './schedule';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 5 });
  admin = await test.login('admin@college.test');
});
afterAll(() => test.close());

const batch = (operations: unknown[], cookie = admin) =>
  test.app.inject({
    method: 'POST',
    url: '/api/batch',
    headers: { cookie },
    payload: { operations },
  });

describe('the order of a batch', () => {
  it('chains each record’s operations, creates before updates of the new id', () => {
    const waits = dependenciesOf([
      { path: '/api/hubs', body: { id: 'h1', name: 'One' } },
      { path: '/api/students/s1', body: {} },
      { path: '/api/hubs/h1', body: {} },
      { path: '/api/applications/a1/review', body: {} },
      { path: '/api/hubs', body: { name: 'No id' } },
      { path: '/api/applications/a1/status', body: {} },
      { path: '/api/hubs', body: { name: 'No id either' } },
    ]);
    expect(waits).toEqual([[], [], [0], [], [], [3], []]);
  });

  it('runs an operation naming a record after the earlier operations on it', () => {
    const waits = dependenciesOf([
      { path: '/api/students', body: { id: 'new-s', firstName: 'Ada' } },
      { path: '/api/hubs/h9', body: { changes: { city: 'Ely' } } },
      { path: '/api/engagements', body: { id: 'e1', studentId: 'new-s' } },
      { path: '/api/students/s2', body: { changes: { hubId: 'h9' } } },
      { path: '/api/students/new-s', body: { changes: { phone: '1' } } },
      { path: '/api/applications/a1/links/e1', body: { note: 'x'.repeat(300) } },
    ]);
    expect(waits).toEqual([[], [], [0], [1], [0], [2]]);
  });
});

describe('POST /api/batch', () => {
  it('runs different records side by side and each record in its order', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `hub-many-${i}`);
    const operations = [
      ...ids.map((id) => ({
        method: 'POST',
        path: '/api/hubs',
        body: { id, name: id, city: 'Ely' },
      })),
      ...ids.map((id) => ({
        method: 'PATCH',
        path: `/api/hubs/${id}`,
        body: { changes: { city: 'York' } },
        ifMatch: 1,
      })),
      ...ids.map((id) => ({
        method: 'PATCH',
        path: `/api/hubs/${id}`,
        body: { changes: { city: 'Hull' } },
        ifMatch: 2,
      })),
    ];
    const { results } = (await batch(operations)).json();
    // A stale If-Match would answer 409: every change met the version its predecessor wrote.
    expect(results.map((result: { status: number }) => result.status)).toEqual([
      ...ids.map(() => 201),
      ...ids.map(() => 200),
      ...ids.map(() => 200),
    ]);
    expect(results.slice(24).map((result: { body: { id: string } }) => result.body.id)).toEqual(
      ids,
    );
    expect(results[30].body).toMatchObject({ city: 'Hull', version: 3 });
  });

  it('runs each mutation through its route, in order, with its own result', async () => {
    const response = await batch([
      {
        method: 'POST',
        path: '/api/hubs',
        body: { id: 'hub-batch', name: 'Batch Hub', city: 'Bath' },
        idempotencyKey: 'b-1',
      },
      {
        method: 'PATCH',
        path: '/api/hubs/hub-batch',
        body: { changes: { city: 'Bristol' } },
        ifMatch: 1,
        idempotencyKey: 'b-2',
      },
      { method: 'POST', path: '/api/hubs', body: { name: '' }, idempotencyKey: 'b-3' },
      { method: 'DELETE', path: '/api/hubs/missing', idempotencyKey: 'b-4' },
    ]);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([
      201, 200, 422, 404,
    ]);
    expect(results[1].body).toMatchObject({ city: 'Bristol', version: 2 });
    expect(results[2].body.details.length).toBeGreaterThan(0);
  });

  it('replays keys already used instead of running them again', async () => {
    const again = await batch([
      {
        method: 'POST',
        path: '/api/hubs',
        body: { id: 'hub-batch', name: 'Batch Hub', city: 'Bath' },
        idempotencyKey: 'b-1',
      },
    ]);
    expect(again.json().results[0]).toMatchObject({ status: 201, replayed: true });
  });

  it('keeps the caller permissions and refuses nesting, auth paths and the signed-out', async () => {
    const student = await test.login('student@college.test');
    const refused = await batch(
      [{ method: 'POST', path: '/api/hubs', body: { name: 'X', city: 'Y' } }],
      student,
    );
    expect(refused.json().results[0].status).toBe(403);
    expect((await batch([{ method: 'POST', path: '/api/batch', body: {} }])).statusCode).toBe(422);
    expect((await batch([{ method: 'POST', path: '/api/auth/logout' }])).statusCode).toBe(422);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/batch',
      payload: { operations: [{ method: 'DELETE', path: '/api/hubs/x' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses paths that reach the auth or batch routes by dot segments or encoded slashes', async () => {
    // Its own session: the batch must not end it.
    const cookie = await test.login('registrar@college.test');
    for (const path of [
      '/api/students/../auth/logout',
      '/api/students/./../auth/logout',
      '/api/hubs/../../api/auth/logout',
      '/api/students/..',
      '/api/./auth/logout',
      '/api/students/%2e%2e/auth/logout',
      '/api/students/.%2e/auth/logout',
      '/api/students/..%2fauth/logout',
      '/api/students%2f..%2fauth%2flogout',
      '/api/students/..%5cauth/logout',
      '/api/students\\..\\auth\\logout',
      '/api//auth/logout',
      '/api/students/../batch',
    ]) {
      const response = await batch([{ method: 'POST', path }], cookie);
      expect([path, response.statusCode]).toEqual([path, 422]);
      expect(response.json().details[0]).toMatchObject({ param: 'operations.0.path' });
    }
    expect(
      (await test.app.inject({ url: '/api/auth/account', headers: { cookie } })).statusCode,
    ).toBe(200);
    // A dot inside a segment is an ordinary character: the route answers (no such hub).
    const dotted = await batch([{ method: 'DELETE', path: '/api/hubs/hub.1..x' }], cookie);
    expect(dotted.json().results[0].status).toBe(404);
    // A trailing slash is the route's (an optional last parameter left out), not an empty segment.
    const trailing = await batch([{ method: 'DELETE', path: '/api/hubs/hub-x/' }], cookie);
    expect(trailing.statusCode).toBe(200);
    expect((await batch([{ method: 'DELETE', path: '/api/hubs//' }], cookie)).statusCode).toBe(422);
  });
});

describe('POST /api/batch, one result per operation', () => {
  const hub = (id: string) => ({
    method: 'POST',
    path: '/api/hubs',
    body: { id, name: id, city: 'Ely' },
  });

  it('answers in the order sent; a failing operation leaves the others alone', async () => {
    const operations = [
      hub('hub-mixed-1'),
      {
        method: 'PATCH',
        path: '/api/hubs/hub-mixed-1',
        body: { changes: { city: 'Hull' } },
        ifMatch: 7,
      },
      hub('hub-mixed-2'),
      { method: 'POST', path: '/api/hubs', body: { name: '' } },
      hub('hub-mixed-3'),
      { method: 'DELETE', path: '/api/hubs/no-such-hub' },
      hub('hub-mixed-1'),
      {
        method: 'PATCH',
        path: '/api/hubs/hub-mixed-2',
        body: { changes: { city: 'York' } },
        ifMatch: 1,
      },
      ...Array.from({ length: 10 }, (_, i) => hub(`hub-mixed-more-${i}`)),
    ];
    const { results } = (await batch(operations)).json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([
      201,
      409,
      201,
      422,
      201,
      404,
      409,
      200,
      ...Array.from({ length: 10 }, () => 201),
    ]);
    // The stale If-Match met the record its create wrote, and says what it is now.
    expect(results[1].body.current).toMatchObject({ id: 'hub-mixed-1', version: 1 });
    expect(results[7].body).toMatchObject({ id: 'hub-mixed-2', city: 'York', version: 2 });
    expect(results.slice(8).map((result: { body: { id: string } }) => result.body.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `hub-mixed-more-${i}`),
    );
  });

  it('runs an operation naming a record after that record’s create', async () => {
    // The create waits behind the (refused) delete of the same id; the engagement naming the new
    // student must wait for the create too, or it would be written with no scope keys.
    const { results } = (
      await batch([
        { method: 'DELETE', path: '/api/students/batch-new-student' },
        {
          method: 'POST',
          path: '/api/students',
          body: {
            id: 'batch-new-student',
            firstName: 'Ada',
            lastName: 'Byron',
            email: 'ada.batch@example.org',
            hubId: 'hub-1',
            programmeCode: 'BA',
          },
        },
        {
          method: 'POST',
          path: '/api/engagements',
          body: {
            id: 'batch-new-engagement',
            studentId: 'batch-new-student',
            code: 'BA-2099-09',
            programmeCode: 'BA',
            status: 'Starting',
            startDate: '2099-09-01',
          },
        },
      ])
    ).json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([404, 201, 201]);
    const [engagement] = await test.database.db
      .select({ scopeKeys: engagements.scopeKeys })
      .from(engagements)
      .where(eq(engagements.id, 'batch-new-engagement'));
    expect(engagement?.scopeKeys).toContain('hub:hub-1');
  });

  it('checks each operation’s permission as its route does', async () => {
    const student = await test.login('student@college.test');
    const { results } = (
      await batch(
        [
          { method: 'POST', path: '/api/hubs', body: { name: 'Not mine', city: 'Ely' } },
          {
            method: 'PUT',
            path: '/api/forms/student/intentions',
            body: { intentions: [{ level: '6A', choice: 'Continue' }] },
          },
          {
            method: 'PATCH',
            path: '/api/students/student-00002',
            body: { changes: { phone: '0100 1' } },
            ifMatch: 1,
          },
          { method: 'DELETE', path: '/api/hubs/hub-1' },
        ],
        student,
      )
    ).json();
    // Another student's record is 404 to a student, as when reading it (issue 17).
    expect(results.map((result: { status: number }) => result.status)).toEqual([
      403, 200, 404, 403,
    ]);
    expect(results[1].body).toMatchObject({ id: 'student-00001:intentions', version: 1 });
  });
});
