import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { benchDatabase, benchServer } from './server';

export interface ApiFigures {
  rawReadsPerSecond: number;
  apiRequestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `GET /api/students/{id}` at 50 connections (autocannon) against the embedded database, and the
 * database's own point-read rate (one query at a time) in the same run: the budget is a ratio.
 */
export async function benchStudentReads(seconds = 10): Promise<ApiFigures> {
  const bench = await benchDatabase();
  const { database } = bench;
  const ids = (
    await queryRows<{ id: string }>(database.db, sql`select id from students order by id limit 500`)
  ).map((row) => row.id);

  let reads = 0;
  const readUntil = Date.now() + 3000;
  while (Date.now() < readUntil) {
    const id = ids[reads % ids.length];
    await database.db.execute(sql`select * from students where id = ${id}`);
    reads += 1;
  }
  const rawReadsPerSecond = reads / 3;

  const server = await benchServer(database);
  const address = server.origin;
  const cookie = server.cookie;
  const result = await autocannon({
    url: `${address}/api/students/${ids[0]}`,
    connections: 50,
    duration: seconds,
    headers: { cookie },
  });
  await server.close();
  await bench.close();
  return {
    rawReadsPerSecond,
    apiRequestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
