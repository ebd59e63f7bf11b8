import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../src/domain/version';
import { buildApp } from './app';

describe('HTTP application', () => {
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'collegium-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Collegium</title>');
  });
  afterAll(() => rm(clientDir, { recursive: true }));

  it('reports its version at /api/status', async () => {
    const app = await buildApp();
    const response = await app.inject('/api/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Collegium', version: APP_VERSION });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const app = await buildApp({ clientDir });
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the app shell for any other path (history-mode routes)', async () => {
    const app = await buildApp({ clientDir });
    for (const path of ['/', '/students/42', '/pages/login']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Collegium</title>');
    }
  });

  it('answers 404 without a client build, and 400 (not 500) for a malformed body', async () => {
    const app = await buildApp();
    app.post('/api/echo', async (request) => request.body);
    expect((await app.inject('/students')).statusCode).toBe(404);
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  it('hides the details of unexpected failures', async () => {
    const app = await buildApp();
    app.get('/api/fail', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject('/api/fail');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Service error' });
  });
});
