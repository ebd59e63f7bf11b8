import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { AdhocColumn, AdhocColumnKind } from '#domain/reporting/adhoc';
import type { Db } from '../../db/client';
import { runsOneTransactionAtATime } from '../../platform/changes';

/** The limits of one run: the time the database may take, and the rows kept. */
export interface RunLimits {
  timeoutMs: number;
  maxRows: number;
}

/** What a run answers: its columns, its rows (cell arrays, in column order) and whether cut. */
export interface RunResult {
  columns: AdhocColumn[];
  rows: unknown[][];
  truncated: boolean;
  ms: number;
}

/** A refusal by the database (SQL error, permission, read-only transaction or time limit). */
export class QueryRefused extends Error {}

interface Field {
  name: string;
  dataTypeID: number;
}
interface Fetched {
  fields: Field[];
  rows: unknown[][];
  user: string;
}

const ROLE = 'reporting_reader';
const CURSOR = 'adhoc_report';

// PostgreSQL type ids (pg_type.oid) → how the screen and the export show a column.
const KINDS: Record<number, AdhocColumnKind> = {
  16: 'boolean',
  20: 'number',
  21: 'number',
  23: 'number',
  700: 'number',
  701: 'number',
  1700: 'number',
  1082: 'date',
  1114: 'datetime',
  1184: 'datetime',
};

/** The statements that open the run, after BEGIN: read only, time limit, role, views first. */
function setUp(timeoutMs: number): string {
  return [
    'SET TRANSACTION READ ONLY',
    `SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`,
    `SET LOCAL ROLE ${ROLE}`,
    'SET LOCAL search_path = reporting',
  ].join('; ');
}

const declare = (text: string) => `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${text}\n`;
const fetchRows = (count: number) => `FETCH FORWARD ${count} FROM ${CURSOR}`;

async function onPglite(client: PGlite, text: string, limits: RunLimits): Promise<Fetched> {
  return client.transaction(async (tx) => {
    await tx.exec(setUp(limits.timeoutMs));
    await tx.query(declare(text));
    const result = await tx.query<unknown[]>(fetchRows(limits.maxRows + 1), [], {
      rowMode: 'array',
    });
    const who = await tx.query<{ user: string }>('SELECT current_user AS "user"');
    // Nothing was written: end the transaction without keeping anything.
    await tx.rollback();
    return { fields: result.fields, rows: result.rows, user: who.rows[0]?.user ?? '' };
  });
}

async function onPostgres(pool: pg.Pool, text: string, limits: RunLimits): Promise<Fetched> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(setUp(limits.timeoutMs));
    await client.query(declare(text));
    const result = await client.query<unknown[]>({
      text: fetchRows(limits.maxRows + 1),
      rowMode: 'array',
    });
    const who = await client.query<{ user: string }>('SELECT current_user AS "user"');
    return { fields: result.fields, rows: result.rows, user: who.rows[0]?.user ?? '' };
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

/** A cell as JSON can carry it: big integers, dates, bytes and structures made plain. */
export function plainCell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `(${value.byteLength} bytes)`;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * Runs one checked SELECT in a read-only transaction, as the role that may read only the
 * reporting views, under a time limit, and keeps at most `maxRows` rows (one more is fetched to
 * know whether the result was cut). PGlite cannot interrupt a statement (it runs on the
 * process's one thread): there, a run that took longer than the limit is refused afterwards.
 */
export async function runReadOnly(db: Db, text: string, limits: RunLimits): Promise<RunResult> {
  const started = performance.now();
  let fetched: Fetched;
  try {
    fetched = runsOneTransactionAtATime(db)
      ? await onPglite((db as unknown as { $client: PGlite }).$client, text, limits)
      : await onPostgres((db as unknown as { $client: pg.Pool }).$client, text, limits);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '57014') {
      throw new QueryRefused(`The query ran longer than the ${limits.timeoutMs / 1000} s allowed.`);
    }
    throw new QueryRefused(error instanceof Error ? error.message : String(error));
  }
  const ms = Math.round(performance.now() - started);
  if (ms > limits.timeoutMs) {
    throw new QueryRefused(`The query ran longer than the ${limits.timeoutMs / 1000} s allowed.`);
  }
  if (fetched.user !== ROLE) {
    throw new QueryRefused('The query changed the role it runs as: its result is not shown.');
  }
  const truncated = fetched.rows.length > limits.maxRows;
  return {
    columns: fetched.fields.map((field) => ({
      name: field.name,
      kind: KINDS[field.dataTypeID] ?? 'text',
    })),
    rows: fetched.rows.slice(0, limits.maxRows).map((row) => row.map(plainCell)),
    truncated,
    ms,
  };
}
