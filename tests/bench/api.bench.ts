import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from '../../server/db/client';
import { startApiProcess } from './api-process';
import { startTemporaryPostgres } from './postgres';
import { benchDatabase, benchServer } from './server';

export interface ApiFigures {
  /** Raw point reads per second before and after the API run (the machine's load drifts). */
  rawBefore: number;
  rawAfter: number;
  /** Their mean: the baseline of the ratio. */
  rawReadsPerSecond: number;
  apiRequestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const RAW_SECONDS = 3;

async function rawReadsPerSecond(read: (id: string) => Promise<unknown>, ids: string[]) {
  let reads = 0;
  const until = Date.now() + RAW_SECONDS * 1000;
  while (Date.now() < until) {
    await read(ids[reads % ids.length] ?? '');
    reads += 1;
  }
  return reads / RAW_SECONDS;
}

/** 50 connections on one record, each answer checked as a 2xx. */
async function loadPointReads(
  url: string,
  cookie: string,
  seconds: number,
  options: { workers?: number } = {},
) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { cookie },
    ...options,
  });
  return {
    apiRequestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function studentIds(database: Pick<Database['db'], 'execute'>): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    database,
    sql`select id from students order by id limit 500`,
  );
  return rows.map((row) => row.id);
}

/**
 * `GET /api/students/{id}` at 50 connections (autocannon) against the embedded database, and the
 * database's own point-read rate (one query at a time) before and after it in the same run: the
 * budget is a ratio. The server runs on this process's main thread with PGlite, as in
 * production; autocannon runs in a worker thread so that it does not take the server's thread
 * (a phone's requests never do).
 */
export async function benchStudentReads(seconds = 10): Promise<ApiFigures> {
  const bench = await benchDatabase();
  const { database } = bench;
  const ids = await studentIds(database.db);
  const read = (id: string) => database.db.execute(sql`select * from students where id = ${id}`);

  const rawBefore = await rawReadsPerSecond(read, ids);
  const server = await benchServer(database);
  const load = await loadPointReads(
    `${server.origin}/api/students/${ids[0]}`,
    server.cookie,
    seconds,
    {
      workers: 1,
    },
  );
  await server.close();
  const rawAfter = await rawReadsPerSecond(read, ids);
  await bench.close();
  return { rawBefore, rawAfter, rawReadsPerSecond: (rawBefore + rawAfter) / 2, ...load };
}

/**
 * The same on PostgreSQL (a temporary cluster) with two API processes on one port
 * (`API_PROCESSES=2`, the real `npm start`). The baseline is PostgreSQL's own point-read rate
 * through node-postgres with 50 reads in flight over 20 connections (the two processes' pools).
 * Undefined, with the reason printed, when PostgreSQL is not installed.
 */
export async function benchStudentReadsPostgres(seconds = 10): Promise<ApiFigures | undefined> {
  const postgres = await startTemporaryPostgres();
  if (postgres.skipped !== undefined) {
    console.log(`\nPostgreSQL benchmarks skipped: ${postgres.skipped}`);
    return undefined;
  }
  try {
    const api = await startApiProcess({ databaseUrl: postgres.url, processes: 2 });
    const pool = new pg.Pool({ connectionString: postgres.url, max: 20 });
    try {
      const { rows } = await pool.query<{ id: string }>(
        'select id from students order by id limit 500',
      );
      const ids = rows.map((row) => row.id);
      const raw = () => rawPostgresReads(pool, ids);
      const rawBefore = await raw();
      const load = await loadPointReads(
        `${api.origin}/api/students/${ids[0]}`,
        api.cookie,
        seconds,
      );
      const rawAfter = await raw();
      return { rawBefore, rawAfter, rawReadsPerSecond: (rawBefore + rawAfter) / 2, ...load };
    } finally {
      await pool.end();
      await api.stop();
    }
  } finally {
    postgres.stop();
  }
}

/** Point reads per second with 50 in flight, as the API is loaded. */
async function rawPostgresReads(pool: pg.Pool, ids: string[]): Promise<number> {
  let reads = 0;
  const until = Date.now() + RAW_SECONDS * 1000;
  const reader = async () => {
    while (Date.now() < until) {
      await pool.query('select * from students where id = $1', [ids[reads % ids.length]]);
      reads += 1;
    }
  };
  await Promise.all(Array.from({ length: 50 }, reader));
  return reads / RAW_SECONDS;
}
