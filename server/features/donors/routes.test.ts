import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { buildApp } from '../../app';

const TEMPLATE = 'https://crm.example:8443/donor/{id}';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const text = typeof header === 'string' ? header : '';
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('donor record: GET /api/donors/config and the frame source', () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
    admin = await test.login('admin@college.test');
  });
  afterAll(() => test.close());

  it('answers null without DONORS_URL, and the policy frames nothing but the app', async () => {
    const answer = await test.app.inject({ url: '/api/donors/config', headers: { cookie: admin } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ urlTemplate: null });
    const policy = directives(answer.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.has('child-src')).toBe(false);
  });

  it('answers the template and allows exactly its origin as a frame source', async () => {
    const app = await buildApp({
      context: { ...test.context, donorsUrl: TEMPLATE },
      rateLimitPerMinute: 0,
    });
    try {
      const answer = await app.inject({ url: '/api/donors/config', headers: { cookie: admin } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ urlTemplate: TEMPLATE });
      // Every answer carries the policy, whatever the route.
      for (const response of [answer, await app.inject('/api/status')]) {
        const policy = directives(response.headers['content-security-policy']);
        expect(policy.get('frame-src')).toEqual(['https://crm.example:8443']);
        expect(policy.get('default-src')).toEqual(["'self'"]);
      }
    } finally {
      await app.close();
    }
  });

  it('is refused to those without donors:view, in the error shape', async () => {
    const anonymous = await test.app.inject({ url: '/api/donors/config' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    for (const account of ['registrar', 'finance', 'hd', 'student']) {
      const cookie = await test.login(`${account}@college.test`);
      const answer = await test.app.inject({ url: '/api/donors/config', headers: { cookie } });
      expect(answer.statusCode, account).toBe(403);
      expect(answer.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});
