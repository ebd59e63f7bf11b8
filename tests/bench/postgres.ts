import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

/** A throw-away PostgreSQL on loopback for a benchmark, or why there is none. */
export type TemporaryPostgres =
  | { url: string; stop(): void; skipped?: undefined }
  | { skipped: string };

/** Debian's newest PostgreSQL binaries (`postgresql` package), as `.ci/run` finds them. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/**
 * initdb + pg_ctl in a temporary folder, as `.ci/run` does for the API tests: PostgreSQL refuses
 * to run as root, so as root the server runs as the `postgres` user. Default settings (fsync
 * on), so writes cost what they cost in production.
 */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = postgresBin();
  if (!bin) return { skipped: 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin' };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { skipped: 'running as root and there is no postgres user to run PostgreSQL as' };
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const all = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, all, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };

  const dir = mkdtempSync(join(tmpdir(), 'collegium-bench-pg-'));
  chmodSync(dir, 0o755);
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', [
    ...['-D', data, '-l', join(dir, 'log'), '-w'],
    ...['-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`],
    'start',
  ]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), 'collegium_bench']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/collegium_bench`, stop };
}
