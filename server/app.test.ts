import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '#domain/version';
import { createTestApp, type TestApp } from '../tests/api/harness';
import { buildApp } from './app';
import { loginFailures } from './db/schema';

describe('HTTP application', () => {
  let clientDir: string;
  let test: TestApp;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'collegium-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Collegium</title>');
    test = await createTestApp({ students: 5, applications: 5 });
  });
  afterAll(async () => {
    await test.close();
    await rm(clientDir, { recursive: true });
  });

  function withClient() {
    return buildApp({ context: test.context, clientDir, rateLimitPerMinute: 0 });
  }

  it('reports its version and the database at /api/status', async () => {
    const response = await test.app.inject('/api/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Collegium',
      version: APP_VERSION,
      database: 'ok',
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await test.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the app shell for any other path (history-mode routes)', async () => {
    const app = await withClient();
    for (const path of ['/', '/students/42', '/pages/login']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Collegium</title>');
    }
    await app.close();
  });

  it('answers 400 (not 500) for a malformed body, without a stack trace', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
    expect(response.body).not.toMatch(/at .*\.(js|ts)/);
  });

  it('refuses unsafe requests from another site', async () => {
    const cookie = await test.login('admin@college.test');
    const crossSite = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:8080' },
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:8080', host: 'localhost:8080' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });
});

describe('limits', () => {
  it('refuses bodies over 1 MB with 413 and too many requests with 429', async () => {
    const test = await createTestApp({ students: 3, applications: 3 });
    const big = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
    const limited = await buildApp({ context: test.context, rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await limited.inject('/api/status')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await limited.inject('/api/status');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await limited.close();
    await test.close();
  });
});

describe('proxies (X-Forwarded-For, X-Forwarded-Host)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
  });
  afterAll(() => test.close());

  const failedSignIn = (app: typeof test.app, index: number, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      headers,
      payload: { email: `guess-${index}@example.org`, password: 'wrong' },
    });

  it('throttles one client rotating X-Forwarded-For: no proxy is trusted by default', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${index + 1}` };
      statuses.push((await failedSignIn(test.app, index, forwarded)).statusCode);
    }
    // 30 failures from one address are free, then it waits, longer after every further one.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30).filter((status) => status === 429).length).toBeGreaterThan(5);
    const [last] = await test.database.db
      .select()
      .from(loginFailures)
      .orderBy(desc(loginFailures.id))
      .limit(1);
    expect(last?.ip).toBe('203.0.113.7');
  });

  it('takes the client from X-Forwarded-For of a configured proxy only', async () => {
    const behindProxy = await buildApp({
      context: test.context,
      rateLimitPerMinute: 0,
      trustProxy: ['203.0.113.7'],
    });
    await failedSignIn(behindProxy, 100, { 'x-forwarded-for': '198.51.100.200' });
    const [last] = await test.database.db
      .select()
      .from(loginFailures)
      .orderBy(desc(loginFailures.id))
      .limit(1);
    expect(last?.ip).toBe('198.51.100.200');
    await behindProxy.close();
  });

  it('takes the address the nearest proxy saw when trusting one hop', async () => {
    const behindProxy = await buildApp({
      context: test.context,
      rateLimitPerMinute: 0,
      trustProxy: 1,
    });
    await failedSignIn(behindProxy, 101, { 'x-forwarded-for': '192.0.2.1, 198.51.100.201' });
    const [last] = await test.database.db
      .select()
      .from(loginFailures)
      .orderBy(desc(loginFailures.id))
      .limit(1);
    expect(last?.ip).toBe('198.51.100.201');
    await behindProxy.close();
  });

  it('judges a request’s site by its Host, not by an untrusted X-Forwarded-Host', async () => {
    const cookie = await test.login('admin@college.test');
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie,
        origin: 'https://evil.example',
        host: 'localhost:8080',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('https-only headers (Content-Security-Policy upgrade-insecure-requests, HSTS)', () => {
  let test: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
    clientDir = await mkdtemp(join(tmpdir(), 'collegium-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Collegium</title>');
  });
  afterAll(async () => {
    await test.close();
    await rm(clientDir, { recursive: true });
  });

  async function headersAt(publicUrl: string) {
    const app = await buildApp({
      context: { ...test.context, publicUrl },
      clientDir,
      rateLimitPerMinute: 0,
    });
    const answers = [await app.inject('/'), await app.inject('/api/status')];
    await app.close();
    return answers.map((answer) => answer.headers);
  }

  it('sends neither over plain http: the app served at a LAN address must load', async () => {
    for (const headers of await headersAt('http://192.168.1.20:8080')) {
      expect(headers['content-security-policy']).toBeTruthy();
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends both when PUBLIC_URL is https', async () => {
    for (const headers of await headersAt('https://college.example.org')) {
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });
});
