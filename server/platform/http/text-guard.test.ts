import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { findBadText } from './text-guard';

// PostgreSQL cannot store NUL in text (the driver's error used to answer 500), and a lone
// surrogate is stored as U+FFFD: neither is ever a valid id, query or text (issue 17, finding 1).

describe('findBadText', () => {
  it('finds NUL and lone surrogates in strings, keys and nested values, with their path', () => {
    expect(findBadText('fine text, ünïcode and 🎓')).toBeUndefined();
    expect(findBadText({ a: ['x', { b: 1, c: null, d: true }] })).toBeUndefined();
    expect(findBadText('a\u0000b')).toBe('');
    expect(findBadText({ changes: { phone: 'a\u0000b' } })).toBe('changes.phone');
    expect(findBadText({ list: ['ok', 'x\ud800'] })).toBe('list.1');
    expect(findBadText({ list: ['\udc00y'] })).toBe('list.0');
    expect(findBadText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });
});

describe('NUL and lone surrogates in requests', () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await createTestApp({ students: 5, applications: 5 });
    admin = await test.login('admin@college.test');
  });
  afterAll(() => test.close());

  const get = (url: string) => test.app.inject({ url, headers: { cookie: admin } });

  it('answers 404 in the error shape for an id holding NUL, on every kind of record', async () => {
    for (const name of [
      'students',
      'applications',
      'engagements',
      'hubs',
      'programmes',
      'users',
      'student-forms',
      'student-requests',
      'evidence',
    ]) {
      for (const id of ['%00', 'a%00b']) {
        const response = await get(`/api/${name}/${id}`);
        expect([name, id, response.statusCode]).toEqual([name, id, 404]);
        expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      }
    }
  });

  it('answers 404 in the error shape for an id that is not UTF-8 (a lone surrogate)', async () => {
    const response = await get('/api/students/%ED%A0%80');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 422 naming the parameter for a query holding NUL', async () => {
    for (const url of [
      '/api/students?q=%00',
      '/api/students?hubId=hub-1%00',
      '/api/sync?cursor=%00',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 422]);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        details: [{ param: expect.any(String) }],
      });
    }
    expect((await get('/api/students?q=%00')).json().details[0].param).toBe('q');
  });

  it('answers 422 naming the field for text holding NUL or a lone surrogate, and stores nothing', async () => {
    const before = (await get('/api/students/student-00002')).json();
    for (const changes of [
      { phone: 'a\u0000b' },
      { phone: 'a\ud800b' },
      { address: { line1: 'x\u0000' } },
    ]) {
      const response = await test.app.inject({
        method: 'PATCH',
        url: '/api/students/student-00002',
        headers: { cookie: admin, 'if-match': String(before.version) },
        payload: { changes },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().details[0].param).toMatch(/^changes\.(phone|address\.line1)$/);
    }
    const after = (await get('/api/students/student-00002')).json();
    expect(after.version).toBe(before.version);
    expect(after.phone).toBe(before.phone);
  });

  it('refuses NUL in the text of other routes too (sign-in, forms)', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@college.test', password: 'collegium-demo\u0000' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().details[0].param).toBe('password');
  });

  it('refuses the operation, not the whole batch, when one operation’s text holds NUL', async () => {
    const before = (await get('/api/hubs/hub-3')).json();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/batch',
      headers: { cookie: admin },
      payload: {
        operations: [
          {
            method: 'PATCH',
            path: '/api/hubs/hub-3',
            body: { changes: { city: 'Ely\u0000' } },
            ifMatch: before.version,
          },
          {
            method: 'PATCH',
            path: '/api/hubs/hub-3',
            body: { changes: { city: 'Ely' } },
            ifMatch: before.version,
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((result: { status: number }) => result.status)).toEqual([422, 200]);
    expect(results[0].body.details[0].param).toBe('changes.city');
  });
});
