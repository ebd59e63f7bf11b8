import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteForDrizzle } from './pglite';
import * as schema from './schema';

/** One database type for both drivers (stack notes, pitfall 4). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** PGlite only: the data folder as an image to start other databases from (`image`). */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Several API processes may start at once on one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 7_245_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** An idle PostgreSQL connection failed (server restart, admin shutdown); default: log it. */
  onIdleError?: (error: Error) => void;
  /**
   * PGlite: a data folder image (PGlite's `dumpDataDir`) a new database starts from. The tests
   * start from a migrated one: PGlite's initdb costs about 5 s, loading an image about 1 s.
   */
  image?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // The pool drops a broken idle connection and opens a new one when needed; without a
    // listener the error would end the process.
    pool.on(
      'error',
      options.onIdleError ??
        ((error) => console.error('PostgreSQL connection lost:', error.message)),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PgliteForDrizzle.open({
    ...(dataDir ? { dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/** True when the database holds no user yet (a fresh install, to be seeded in development). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users`,
  );
  return Number(row?.count ?? 0) === 0;
}
