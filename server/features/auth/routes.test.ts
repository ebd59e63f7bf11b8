import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, sessions } from '../../db/schema';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 10 });
});
afterAll(() => test.close());

const headersOf = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const post = (url: string, payload?: object, cookie?: string) =>
  test.app.inject({ method: 'POST', url, payload, headers: headersOf(cookie) });
const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: headersOf(cookie) });

describe('sign-in and account', () => {
  it('answers the account at sign-in and on GET /api/auth/account', async () => {
    const response = await post('/api/auth/login', {
      email: 'Registrar@College.test',
      password: 'collegium-demo',
    });
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({
      id: 'user-registrar',
      email: 'registrar@college.test',
      tokens: [],
    });
    expect(account.permissions).toContain('dashboard:view');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const again = await get('/api/auth/account', cookieOf(response));
    expect(again.json()).toEqual(account);
  });

  it('answers 404 for the account when signed out, and 401 elsewhere', async () => {
    expect((await get('/api/auth/account')).statusCode).toBe(404);
    const students = await get('/api/students');
    expect(students.statusCode).toBe(401);
    expect(students.json()).toMatchObject({
      message: 'Needs authentication',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses bad credentials with 401 and a message, and throttles with 429', async () => {
    const bad = await post('/api/auth/login', { email: 'finance@college.test', password: 'wrong' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      message: 'Email or password is incorrect',
      code: 'BAD_CREDENTIALS',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@college.test',
      password: 'wrong',
    });
    expect(unknown.json().message).toBe('Email or password is incorrect');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await post('/api/auth/login', { email: 'finance@college.test', password: 'wrong' });
    }
    const throttled = await post('/api/auth/login', {
      email: 'finance@college.test',
      password: 'collegium-demo',
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('validates the body with one detail per field (422)', async () => {
    const response = await post('/api/auth/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    const params = response.json().details.map((detail: { param: string }) => detail.param);
    expect(params).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rotates the session at sign-in and ends it at sign-out', async () => {
    const first = await test.login('faculty@college.test');
    const second = await post(
      '/api/auth/login',
      { email: 'faculty@college.test', password: 'collegium-demo' },
      first,
    );
    const secondCookie = cookieOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await get('/api/auth/account', first)).statusCode).toBe(404);
    expect((await post('/api/auth/logout', undefined, secondCookie)).statusCode).toBe(204);
    expect((await get('/api/auth/account', secondCookie)).statusCode).toBe(404);
  });

  it('ends sessions past their absolute expiry however active', async () => {
    const cookie = await test.login('hd@college.test');
    await test.database.db.update(sessions).set({ expiresAt: '2020-01-01T00:00:00Z' });
    expect((await get('/api/auth/account', cookie)).statusCode).toBe(404);
  });

  it('expires idle sessions', async () => {
    const cookie = await test.login('hd@college.test');
    await test.database.db.update(sessions).set({ lastSeenAt: '2020-01-01T00:00:00Z' });
    expect((await get('/api/auth/account', cookie)).statusCode).toBe(404);
  });
});

describe('registration', () => {
  const linkIn = (text = '') =>
    /(http\S+\/api\/auth\/register\/confirm\?token=\S+)/.exec(text)?.[1];
  const follow = (link: string) => get(link.replace('http://localhost:8080', ''));

  it('mails a new address a link that creates an applicant, who then signs in', async () => {
    const response = await post('/api/auth/register', {
      name: 'Ada Applicant',
      email: 'Ada@Example.org',
      password: 'a long password',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toMatch(/We have sent a message to ada@example\.org/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('ada@example.org');
    const link = linkIn(mail?.text);
    expect(link).toBeTruthy();
    // No account until the link is followed.
    expect(
      (await post('/api/auth/login', { email: 'ada@example.org', password: 'a long password' }))
        .statusCode,
    ).toBe(401);
    const confirmed = await follow(link ?? '');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(
      '/pages/login?registration=confirmed&redirect=%2Fapply',
    );
    expect(confirmed.headers['set-cookie']).toBeUndefined();
    const cookie = await test.login('ada@example.org', 'a long password');
    expect((await get('/api/auth/account', cookie)).json().permissions).toEqual([
      'applications:apply',
    ]);
    expect((await get('/api/students', cookie)).statusCode).toBe(403);
    // The link works once.
    expect((await follow(link ?? '')).headers.location).toBe('/pages/login?registration=invalid');
  });

  it('answers an address that has an account exactly as a new one, and mails its owner', async () => {
    const answers = [];
    for (const email of ['new.person@example.org', 'registrar@college.test']) {
      const response = await post('/api/auth/register', {
        name: 'Someone',
        email,
        password: 'another long password',
      });
      answers.push({
        status: response.statusCode,
        body: response.json().message.replace(email, '<email>'),
        cookie: response.headers['set-cookie'],
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('registrar@college.test');
    expect(mail?.text).toMatch(/already has an account/);
    expect(linkIn(mail?.text)).toBeUndefined();
    // The owner's password is theirs still.
    await test.login('registrar@college.test');
    expect(
      (
        await post('/api/auth/login', {
          email: 'registrar@college.test',
          password: 'another long password',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('creates no second account when a link is followed after the address got one', async () => {
    const body = { name: 'Bea', email: 'bea@example.org', password: 'a long password' };
    await post('/api/auth/register', body);
    const first = linkIn(test.mail.at(-1)?.text) ?? '';
    await post('/api/auth/register', { ...body, password: 'a different password' });
    const second = linkIn(test.mail.at(-1)?.text) ?? '';
    expect((await follow(second)).headers.location).toBe(
      '/pages/login?registration=confirmed&redirect=%2Fapply',
    );
    expect((await follow(first)).headers.location).toBe('/pages/login?registration=invalid');
    await test.login('bea@example.org', 'a different password');
  });

  it('mails one address at most three times an hour, answering the same', async () => {
    const before = test.mail.length;
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/auth/register', {
        name: 'Flood',
        email: 'flooded@example.org',
        password: 'a long password',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect(test.mail.length - before).toBe(3);
  });

  it('refuses a short password, and answers an unknown link with the sign-in page', async () => {
    const short = await post('/api/auth/register', {
      name: 'Bo',
      email: 'bo@example.org',
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    for (const url of ['/api/auth/register/confirm?token=nonsense', '/api/auth/register/confirm']) {
      const response = await get(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/pages/login?registration=invalid');
    }
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    const admin = await test.login('admin@college.test');
    expect((await post('/api/auth/reset', { id: 'user-student2' }, admin)).statusCode).toBe(204);
    const mail = test.mail.at(-1);
    expect(mail?.to).toBe('student2@college.test');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const confirm = { token, password: 'a brand new password' };
    expect((await post('/api/auth/reset/confirm', confirm)).statusCode).toBe(204);
    expect((await post('/api/auth/reset/confirm', confirm)).statusCode).toBe(400);
    await test.login('student2@college.test', 'a brand new password');
  });

  it('needs users:menu to send a link', async () => {
    const registrar = await test.login('registrar@college.test');
    expect((await post('/api/auth/reset', { id: 'user-student' }, registrar)).statusCode).toBe(403);
    expect((await post('/api/auth/reset', { id: 'user-student' })).statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  it('acts as a student, records both users on writes, and cancels', async () => {
    const admin = await test.login('admin@college.test');
    const acting = await post('/api/auth/loginas/user/user-student', undefined, admin);
    expect(acting.statusCode).toBe(200);
    expect(acting.json()).toMatchObject({
      id: 'user-student',
      impersonatedBy: { id: 'user-admin' },
    });
    expect((await get('/api/auth/account', admin)).json().id).toBe('user-student');
    const student = (await get('/api/auth/account', admin)).json();
    const own = await get(`/api/students/${student.studentId}`, admin);
    expect(own.statusCode).toBe(200);
    const cancelled = await post('/api/auth/loginas', undefined, admin);
    expect(cancelled.json().id).toBe('user-admin');
  });

  it('writes the real user and the acted-as user into the audit log', async () => {
    const admin = await test.login('admin@college.test');
    await post('/api/auth/loginas/user/user-registrar', undefined, admin);
    const list = (await get('/api/students?pageSize=1', admin)).json().items;
    const target = list[0];
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/students/${target.id}`,
      headers: { cookie: admin, 'if-match': String(target.version) },
      payload: { changes: { phone: '01234 567890' } },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, target.id));
    expect(entry).toMatchObject({
      userId: 'user-admin',
      actingAsUserId: 'user-registrar',
      action: 'update',
    });
    await post('/api/auth/loginas', undefined, admin);
  });

  it('refuses without dashboard:loginas, and towards more permissions than one holds', async () => {
    const student = await test.login('student@college.test');
    expect(
      (await post('/api/auth/loginas/user/user-student2', undefined, student)).statusCode,
    ).toBe(403);
    const registrar = await test.login('registrar@college.test');
    const towardsAdmin = await post('/api/auth/loginas/user/user-admin', undefined, registrar);
    expect(towardsAdmin.statusCode).toBe(403);
    expect(towardsAdmin.json().message).toMatch(/more permissions/);
    const byStudent = await post('/api/auth/loginas/student/student-00001', undefined, registrar);
    expect(byStudent.statusCode).toBe(200);
    expect(byStudent.json().id).toBe('user-student');
    expect((await post('/api/auth/loginas/user/nobody', undefined, registrar)).statusCode).toBe(
      404,
    );
    expect((await post('/api/auth/loginas/robot/x', undefined, registrar)).statusCode).toBe(400);
  });
});
