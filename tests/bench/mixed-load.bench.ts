import {
  type Kind,
  type LoadSummary,
  MIX,
  runLoad,
  summarise,
  type Target,
} from '../api/load-client';
import { type ApiProcess, startApiProcess } from './api-process';
import { startTemporaryPostgres } from './postgres';

export interface MixedLoadFigures {
  database: string;
  /** The same clients sending only point reads, just before (the baseline). */
  readsOnly: LoadSummary;
  mixed: LoadSummary;
  byKind: Record<Kind, LoadSummary>;
}

const CLIENTS = 50;

/** Every student's id and version, through the API (the registrar sees them all). */
async function allStudents(api: ApiProcess): Promise<Target[]> {
  const students: Target[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${api.origin}/api/students?pageSize=500&page=${page}`, {
      headers: { cookie: api.cookie },
    });
    const { items } = (await response.json()) as { items: Target[] };
    students.push(...items.map(({ id, version }) => ({ id, version })));
    if (items.length < 500) return students;
  }
}

/** The baseline, then the mix, against one running server. */
async function measure(api: ApiProcess, database: string, seconds: number) {
  const students = await allStudents(api);
  const load = { origin: api.origin, cookie: api.cookie, clients: CLIENTS, students };
  // A shorter baseline: a rate, comparable whatever the length.
  const baselineSeconds = Math.max(3, Math.round(seconds / 4));
  const readsOnly = summarise(
    await runLoad({ ...load, seconds: baselineSeconds, readsOnly: true }),
    baselineSeconds,
  );
  const timings = await runLoad({ ...load, seconds });
  const byKind = Object.fromEntries(
    MIX.map(({ kind }) => [
      kind,
      summarise(
        timings.filter((timing) => timing.kind === kind),
        seconds,
      ),
    ]),
  ) as Record<Kind, LoadSummary>;
  return { database, readsOnly, mixed: summarise(timings, seconds), byKind };
}

/**
 * 50 clients for `seconds` (60 by default): 40% point reads over every student, 20% list pages
 * (search, sort, page), 25% PATCHes with If-Match of a client's own students and 15% batches of
 * five such PATCHes, against the real server (`npm start`) in its own process; first on the
 * embedded database, then on a temporary PostgreSQL with two API processes (skipped with the
 * reason when PostgreSQL is not installed).
 */
export async function benchMixedLoad(seconds = 60): Promise<MixedLoadFigures[]> {
  const figures: MixedLoadFigures[] = [];
  const embedded = await startApiProcess();
  try {
    figures.push(await measure(embedded, 'embedded PGlite, one process', seconds));
  } finally {
    await embedded.stop();
  }

  const postgres = await startTemporaryPostgres();
  if (postgres.skipped !== undefined) {
    console.log(`\nPostgreSQL mixed load skipped: ${postgres.skipped}`);
    return figures;
  }
  try {
    const api = await startApiProcess({ databaseUrl: postgres.url, processes: 2 });
    try {
      figures.push(await measure(api, 'PostgreSQL, API_PROCESSES=2', seconds));
    } finally {
      await api.stop();
    }
  } finally {
    postgres.stop();
  }
  return figures;
}
