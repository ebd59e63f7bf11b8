import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../server/db/client';
import { studentsEntity } from '../../server/entities/students';
import { listReader } from '../../server/platform/entities/list-pages';
import { presentRecord } from '../../server/platform/entities/present';
import { buildExport } from '../../server/platform/exports';
import { type BrowserSyncFigures, benchBrowserSync } from './browser-sync.bench';
import { benchDatabase, benchServer, sessionCookie } from './server';
import { benchTable } from './table.bench';
import { firstSync } from './wire.bench';

/** The default scales: students (applications are 1.5× as many). */
export const DEFAULT_SCALES = [1000, 5000, 20_000];

const scalesSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'scales are students counts, comma-separated: 1000,5000,20000')
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(z.number().int().min(10).max(200_000)).min(1));

/** Scales from the command line (`run.ts bigdata 1000,5000`) or BENCH_SCALES, else the default. */
export function bigDataScales(text = process.argv[3] ?? process.env.BENCH_SCALES): number[] {
  return text ? scalesSchema.parse(text) : DEFAULT_SCALES;
}

/** How long and how much memory one export took. */
export interface ExportFigures {
  ms: number;
  bytes: number;
  /** Growth over the figure before the export, in MB: resident set, and live V8 heap + buffers. */
  peakRssMb: number;
  peakHeapMb: number;
}

export interface ScaleFigures {
  students: number;
  applications: number;
  /** Median ms of the API request and of the same SQL run on the database (baseline). */
  studentsList: { apiMs: number; rawMs: number; total: number };
  applicationsList: { apiMs: number; rawMs: number; total: number };
  table: { tableMs: number; baselineMs: number };
  /** All students, streamed by the API, and built whole in memory (what the route did before). */
  exports: { csv: ExportFigures; excel: ExportFigures; bufferedCsv: ExportFigures };
  sync: BrowserSyncFigures | { error: string };
  /** The hub director's feed followed in Node on loopback (brotli): the server's share. */
  hdFeed: { ms: number; bytes: number; pages: number };
}

// A full GC before each memory figure, so it measures the export, not the garbage before it.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const middle = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? NaN;

// Medians of two runs taken in turn (after warming up), so a change in the machine's load
// falls on both alike.
async function pairedMedians(
  times: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[number, number]> {
  const ms: [number[], number[]] = [[], []];
  for (let round = -3; round < times; round += 1) {
    for (const [index, run] of [first, second].entries()) {
      const started = performance.now();
      await run();
      if (round >= 0) ms[index]?.push(performance.now() - started);
    }
  }
  return [middle(ms[0]), middle(ms[1])];
}

/** Called by an export at points where it holds the most (each chunk, the finished file). */
type Probe = () => void;

/**
 * Runs an export twice: once timed, once probing the live heap (after a full GC, at most every
 * 20 ms) where the export holds the most: each chunk the download receives, while the server
 * (in this process) is mid-export, and the finished file of the one built whole. A plain sample
 * would mostly measure garbage not yet collected. The resident set is sampled in the timed
 * run; it rarely shrinks, so it shows growth only beyond the process's earlier high-water mark.
 */
async function measureMemory(run: (probe: Probe) => Promise<number>): Promise<ExportFigures> {
  const live = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external + usage.arrayBuffers;
  };
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const rssTimer = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const bytes = await run(() => {});
  const ms = performance.now() - started;
  clearInterval(rssTimer);

  collectGarbage();
  const heapBefore = live();
  let heapPeak = heapBefore;
  let probed = 0;
  await run(() => {
    if (performance.now() - probed < 20) return;
    collectGarbage();
    heapPeak = Math.max(heapPeak, live());
    probed = performance.now();
  });
  const mb = (n: number) => n / 1_000_000;
  return { ms, bytes, peakRssMb: mb(rssPeak - rssBefore), peakHeapMb: mb(heapPeak - heapBefore) };
}

async function download(url: string, cookie: string, probe: Probe): Promise<number> {
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    probe();
  }
  return bytes;
}

async function getJson(url: string, cookie: string): Promise<{ total: number }> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return z.object({ total: z.number() }).parse(await response.json());
}

const SEARCH = sql`'%an%'`;
// The SQL the two list requests run (architecture §4 list: search, scope, sort, page, count).
const STUDENTS_MATCH = sql`search_text like lower(${SEARCH})`;
const RAW_LISTS: Record<'students' | 'applications', SQL[]> = {
  students: [
    sql`select * from students where ${STUDENTS_MATCH} order by last_name asc nulls last, id limit 50`,
    sql`select count(*) from students where ${STUDENTS_MATCH}`,
  ],
  applications: [
    sql`select * from applications order by updated_at desc nulls last, id limit 50`,
    sql`select count(*) from applications`,
  ],
};

async function listFigures(
  database: Database,
  origin: string,
  cookie: string,
  list: 'students' | 'applications',
) {
  const url =
    list === 'students'
      ? `${origin}/api/students?q=an&sort=lastName&page=1&pageSize=50`
      : `${origin}/api/applications?sort=updatedAt&order=desc&page=1&pageSize=50`;
  const [rawMs, apiMs] = await pairedMedians(
    15,
    async () => {
      for (const query of RAW_LISTS[list]) await database.db.execute(query);
    },
    () => getJson(url, cookie),
  );
  return { apiMs, rawMs, total: (await getJson(url, cookie)).total };
}

// What the export route did before streaming: every row read at once, the file built whole.
async function bufferedCsv(database: Database, probe: Probe): Promise<number> {
  const reader = listReader(database.db, studentsEntity, {}, { all: true });
  const rows = await reader.page(undefined, 1_000_000);
  const presented = rows.map((row) => presentRecord(studentsEntity, row));
  const file = await buildExport('csv', {
    title: 'Student list',
    fileBaseName: 'students',
    columns: studentsEntity.exportColumns,
    rows: presented,
  });
  // Probed while the rows and the file are held, as the route held them until it answered.
  probe();
  if (presented.length !== rows.length) throw new Error('rows lost');
  return file.body.byteLength;
}

async function benchScale(students: number, browser: boolean): Promise<ScaleFigures> {
  const applications = Math.round(students * 1.5);
  const bench = await benchDatabase({ students, applications });
  try {
    const server = await benchServer(bench.database);
    const hdCookie = await sessionCookie(server.origin, 'hd@college.test');
    const figures = {
      hdFeed: await firstSync(server.origin, hdCookie, 'br, gzip'),
      studentsList: await listFigures(bench.database, server.origin, server.cookie, 'students'),
      applicationsList: await listFigures(
        bench.database,
        server.origin,
        server.cookie,
        'applications',
      ),
      exports: {
        csv: await measureMemory((probe) =>
          download(`${server.origin}/api/students?export=csv`, server.cookie, probe),
        ),
        excel: await measureMemory((probe) =>
          download(`${server.origin}/api/students?export=excel`, server.cookie, probe),
        ),
        bufferedCsv: await measureMemory((probe) => bufferedCsv(bench.database, probe)),
      },
    };
    await server.close();
    const table = await benchTable(students);
    const sync = browser
      ? await benchBrowserSync({
          email: 'hd@college.test',
          students,
          applications,
          database: bench.database,
        }).catch((error: unknown) => ({ error: String(error) }))
      : { error: 'not run' };
    return { students, applications, ...figures, table, sync };
  } finally {
    await bench.close();
  }
}

/**
 * Issue 16's big data: at each scale (students; applications 1.5×), the students and
 * applications list requests against their own SQL, the DataTable's search + sort, the hub
 * director's first sync in Chromium against a bare IndexedDB write, and the export of every
 * student streamed against the same rows built whole in memory.
 */
export async function benchBigData(
  scales = DEFAULT_SCALES,
  options: { browser?: boolean } = {},
): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  for (const students of scales) figures.push(await benchScale(students, options.browser ?? true));
  return figures;
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** Prints the figures of benchBigData, each with its baseline and ratio, growth against the first scale. */
export function reportBigData(figures: ScaleFigures[]): void {
  const first = figures[0];
  if (!first) return;
  const growth = (value: number, base: number) => `${fixed(value / base, 2)}×`;
  console.log('\nBig data: lists (registrar, median of 15 requests on loopback, embedded PGlite)');
  console.table(
    figures.map((f) => ({
      'students / applications': `${f.students} / ${f.applications}`,
      'students list: q=an, sort, page 1 + total (ms)': fixed(f.studentsList.apiMs),
      'its SQL (baseline, ms)': fixed(f.studentsList.rawMs),
      'ratio API / SQL': fixed(f.studentsList.apiMs / f.studentsList.rawMs, 2),
      'growth vs first scale': growth(f.studentsList.apiMs, first.studentsList.apiMs),
      'applications list: sort, page 1 + total (ms)': fixed(f.applicationsList.apiMs),
      'its SQL (baseline, ms) ': fixed(f.applicationsList.rawMs),
      'ratio API / SQL ': fixed(f.applicationsList.apiMs / f.applicationsList.rawMs, 2),
      'growth vs first scale ': growth(f.applicationsList.apiMs, first.applicationsList.apiMs),
    })),
  );
  console.log('Big data: DataTable search + sort (budget 16 ms per 5,000 rows, scaled linearly)');
  console.table(
    figures.map((f) => ({
      rows: f.students,
      'DataTable ms': fixed(f.table.tableMs, 2),
      'budget ms': fixed((16 * f.students) / 5000, 1),
      'bare filter + sort ms (baseline)': fixed(f.table.baselineMs, 2),
      ratio: fixed(f.table.tableMs / f.table.baselineMs, 2),
    })),
  );
  console.log("Big data: the hub director's first sync in Chromium (budget ≤ 1.5× the bare write)");
  console.table(
    figures.map((f) =>
      'error' in f.sync
        ? { students: f.students, error: f.sync.error.slice(0, 120) }
        : {
            students: f.students,
            'records synced': f.sync.records,
            'from "Sign in" to "Up to date", ms': fixed(f.sync.signInToUpToDateMs, 0),
            'bare IndexedDB write, ms (baseline)': fixed(f.sync.bareWriteMs, 0),
            'ratio (budget ≤ 1.5)': fixed(f.sync.signInToUpToDateMs / f.sync.bareWriteMs, 2),
            'writes alone / bare write': fixed(f.sync.syncWriteMs / f.sync.bareWriteMs, 2),
            'its feed alone, in Node (brotli), ms': fixed(f.hdFeed.ms, 0),
            'feed MB on the wire': fixed(f.hdFeed.bytes / 1_000_000, 2),
          },
    ),
  );
  console.log(
    'Big data: export of every student (streamed by the API; baseline: the same CSV built whole)',
  );
  console.table(
    figures.map((f) => ({
      students: f.students,
      'CSV ms': fixed(f.exports.csv.ms, 0),
      'CSV MB': fixed(f.exports.csv.bytes / 1_000_000, 2),
      'CSV live heap peak MB': fixed(f.exports.csv.peakHeapMb),
      'CSV peak RSS growth MB': fixed(f.exports.csv.peakRssMb),
      'Excel ms': fixed(f.exports.excel.ms, 0),
      'Excel live heap peak MB': fixed(f.exports.excel.peakHeapMb),
      'Excel peak RSS growth MB': fixed(f.exports.excel.peakRssMb),
      'built whole: CSV ms (baseline)': fixed(f.exports.bufferedCsv.ms, 0),
      'built whole: live heap peak MB': fixed(f.exports.bufferedCsv.peakHeapMb),
      'CSV time vs first scale': growth(f.exports.csv.ms, first.exports.csv.ms),
      'CSV heap vs first scale': growth(f.exports.csv.peakHeapMb, first.exports.csv.peakHeapMb),
    })),
  );
}
