import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { seedDemo } from '../../server/db/seed/seed';
import { createPostgresDatabase, TEST_DB } from './harness';
import { openTestDatabase } from './pglite-image';

// The real server (`node scripts/start.mjs`, client build skipped) in a process of its own, on a
// database that outlives it: to kill it -9 and start it again on the same data.

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Ports this project's spawned test servers use. */
const PORTS = { first: 8300, last: 8349 };

/** Where a server process keeps its data: an embedded data folder, or a PostgreSQL database. */
export interface ServerData {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Removes the folder and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database (PGlite, or PostgreSQL as TEST_DB says). */
export async function createServerData(
  seed: { students?: number; applications?: number } = {},
): Promise<ServerData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collegium-process-'));
  const postgres = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openTestDatabase({ url: postgres?.url, dataDir, onIdleError: () => {} });
  await database.migrate();
  await seedDemo(database.db, seed);
  await database.close();
  return {
    dataDir,
    databaseUrl: postgres?.url,
    async drop() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port of the range, starting at a random one (test files run side by side). */
export async function freeTestPort(): Promise<number> {
  const size = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = PORTS.first + ((start + i) % size);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${PORTS.first}-${PORTS.last}`);
}

export interface ServerProcess {
  origin: string;
  /** SIGKILL: no chance to flush, close or answer anything in flight. */
  kill(): Promise<void>;
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the server on `data` and resolves once it listens. */
export async function startServerProcess(data: ServerData): Promise<ServerProcess> {
  const port = await freeTestPort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      API_PROCESSES: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      SKIP_CLIENT_BUILD: '1',
      // The same secret at every start: sessions signed before a crash still sign in after it.
      COOKIE_SECRET: 'server-process-test-secret-server-process-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready in')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Signs a demo account in: the `name=value` of its session cookie. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
