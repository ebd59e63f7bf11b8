import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Milliseconds from `npm start`'s server process starting to its "ready" line. */
function timeStart(dataDir: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_CLIENT_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) {
        const elapsed = Date.now() - started;
        child.once('exit', () => resolve(elapsed));
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
  });
}

/** Cold start (migrate + seed an empty data directory) against a warm restart of the same data. */
export async function benchStart(): Promise<{ coldMs: number; warmMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collegium-start-'));
  const coldMs = await timeStart(dataDir, 18_431);
  const warmMs = await timeStart(dataDir, 18_432);
  await rm(dataDir, { recursive: true, force: true });
  return { coldMs, warmMs };
}
