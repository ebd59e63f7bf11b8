import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { groupByRecord } from './routes';

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

describe('the records of a batch', () => {
  it('groups operations by the record they write, in the order sent', () => {
    const groups = groupByRecord([
      { method: 'POST', path: '/api/hubs', body: { id: 'h1', name: 'One' } },
      { method: 'PATCH', path: '/api/students/s1', body: {} },
      { method: 'PATCH', path: '/api/hubs/h1', body: {} },
      { method: 'POST', path: '/api/applications/a1/review', body: {} },
      { method: 'POST', path: '/api/hubs', body: { name: 'No id' } },
      { method: 'POST', path: '/api/applications/a1/status', body: {} },
      { method: 'POST', path: '/api/hubs', body: { name: 'No id either' } },
    ]);
    expect(groups).toEqual([[0, 2], [1], [3, 5], [4], [6]]);
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
});
