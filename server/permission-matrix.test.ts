import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestApp } from '../tests/api/harness';

// Every API route × every demo account (and nobody) → the status the server must answer.
// A route added without a row here fails the first test: security is the server's job.

const ACCOUNTS = [
  'anonymous',
  'admin',
  'registrar',
  'finance',
  'faculty',
  'hd',
  'student',
  'student2',
] as const;
type Account = (typeof ACCOUNTS)[number];
type Statuses = readonly [number, number, number, number, number, number, number, number];

interface Case {
  url: string;
  payload?: (account: Account) => object;
  headers?: Record<string, string>;
  /** Sign in afresh for this call (it ends or changes the session). */
  fresh?: boolean;
  expect: Statuses;
}

const unique = (account: Account) => `${account}-${randomUUID().slice(0, 8)}`;
const stale = { 'if-match': '999' };
const student = {
  firstName: 'M',
  lastName: 'X',
  email: 'm@example.org',
  hubId: 'hub-1',
  programmeCode: 'BA',
};
const hub = (account: Account) => ({ id: unique(account), name: 'Hub', city: 'Leeds' });
// Reads by everyone signed in; writes by the administrator only.
const READ_ALL: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
const STUDENT_READ: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
const APPLICATION_READ: Statuses = [401, 200, 200, 403, 403, 200, 403, 403];
const ADMIN_ONLY_WRITE = (ok: number): Statuses => [401, ok, 403, 403, 403, 403, 403, 403];
const STUDENT_WRITE = (ok: number): Statuses => [401, ok, ok, 403, 403, 403, 403, 403];

const MATRIX: Record<string, Case> = {
  'GET /api/status': { url: '/api/status', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'POST /api/auth/login': {
    url: '/api/auth/login',
    payload: (a) => ({ email: `${unique(a)}@example.org`, password: 'x' }),
    expect: [401, 401, 401, 401, 401, 401, 401, 401],
  },
  'GET /api/auth/account': {
    url: '/api/auth/account',
    expect: [404, 200, 200, 200, 200, 200, 200, 200],
  },
  'POST /api/auth/logout': {
    url: '/api/auth/logout',
    fresh: true,
    expect: [204, 204, 204, 204, 204, 204, 204, 204],
  },
  'POST /api/auth/register': {
    url: '/api/auth/register',
    fresh: true,
    payload: (a) => ({
      name: 'New',
      email: `${unique(a)}@example.org`,
      password: 'long enough password',
    }),
    expect: [201, 201, 201, 201, 201, 201, 201, 201],
  },
  'POST /api/auth/reset': {
    url: '/api/auth/reset',
    payload: () => ({ id: 'user-student2' }),
    expect: [401, 204, 403, 403, 403, 403, 403, 403],
  },
  'POST /api/auth/reset/confirm': {
    url: '/api/auth/reset/confirm',
    payload: () => ({ token: 'x'.repeat(43), password: 'long enough password' }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  'POST /api/auth/loginas/:mode/:id': {
    url: '/api/auth/loginas/user/user-student2',
    fresh: true,
    expect: [401, 200, 200, 403, 403, 403, 403, 403],
  },
  'POST /api/auth/loginas': {
    url: '/api/auth/loginas',
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  'GET /api/auth/oidc': { url: '/api/auth/oidc', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  'GET /api/auth/oidc/:provider': {
    url: '/api/auth/oidc/google',
    expect: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  'GET /api/auth/oidc/:provider/callback': {
    url: '/api/auth/oidc/google/callback',
    expect: [404, 404, 404, 404, 404, 404, 404, 404],
  },
  'GET /api/sync': { url: '/api/sync?limit=5', expect: READ_ALL },
  'POST /api/batch': {
    url: '/api/batch',
    payload: () => ({ operations: [{ method: 'DELETE', path: '/api/hubs/none' }] }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },

  'GET /api/users': { url: '/api/users', expect: ADMIN_ONLY_WRITE(200) },
  'GET /api/users/:id': { url: '/api/users/user-hd', expect: ADMIN_ONLY_WRITE(200) },
  'POST /api/users': {
    url: '/api/users',
    payload: (a) => ({ name: 'U', email: `${unique(a)}@example.org` }),
    expect: ADMIN_ONLY_WRITE(201),
  },
  'PUT /api/users/:id': {
    url: '/api/users/user-hd',
    headers: stale,
    payload: () => ({ name: 'H', email: 'hd@college.test' }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'PATCH /api/users/:id': {
    url: '/api/users/user-hd',
    headers: stale,
    payload: () => ({ changes: { name: 'H' } }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'DELETE /api/users/:id': {
    url: '/api/users/user-hd',
    headers: stale,
    expect: ADMIN_ONLY_WRITE(409),
  },
  'POST /api/users/export/custom': {
    url: '/api/users/export/custom?export=csv',
    payload: () => ({ fields: ['email'] }),
    expect: ADMIN_ONLY_WRITE(200),
  },

  'GET /api/students': { url: '/api/students', expect: STUDENT_READ },
  // student-00001: hub 1, tutored by the faculty demo account, the student demo account's own.
  'GET /api/students/:id': {
    url: '/api/students/student-00001',
    expect: [401, 200, 200, 200, 200, 200, 200, 404],
  },
  'POST /api/students': {
    url: '/api/students',
    payload: (a) => ({ ...student, id: unique(a) }),
    expect: STUDENT_WRITE(201),
  },
  'PUT /api/students/:id': {
    url: '/api/students/student-00001',
    headers: stale,
    payload: () => student,
    expect: STUDENT_WRITE(409),
  },
  'PATCH /api/students/:id': {
    url: '/api/students/student-00001',
    headers: stale,
    payload: () => ({ changes: { phone: '1' } }),
    expect: STUDENT_WRITE(409),
  },
  'DELETE /api/students/:id': {
    url: '/api/students/student-00001',
    headers: stale,
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'POST /api/students/export/custom': {
    url: '/api/students/export/custom?export=csv',
    payload: () => ({ fields: ['email'] }),
    expect: STUDENT_READ,
  },

  'GET /api/engagements': { url: '/api/engagements', expect: STUDENT_READ },
  'GET /api/engagements/:id': {
    url: '/api/engagements/{engagement}',
    expect: [401, 200, 200, 200, 200, 200, 200, 404],
  },
  'POST /api/engagements': {
    url: '/api/engagements',
    payload: (a) => ({
      id: unique(a),
      studentId: 'student-00001',
      code: 'E1',
      programmeCode: 'BA',
      status: 'Current',
      startDate: '2025-09-01',
    }),
    expect: STUDENT_WRITE(201),
  },
  'PUT /api/engagements/:id': {
    url: '/api/engagements/{engagement}',
    headers: stale,
    payload: () => ({
      studentId: 'student-00001',
      code: 'E1',
      programmeCode: 'BA',
      status: 'Current',
      startDate: '2025-09-01',
    }),
    expect: STUDENT_WRITE(409),
  },
  'PATCH /api/engagements/:id': {
    url: '/api/engagements/{engagement}',
    headers: stale,
    payload: () => ({ changes: { code: 'E2' } }),
    expect: STUDENT_WRITE(409),
  },
  'DELETE /api/engagements/:id': {
    url: '/api/engagements/{engagement}',
    headers: stale,
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'POST /api/engagements/export/custom': {
    url: '/api/engagements/export/custom?export=csv',
    payload: () => ({ fields: ['code'] }),
    expect: STUDENT_READ,
  },

  'GET /api/applications': { url: '/api/applications', expect: APPLICATION_READ },
  'GET /api/applications/:id': { url: '/api/applications/{application}', expect: APPLICATION_READ },
  'POST /api/applications': {
    url: '/api/applications',
    payload: (a) => ({
      id: unique(a),
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.org',
      hubId: 'hub-1',
      status: 'In progress',
      intake: '2027-09-01',
    }),
    expect: [401, 201, 201, 403, 403, 403, 403, 403],
  },
  'PUT /api/applications/:id': {
    url: '/api/applications/{application}',
    headers: stale,
    payload: () => ({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.org',
      hubId: 'hub-1',
      status: 'In progress',
      intake: '2027-09-01',
    }),
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'PATCH /api/applications/:id': {
    url: '/api/applications/{application}',
    headers: stale,
    payload: () => ({ changes: { firstName: 'C' } }),
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'DELETE /api/applications/:id': {
    url: '/api/applications/{application}',
    headers: stale,
    expect: [401, 409, 409, 403, 403, 403, 403, 403],
  },
  'POST /api/applications/export/custom': {
    url: '/api/applications/export/custom?export=csv',
    payload: () => ({ fields: ['email'] }),
    expect: APPLICATION_READ,
  },

  'GET /api/hubs': { url: '/api/hubs', expect: READ_ALL },
  'GET /api/hubs/:id': { url: '/api/hubs/hub-1', expect: READ_ALL },
  'POST /api/hubs': { url: '/api/hubs', payload: hub, expect: ADMIN_ONLY_WRITE(201) },
  'PUT /api/hubs/:id': {
    url: '/api/hubs/hub-1',
    headers: stale,
    payload: () => ({ name: 'H', city: 'C' }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'PATCH /api/hubs/:id': {
    url: '/api/hubs/hub-1',
    headers: stale,
    payload: () => ({ changes: { city: 'C' } }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'DELETE /api/hubs/:id': { url: '/api/hubs/hub-1', headers: stale, expect: ADMIN_ONLY_WRITE(409) },
  'POST /api/hubs/export/custom': {
    url: '/api/hubs/export/custom?export=csv',
    payload: () => ({ fields: ['name'] }),
    expect: READ_ALL,
  },

  'GET /api/programmes': { url: '/api/programmes', expect: READ_ALL },
  'GET /api/programmes/:id': { url: '/api/programmes/BA', expect: READ_ALL },
  'POST /api/programmes': {
    url: '/api/programmes',
    payload: (a) => ({ id: unique(a).slice(0, 30), name: 'P', levels: ['4A'] }),
    expect: ADMIN_ONLY_WRITE(201),
  },
  'PUT /api/programmes/:id': {
    url: '/api/programmes/BA',
    headers: stale,
    payload: () => ({ name: 'BA', levels: ['4A'] }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'PATCH /api/programmes/:id': {
    url: '/api/programmes/BA',
    headers: stale,
    payload: () => ({ changes: { name: 'BA' } }),
    expect: ADMIN_ONLY_WRITE(409),
  },
  'DELETE /api/programmes/:id': {
    url: '/api/programmes/BA',
    headers: stale,
    expect: ADMIN_ONLY_WRITE(409),
  },
  'POST /api/programmes/export/custom': {
    url: '/api/programmes/export/custom?export=csv',
    payload: () => ({ fields: ['name'] }),
    expect: READ_ALL,
  },
};

let test: TestApp;
const cookies = new Map<Account, string>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 60 });
  for (const account of ACCOUNTS) {
    if (account !== 'anonymous') cookies.set(account, await test.login(`${account}@college.test`));
  }
  const admin = cookies.get('admin') ?? '';
  const engagements = await test.app.inject({
    url: '/api/engagements?studentId=student-00001',
    headers: { cookie: admin },
  });
  ids.engagement = engagements.json().items[0].id;
  const applications = await test.app.inject({
    url: '/api/applications?hubId=hub-1&pageSize=1',
    headers: { cookie: admin },
  });
  ids.application = applications.json().items[0].id;
});
afterAll(() => test.close());

async function cookieFor(account: Account, fresh: boolean): Promise<string | undefined> {
  if (account === 'anonymous') return undefined;
  if (!fresh) return cookies.get(account);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${account}@college.test`, password: 'collegium-demo' },
  });
  return cookieOf(response);
}

describe('permission matrix', () => {
  it('has a row for every API route', () => {
    const routes = test.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  for (const [route, spec] of Object.entries(MATRIX)) {
    it(route, async () => {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = spec.url.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
      const answered: Record<string, number> = {};
      for (const account of ACCOUNTS) {
        const cookie = await cookieFor(account, spec.fresh ?? false);
        const response = await test.app.inject({
          method,
          url,
          headers: { ...spec.headers, ...(cookie ? { cookie } : {}) },
          ...(spec.payload ? { payload: spec.payload(account) } : {}),
        });
        answered[account] = response.statusCode;
      }
      const expected = Object.fromEntries(
        ACCOUNTS.map((account, index) => [account, spec.expect[index]]),
      );
      expect(answered).toEqual(expected);
    });
  }
});
