import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '#domain/version';
import { createTestApp, type TestApp } from '../tests/api/harness';
import { buildApp } from './app';

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
