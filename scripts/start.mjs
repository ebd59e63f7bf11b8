// `npm start`: builds the client when its sources are newer than the last build, then runs the
// server in this same process (one PID to stop), with TypeScript loaded through tsx.
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from './build-client.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const clientSources = [
  'index.html',
  'vite.config.ts',
  'src',
  'sw',
  'public',
  'config',
  'package-lock.json',
];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

function clientIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return clientSources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && newestChange(path) > built;
  });
}

// API_PROCESSES > 1: the workers run this script again; the primary has built the client.
if (cluster.isPrimary && process.env.SKIP_CLIENT_BUILD !== '1' && clientIsStale()) {
  console.log('Building the client…');
  await buildClient(root);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
