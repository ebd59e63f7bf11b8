import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
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

describe('framework errors in the error shape {message, code, details?}', () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp({ students: 3, applications: 3 });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  /** Status, content type and parsed body of a request sent over a real socket. */
  function send(options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<{ status: number; type: string; body: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body: JSON.parse(text),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
  }

  /** Sends raw bytes and reads the whole answer (for requests Node's parser refuses). */
  function sendRaw(bytes: string): Promise<{ status: number; body: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
      });
    });
  }

  function expectShape(body: Record<string, unknown>, code: string) {
    expect(
      Object.keys(body).filter((key) => !['message', 'code', 'details'].includes(key)),
    ).toEqual([]);
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
  }

  it('answers a 100 KB query string 431 in the shape (Node refuses it before Fastify)', async () => {
    const answer = await send({ path: `/api/students?q=${'a'.repeat(100_000)}` });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expectShape(answer.body, 'HEADERS_TOO_LARGE');
    const header = await send({ path: '/api/status', headers: { 'x-big': 'b'.repeat(100_000) } });
    expect(header.status).toBe(431);
    expectShape(header.body, 'HEADERS_TOO_LARGE');
  });

  it('answers a request Node cannot parse 400 in the shape', async () => {
    const answer = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShape(answer.body, 'BAD_REQUEST');
  });

  it('answers Fastify’s own refusals in the shape: 413, 415, 400 bad JSON, 404, 405', async () => {
    const login = { method: 'POST', path: '/api/auth/login' };
    const tooLarge = await send({
      ...login,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expectShape(tooLarge.body, 'PAYLOAD_TOO_LARGE');
    const media = await send({
      ...login,
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(media.status).toBe(415);
    expectShape(media.body, 'UNSUPPORTED_MEDIA_TYPE');
    const badJson = await send({
      ...login,
      headers: { 'content-type': 'application/json' },
      body: '{ not json',
    });
    expect(badJson.status).toBe(400);
    expectShape(badJson.body, 'BAD_REQUEST');
    expect(badJson.body.message).toMatch(/JSON/);
    const missing = await send({ path: '/api/nothing-here' });
    expect(missing.status).toBe(404);
    expectShape(missing.body, 'NOT_FOUND');
    const wrongMethod = await send({ method: 'DELETE', path: '/api/status' });
    expect(wrongMethod.status).toBe(405);
    expectShape(wrongMethod.body, 'METHOD_NOT_ALLOWED');
    const emptyJson = await send({ ...login, headers: { 'content-type': 'application/json' } });
    expect(emptyJson.status).toBe(400);
    expectShape(emptyJson.body, 'BAD_REQUEST');
  });
});
