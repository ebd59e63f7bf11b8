import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { facultyProfiles } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp({ students: 40, applications: 5 });
  for (const account of ['admin', 'registrar', 'faculty', 'hd', 'student']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

function call(
  method: 'GET' | 'PATCH',
  url: string,
  account: string,
  body?: object,
  version?: number,
) {
  return test.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[account] ?? '',
      ...(version === undefined ? {} : { 'if-match': String(version) }),
    },
    ...(body ? { payload: body } : {}),
  });
}

interface Tutor {
  id: string;
  name: string;
  hubName: string | null;
  phone: string;
  tuteeCount: number;
  moduleCount: number;
}

describe('GET /api/faculty', () => {
  it('lists the tutors with hub, contact details and counts of modules and tutees', async () => {
    const response = await call('GET', '/api/faculty', 'admin');
    expect(response.statusCode).toBe(200);
    const items: Tutor[] = response.json().items;
    expect(items.length).toBeGreaterThan(1);
    const demo = items.find((item) => item.id === 'user-faculty');
    expect(demo).toMatchObject({ phone: '01632 960100', hubName: expect.any(String) });
    expect(demo?.tuteeCount).toBeGreaterThan(0);
    expect(demo?.moduleCount).toBeGreaterThan(0);
    // Only tutors: no hub director, registrar or student.
    expect(items.map((item) => item.id)).not.toContain('user-hd');
  });

  it('searches name and e-mail', async () => {
    const found: Tutor[] = (await call('GET', '/api/faculty?q=faculty%40college', 'admin')).json()
      .items;
    expect(found.map((item) => item.id)).toEqual(['user-faculty']);
    expect((await call('GET', `/api/faculty?q=${'x'.repeat(101)}`, 'admin')).statusCode).toBe(422);
  });

  it('is forbidden without faculty:menu or faculty:view, in the error shape', async () => {
    for (const account of ['registrar', 'faculty', 'hd', 'student']) {
      const response = await call('GET', '/api/faculty', account);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    }
    expect((await test.app.inject({ url: '/api/faculty' })).statusCode).toBe(401);
  });
});

describe('GET /api/faculty/:id', () => {
  it('gives the tutor with hub, contact details, modules taught per session and tutees', async () => {
    const response = await call('GET', '/api/faculty/user-faculty', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      id: 'user-faculty',
      email: 'faculty@college.test',
      office: expect.stringMatching(/^Room /),
      version: 1,
    });
    const bt = body.modules.find((module: { code: string }) => module.code === 'BT4101');
    expect(bt).toMatchObject({ title: expect.any(String), level: 4 });
    expect(bt.sessions.length).toBeGreaterThan(0);
    expect(body.tutees.length).toBeGreaterThan(0);
    expect(body.tutees[0]).toMatchObject({
      name: expect.any(String),
      programme: expect.any(String),
    });
    expect(body.tutees[0]).not.toHaveProperty('scopeKeys');
  });

  it('answers 404 for an unknown id and for an account that is not a tutor', async () => {
    expect((await call('GET', '/api/faculty/nobody', 'admin')).statusCode).toBe(404);
    const hd = await call('GET', '/api/faculty/user-hd', 'admin');
    expect(hd.statusCode).toBe(404);
    expect(hd.json().code).toBe('NOT_FOUND');
  });

  it('is forbidden without faculty:view', async () => {
    for (const account of ['registrar', 'faculty', 'hd', 'student']) {
      expect((await call('GET', '/api/faculty/user-faculty', account)).statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/faculty/:id', () => {
  it('saves contact details with the current version and answers the record', async () => {
    const id = 'user-faculty-01';
    const before = (await call('GET', `/api/faculty/${id}`, 'admin')).json();
    const response = await call(
      'PATCH',
      `/api/faculty/${id}`,
      'admin',
      { phone: '01632 960999', officeHours: 'Fridays 10am to noon' },
      before.version,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '01632 960999',
      officeHours: 'Fridays 10am to noon',
      office: before.office,
      version: before.version + 1,
    });
    const again = (await call('GET', `/api/faculty/${id}`, 'admin')).json();
    expect(again.phone).toBe('01632 960999');
  });

  it('answers 409 with the current record when the version is stale', async () => {
    const id = 'user-faculty-02';
    const { version } = (await call('GET', `/api/faculty/${id}`, 'admin')).json();
    expect(
      (await call('PATCH', `/api/faculty/${id}`, 'admin', { office: 'A' }, version)).statusCode,
    ).toBe(200);
    const stale = await call('PATCH', `/api/faculty/${id}`, 'admin', { office: 'B' }, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      current: { office: 'A', version: version + 1 },
    });
  });

  it('makes the details of a tutor who had none at the first save', async () => {
    const id = 'user-faculty-03';
    await test.database.db.delete(facultyProfiles).where(eq(facultyProfiles.id, id));
    const empty = (await call('GET', `/api/faculty/${id}`, 'admin')).json();
    expect(empty).toMatchObject({ phone: '', office: '', version: 1 });
    const saved = await call('PATCH', `/api/faculty/${id}`, 'admin', { office: 'Room 9' }, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ office: 'Room 9', phone: '', version: 2 });
    expect(
      (await call('PATCH', `/api/faculty/${id}`, 'admin', { office: 'Room 8' }, 1)).statusCode,
    ).toBe(409);
  });

  it('answers 422 naming the field, and 400 without If-Match', async () => {
    const response = await call(
      'PATCH',
      '/api/faculty/user-faculty',
      'admin',
      { phone: 'call me' },
      1,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().details[0].param).toBe('phone');
    const unknown = await call(
      'PATCH',
      '/api/faculty/user-faculty',
      'admin',
      { email: 'x@y.z' },
      1,
    );
    expect(unknown.statusCode).toBe(422);
    expect(
      (await call('PATCH', '/api/faculty/user-faculty', 'admin', { office: 'X' })).statusCode,
    ).toBe(400);
  });

  it('is forbidden without faculty:admin and 404 for someone who is not a tutor', async () => {
    for (const account of ['registrar', 'faculty', 'hd', 'student']) {
      const response = await call(
        'PATCH',
        '/api/faculty/user-faculty',
        account,
        { office: 'X' },
        1,
      );
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await call('PATCH', '/api/faculty/user-hd', 'admin', { office: 'X' }, 1)).statusCode,
    ).toBe(404);
  });
});
