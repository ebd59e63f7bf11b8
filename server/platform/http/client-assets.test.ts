import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { buildApp } from '../../app';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './client-assets';

describe('the cache policy of a built file', () => {
  it.each([
    ['assets/index-B1x2y3z4.js', IMMUTABLE],
    ['assets/index-B1x2y3z4.js.br', IMMUTABLE],
    ['assets/LoginPage-Cq9.css.gz', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['index.html.br', REVALIDATE],
    ['sw.js', REVALIDATE],
    ['manifest.webmanifest', REVALIDATE],
    ['icons/icon-192.png', REVALIDATE],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('bytes on the wire', () => {
  // Large enough to be compressed (over 1 KB), and compressible.
  const script = `console.log(${JSON.stringify('Collegium '.repeat(400))});\n`;
  const shell = `<!doctype html><title>Collegium</title>${'<meta name="x">'.repeat(100)}`;
  let clientDir: string;
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'collegium-client-'));
    await mkdir(join(clientDir, 'assets'));
    const asset = join(clientDir, 'assets', 'index-B1x2y3z4.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    await writeFile(join(clientDir, 'index.html'), shell);
    await writeFile(join(clientDir, 'index.html.br'), brotliCompressSync(shell));
    await writeFile(join(clientDir, 'sw.js'), script);
    test = await createTestApp({ students: 30, applications: 10 });
    app = await buildApp({ context: test.context, clientDir, rateLimitPerMinute: 0 });
  });
  afterAll(async () => {
    await app.close();
    await test.close();
    await rm(clientDir, { recursive: true });
  });

  it('serves a hashed file precompressed in the encoding the browser prefers, cached a year', async () => {
    const br = await app.inject({
      url: '/assets/index-B1x2y3z4.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({
      url: '/assets/index-B1x2y3z4.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/index-B1x2y3z4.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  // The shell sent for client-side routes is the precompressed file (the build writes it);
  // sw.js is compressed as it is sent.
  it('has the app shell and the service worker checked on every load', async () => {
    for (const url of ['/', '/students/s-1', '/sw.js']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-encoding'], url).toBe('br');
    }
    const shellPage = await app.inject({ url: '/students', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(shellPage.rawPayload).toString()).toBe(shell);
  });

  it('compresses API answers when accepted, and leaves them plain otherwise', async () => {
    const cookie = await test.login('registrar@college.test');
    const plain = await app.inject({ url: '/api/sync', headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const feed = plain.json() as { changes: unknown[] };
    expect(feed.changes.length).toBeGreaterThan(0);

    const br = await app.inject({
      url: '/api/sync',
      headers: { cookie, 'accept-encoding': 'br;q=1, gzip;q=0.8' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(feed);

    const gzip = await app.inject({
      url: '/api/sync',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(feed);
  });

  it('sends small answers as they are', async () => {
    const response = await app.inject({
      url: '/api/nothing-here',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
