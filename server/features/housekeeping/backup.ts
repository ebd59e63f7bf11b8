import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { runsOneTransactionAtATime } from '../../platform/changes';
import { AppError } from '../../platform/errors';

// The database's size and its backup (spec §2.3 `/admin/housekeeping`): the embedded PGlite's
// data folder as a .tar.gz (PGlite's dumpDataDir; loadDataDir, or unpacking into a fresh
// DATA_DIR, restores it), or on PostgreSQL a pg_dump in its custom format (pg_restore restores
// it). The README's "Backup and restore" says how.

export type DatabaseKind = 'pglite' | 'postgres';

/** Which database the server runs on, told by the drizzle instance it was given. */
export function databaseKind(db: Db): DatabaseKind {
  return runsOneTransactionAtATime(db) ? 'pglite' : 'postgres';
}

export const BACKUP_FORMATS: Record<DatabaseKind, string> = {
  pglite: 'PGlite data folder (.tar.gz)',
  postgres: 'pg_dump custom format (.dump)',
};

/** The database's size on disk, in bytes. */
export async function databaseSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ size: string | number }>(
    db,
    sql`select pg_database_size(current_database()) as size`,
  );
  return Number(row?.size ?? 0);
}

export interface Backup {
  fileName: string;
  contentType: string;
  body: Readable;
  /** Removes what the backup left on disk, once sent. */
  cleanUp(): Promise<void>;
}

const unavailable = (message: string) => new AppError('BACKUP_UNAVAILABLE', 503, message);

/** The backup of the database the server runs on. */
export async function makeBackup(db: Db, now = new Date()): Promise<Backup> {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  if (databaseKind(db) === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    const image = await client.dumpDataDir('gzip');
    return {
      fileName: `collegium-backup-${stamp}.tar.gz`,
      contentType: 'application/gzip',
      body: Readable.from(Buffer.from(await image.arrayBuffer())),
      cleanUp: async () => {},
    };
  }
  const url = (db as unknown as { $client: { options: { connectionString?: string } } }).$client
    .options.connectionString;
  if (!url) throw unavailable('The server does not know its database address to back it up');
  const binary = findPgDump();
  if (!binary) {
    throw unavailable(
      'pg_dump is not installed on the server: install the PostgreSQL client tools (the version of the server or later), or back up with pg_dump elsewhere',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'collegium-backup-'));
  const file = join(folder, 'backup.dump');
  const cleanUp = () => rm(folder, { recursive: true, force: true });
  try {
    await runPgDump(binary, ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
  } catch (error) {
    await cleanUp();
    throw unavailable(`pg_dump failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    fileName: `collegium-backup-${stamp}.dump`,
    contentType: 'application/octet-stream',
    body: createReadStream(file),
    cleanUp,
  };
}

/** PG_DUMP, else the newest of Debian's /usr/lib/postgresql/<n>/bin/pg_dump, else on the PATH. */
export function findPgDump(): string | undefined {
  const named = process.env.PG_DUMP;
  if (named) return existsSync(named) ? named : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', 'pg_dump');
    if (existsSync(candidate)) return candidate;
  }
  for (const folder of (process.env.PATH ?? '').split(':')) {
    const candidate = join(folder, 'pg_dump');
    if (folder && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function runPgDump(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      // The first line says why; the connection string never appears in pg_dump's messages.
      else reject(new Error(stderr.trim().split('\n')[0] ?? `exit code ${code}`));
    });
  });
}
