import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sessionCookie } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The real server (`npm start`) in its own processes, seeded, with the registrar signed in. */
export interface ApiProcess {
  origin: string;
  cookie: string;
  stop(): Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts `scripts/start.mjs` (client build skipped) on a free port with the demo seed: on the
 * embedded database in a temporary folder, or on `databaseUrl` with `processes` API processes.
 * The load generator then runs in this process, never on the server's thread.
 */
export async function startApiProcess(
  options: { databaseUrl?: string; processes?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'collegium-bench-api-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      API_PROCESSES: String(options.processes ?? 1),
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      SKIP_CLIENT_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready in')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    cookie: await sessionCookie(origin, 'registrar@college.test'),
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
