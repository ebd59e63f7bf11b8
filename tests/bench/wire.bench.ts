import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { benchDatabase, benchServer } from './server';

export interface WireFigures {
  pages: number;
  identityBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  identityMs: number;
  brotliMs: number;
}

/** One GET as it crosses the wire: the bytes received, not decoded, and their encoding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; body: Buffer; encoding?: string }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          bytes: chunks.reduce((total, chunk) => total + chunk.length, 0),
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** Follows the feed from cursor 0 to its end, as a first sync does; bytes summed over pages. */
export async function firstSync(origin: string, cookie: string, acceptEncoding: string) {
  let cursor = 0;
  let bytes = 0;
  let pages = 0;
  const started = performance.now();
  for (;;) {
    const page = await rawGet(`${origin}/api/sync?cursor=${cursor}&limit=2000`, {
      cookie,
      'accept-encoding': acceptEncoding,
    });
    bytes += page.bytes;
    pages += 1;
    const feed = JSON.parse(decoded(page.body, page.encoding)) as {
      cursor: number;
      hasMore: boolean;
    };
    cursor = feed.cursor;
    if (!feed.hasMore) break;
  }
  return { bytes, pages, ms: performance.now() - started };
}

/**
 * The registrar's first sync of the demo data, in bytes on the wire: uncompressed (the baseline,
 * what `npm start` sent before), gzip and brotli, and the time each takes on loopback.
 */
export async function benchWire(): Promise<WireFigures> {
  const bench = await benchDatabase();
  const server = await benchServer(bench.database);
  try {
    const identity = await firstSync(server.origin, server.cookie, 'identity');
    const gzip = await firstSync(server.origin, server.cookie, 'gzip');
    const brotli = await firstSync(server.origin, server.cookie, 'br, gzip');
    return {
      pages: identity.pages,
      identityBytes: identity.bytes,
      gzipBytes: gzip.bytes,
      brotliBytes: brotli.bytes,
      identityMs: identity.ms,
      brotliMs: brotli.ms,
    };
  } finally {
    await server.close();
    await bench.close();
  }
}
