import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestApp } from '../../../tests/api/harness';
import { sessions } from '../../db/schema';

let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await createTestApp({ students: 5, applications: 5 });
  admin = await test.login('admin@college.test');
});
afterAll(async () => {
  await test.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie: string,
  payload?: object,
) {
  return test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function versionOf(id: string): Promise<number> {
  return (await call('GET', `/api/users/${id}`, admin)).json().version;
}

/** Sends a reset link to the account and sets its password with it; returns its cookie. */
async function setPasswordAndLogin(id: string, email: string): Promise<string> {
  const reset = await call('POST', '/api/auth/reset', admin, { id });
  expect(reset.statusCode).toBe(204);
  const text = test.mail.findLast((message) => message.to === email)?.text ?? '';
  const token = /\/pages\/reset\?token=(\S+)/.exec(text)?.[1];
  expect(token).toBeDefined();
  const confirmed = await test.app.inject({
    method: 'POST',
    url: '/api/auth/reset/confirm',
    payload: { token: decodeURIComponent(token ?? ''), password: 'a long enough password' },
  });
  expect(confirmed.statusCode).toBe(204);
  return test.login(email, 'a long enough password');
}

const hubDirector = {
  name: 'Hana Director',
  email: 'hana.director@example.org',
  template: 'hub-director',
  hubId: 'hub-1',
};

describe('user management', () => {
  it('creates a hub director from the template, with the hub the template needs', async () => {
    const missing = await call('POST', '/api/accounts', admin, { ...hubDirector, hubId: null });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toContainEqual(expect.objectContaining({ param: 'hubId' }));
    const created = await call('POST', '/api/accounts', admin, {
      ...hubDirector,
      claims: ['reports:menu'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      roles: ['hd'],
      hubId: 'hub-1',
      claims: ['reports:menu'],
    });
    expect(created.json().passwordHash).toBeUndefined();
    const cookie = await setPasswordAndLogin(created.json().id, hubDirector.email);
    const account = (await call('GET', '/api/auth/account', cookie)).json();
    expect(account.permissions).toEqual(
      expect.arrayContaining(['dashboard:hubdirector', 'reports:menu']),
    );
  });

  it('refuses an e-mail address another user has, whatever its case, naming the field', async () => {
    const created = await call('POST', '/api/accounts', admin, {
      name: 'Twin',
      email: 'HD@College.TEST',
      template: 'tutor',
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'CONFLICT' });
    expect(created.json().details).toEqual([expect.objectContaining({ param: 'email' })]);
    const edited = await call('PUT', '/api/accounts/user-finance', admin, {
      name: 'Finance',
      email: 'Registrar@college.test',
      template: null,
      version: await versionOf('user-finance'),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().details[0].param).toBe('email');
  });

  it('refuses to grant permissions the granting user does not hold, naming them', async () => {
    const made = await call('POST', '/api/accounts', admin, {
      name: 'Una Useradmin',
      email: 'una@example.org',
      template: 'registrar',
      claims: ['users:menu', 'admin:admin'],
    });
    expect(made.statusCode).toBe(201);
    const una = await setPasswordAndLogin(made.json().id, 'una@example.org');
    const refused = await call('POST', '/api/accounts', una, {
      name: 'F',
      email: 'f@example.org',
      template: 'registrar',
      claims: ['finance:menu'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('finance:menu');
    const admins = await call('POST', '/api/accounts', una, {
      name: 'A',
      email: 'a2@example.org',
      template: 'admin',
    });
    expect(admins.statusCode).toBe(403);
    expect(admins.json().message).toContain('*');
    const allowed = await call('POST', '/api/accounts', una, {
      name: 'R',
      email: 'r2@example.org',
      template: 'registrar',
      claims: ['students:view'],
    });
    expect(allowed.statusCode).toBe(201);
    // The generic entity route is no way round it.
    const generic = await call('POST', '/api/users', una, {
      name: 'G',
      email: 'g@example.org',
      roles: ['finance'],
    });
    expect(generic.statusCode).toBe(403);
  });

  it('keeps the last active administrator active and an administrator', async () => {
    const version = await versionOf('user-admin');
    const off = await call('POST', '/api/accounts/user-admin/active', admin, {
      active: false,
      version,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('The last active administrator cannot be deactivated');
    const demoted = await call('PUT', '/api/accounts/user-admin', admin, {
      name: 'Admin',
      email: 'admin@college.test',
      template: 'registrar',
      version,
    });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json().message).toBe(
      'The last active administrator cannot lose the administrator role',
    );
    const generic = await test.app.inject({
      method: 'PATCH',
      url: '/api/users/user-admin',
      headers: { cookie: admin, 'if-match': String(version) },
      payload: { changes: { active: false } },
    });
    expect(generic.statusCode).toBe(422);
  });

  it('ends a deactivated user’s sessions at once, and lets them back in when reactivated', async () => {
    const hd = await test.login('hd@college.test');
    expect((await call('GET', '/api/students?pageSize=1', hd)).statusCode).toBe(200);
    const off = await call('POST', '/api/accounts/user-hd/active', admin, {
      active: false,
      version: await versionOf('user-hd'),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    // The session was cached a moment ago: it must not answer any more.
    expect((await call('GET', '/api/students?pageSize=1', hd)).statusCode).toBe(401);
    const rows = await test.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, 'user-hd'));
    expect(rows).toEqual([]);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hd@college.test', password: 'collegium-demo' },
    });
    expect(login.statusCode).toBe(401);
    const on = await call('POST', '/api/accounts/user-hd/active', admin, {
      active: true,
      version: off.json().version,
    });
    expect(on.statusCode).toBe(200);
    expect(
      cookieOf(
        await test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'hd@college.test', password: 'collegium-demo' },
        }),
      ),
    ).toBeTruthy();
  });

  it('mails a password reset and shows it, the log-in-as and the deactivation in the history', async () => {
    const before = test.mail.length;
    const reset = await call('POST', '/api/auth/reset', admin, { id: 'user-pd' });
    expect(reset.statusCode).toBe(204);
    expect(test.mail.slice(before)).toEqual([
      expect.objectContaining({
        to: 'pd@college.test',
        text: expect.stringContaining('/pages/reset?token='),
      }),
    ]);
    const acting = await test.login('admin@college.test');
    expect((await call('POST', '/api/auth/loginas/user/user-pd', acting)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/loginas', acting)).statusCode).toBe(200);
    const history = await call('GET', '/api/accounts/user-pd/history', admin);
    expect(history.statusCode).toBe(200);
    const summaries = history.json().items.map((item: { summary: string }) => item.summary);
    expect(summaries.slice(0, 3)).toEqual([
      'Stopped acting as this user',
      'Logged in as this user',
      'Sent a password reset',
    ]);
    expect(history.json().items[1]).toMatchObject({
      byName: 'Alex Morgan',
      actingAsName: 'Peter Dalton',
    });
    const hd = (await call('GET', '/api/accounts/user-hd/history', admin)).json().items;
    expect(hd.map((item: { summary: string }) => item.summary)).toEqual(
      expect.arrayContaining(['Deactivated the account', 'Reactivated the account']),
    );
  });

  it('answers only users:menu readers and admin:admin writers, 404 for no such user', async () => {
    const registrar = await test.login('registrar@college.test');
    expect((await call('GET', '/api/accounts/user-hd/history', registrar)).statusCode).toBe(403);
    expect((await call('POST', '/api/accounts', registrar, hubDirector)).statusCode).toBe(403);
    expect((await call('GET', '/api/accounts/nobody/history', admin)).statusCode).toBe(404);
    const missing = await call('POST', '/api/accounts/nobody/active', admin, {
      active: false,
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('POST', '/api/accounts', admin, {
      name: '',
      email: 'not an address',
      template: 'wizard',
      claims: ['students:fly'],
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['claims.0', 'email', 'name', 'template']);
  });
});
