import { relative, sep } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// What a phone at a residential downloads: every response compressed when the browser accepts it,
// hashed files cached for a year, and the files that name them checked on every load.

/** A year, for files whose name changes with their content (Vite's `assets/name-hash.js`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidated on every load: the app shell, the service worker and the manifest. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a built file, by its path inside the client folder. Only Vite's `assets/`
 * are content-hashed; anything else (index.html, sw.js, icons) may change under the same name.
 */
export function cacheControlFor(pathInClient: string): string {
  const path = pathInClient
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return path.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Compresses responses of at least 1 KB as brotli or gzip, whichever the browser prefers. Brotli
 * at quality 5 keeps a 10 MB sync page cheap to compress; the built files are compressed ahead at
 * the highest quality (vite.config.ts) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * Serves the built client: precompressed files when accepted, each with its cache policy (the app
 * shell sent for client-side routes goes through here too).
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(clientDir, path)));
    },
  });
}
