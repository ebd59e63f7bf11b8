import { type ApiFigures, benchStudentReads, benchStudentReadsPostgres } from './api.bench';
import { benchBigData, bigDataScales, reportBigData } from './big-data.bench';
import { benchBrowserSync } from './browser-sync.bench';
import { benchLoginBundle } from './bundle.bench';
import { benchHesa, reportHesa } from './hesa.bench';
import { benchIssue, reportIssue } from './issue.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLoadProof } from './load-proof.bench';
import { benchMixedLoad } from './mixed-load.bench';
import { benchOffline } from './offline.bench';
import { benchPermissions } from './permissions.bench';
import { benchResidentials } from './residentials.bench';
import { benchStart } from './start.bench';
import { benchTable } from './table.bench';
import { benchWire } from './wire.bench';

// `npm run bench`: figures, and each as a ratio to a baseline measured in the same run
// (machines here are shared and noisy: only ratios compare between runs).
const only = process.argv[2];

if (!only || only === 'permissions') {
  const figures = await benchPermissions();
  console.log('\nPermission checks (per second, over every known permission)');
  console.table(
    figures.map((figure) => ({
      benchmark: figure.name,
      'checks/s': Math.round(figure.opsPerSecond).toLocaleString('en-GB'),
      'ratio to baseline': figure.ratio.toFixed(2),
    })),
  );
}

// BENCH_SECONDS shortens (or lengthens) the timed load of the API and load sections.
const benchSeconds = process.env.BENCH_SECONDS ? Number(process.env.BENCH_SECONDS) : undefined;

function printReads(title: string, api: ApiFigures, p99Budget: string) {
  console.log(`\n${title}`);
  console.table({
    'raw database point reads/s before the API run': Math.round(api.rawBefore),
    'raw database point reads/s after the API run': Math.round(api.rawAfter),
    'raw database point reads/s, mean (baseline)': Math.round(api.rawReadsPerSecond),
    'API requests/s': Math.round(api.apiRequestsPerSecond),
    'ratio to baseline (budget ≥ 0.5 on PGlite)': (
      api.apiRequestsPerSecond / api.rawReadsPerSecond
    ).toFixed(2),
    'p50 ms': api.p50,
    [`p99 ms (budget ≤ ${p99Budget})`]: api.p99,
    'errors or non-2xx': api.errors,
  });
}

if (!only || only === 'api') {
  printReads(
    'GET /api/students/{id}, 50 connections, embedded PGlite (raw reads one at a time)',
    await benchStudentReads(benchSeconds),
    '50',
  );
  const postgres = await benchStudentReadsPostgres(benchSeconds);
  if (postgres)
    printReads(
      'GET /api/students/{id}, 50 connections, PostgreSQL, API_PROCESSES=2 (raw reads 50 in flight)',
      postgres,
      '20',
    );
}

if (!only || only === 'load') {
  for (const figures of await benchMixedLoad(benchSeconds)) {
    const { mixed, readsOnly } = figures;
    const budget = figures.database.startsWith('PostgreSQL') ? 100 : 250;
    console.log(`\nMixed load, 50 clients, ${figures.database}`);
    console.table({
      'point reads only, requests/s (baseline)': Math.round(readsOnly.requestsPerSecond),
      'point reads only, p50 / p99 ms': `${readsOnly.p50} / ${readsOnly.p99}`,
      'mixed requests/s': Math.round(mixed.requestsPerSecond),
      'ratio mixed / point reads only': (
        mixed.requestsPerSecond / readsOnly.requestsPerSecond
      ).toFixed(2),
      'mixed p50 ms': mixed.p50,
      [`mixed p99 ms (budget ≤ ${budget})`]: mixed.p99,
      'errors (non-2xx, failed batch operations)': mixed.errors + readsOnly.errors,
    });
    console.table(
      Object.entries(figures.byKind).map(([kind, summary]) => ({
        kind,
        requests: summary.requests,
        'p50 ms': summary.p50,
        'p99 ms': summary.p99,
        errors: summary.errors,
      })),
    );
  }
}

// Issue 17's load proof, 60 s (BENCH_SECONDS): only on request; `npm test` runs 10 s of it.
if (only === 'proof-load') {
  const proof = await benchLoadProof(benchSeconds);
  console.log(
    '\nLoad proof: 50 clients, embedded PGlite, reads, lists, PATCHes, batches and replays',
  );
  console.table({
    requests: proof.summary.requests,
    'requests/s': Math.round(proof.summary.requestsPerSecond),
    'p50 / p99 ms': `${proof.summary.p50} / ${proof.summary.p99}`,
    'acknowledged writes': proof.acknowledgedWrites,
    'batches replayed with their keys': proof.replays,
    '5xx (must be 0)': proof.serverErrors,
    'other failures (must be 0)': proof.otherErrors,
    'students miscounted: a write lost or doubled (must be 0)': proof.miscounted.length,
    'replays answered otherwise than first (must be 0)': proof.replayMismatches.length,
  });
  for (const line of [...proof.miscounted, ...proof.replayMismatches].slice(0, 20))
    console.log(line);
  if (!proof.passed) process.exitCode = 1;
}

if (!only || only === 'start') {
  const start = await benchStart();
  console.log('\nnpm start (client already built)');
  console.table({
    'cold start: migrate + seed an empty data directory (ms)': start.coldMs,
    'warm restart of the same data (ms, baseline)': start.warmMs,
    'ratio cold / warm': (start.coldMs / start.warmMs).toFixed(2),
  });
}

if (!only || only === 'ui') {
  const bundle = benchLoginBundle();
  console.log('\nClient (run `npm run build` first)');
  console.table({
    'JS loaded by the login route, gzip KB (budget ≤ 150)': bundle.loginKb.toFixed(1),
    'all JS of the app, gzip KB (baseline)': bundle.allKb.toFixed(1),
    'ratio login / all': (bundle.loginKb / bundle.allKb).toFixed(2),
    "JS of a student's forms dashboard, gzip KB (budget ≤ 150)": bundle.studentFormsKb.toFixed(1),
    'ratio forms dashboard / all': (bundle.studentFormsKb / bundle.allKb).toFixed(2),
  });
  const table = await benchTable();
  console.table({
    'DataTable search + sort of 5,000 rows, ms (budget ≤ 16)': table.tableMs.toFixed(2),
    'bare filter + sort of the same rows, ms (baseline)': table.baselineMs.toFixed(2),
    ratio: (table.tableMs / table.baselineMs).toFixed(2),
  });
}

if (!only || only === 'offline') {
  const figures = await benchOffline();
  console.log(
    `\nOffline model (${figures.students} students; IndexedDB is fake-indexeddb under Node)`,
  );
  console.table({
    'first sync through the feed, ms': figures.syncMs.toFixed(0),
    'bare Dexie bulkPut of the same rows, ms (baseline)': figures.bulkPutMs.toFixed(0),
    'ratio (goal ≤ 1.5)': (figures.syncMs / figures.bulkPutMs).toFixed(2),
    'replay of 500 queued changes, ms': figures.replayMs.toFixed(0),
    '500 changes sent one by one, ms (baseline)': figures.oneByOneMs.toFixed(0),
    'ratio (goal ≤ 1.0)': (figures.replayMs / figures.oneByOneMs).toFixed(2),
    'read the list from IndexedDB, ms': figures.listReadMs.toFixed(1),
    'search + sort of the list, ms (budget ≤ 16)': figures.listFilterSortMs.toFixed(1),
  });
}

if (!only || only === 'wire') {
  const wire = await benchWire();
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(2);
  console.log(`\nThe registrar's first sync of the demo data (${wire.pages} pages of /api/sync)`);
  console.table({
    'uncompressed, MB (baseline)': mb(wire.identityBytes),
    'gzip, MB': mb(wire.gzipBytes),
    'brotli, MB (budget ≤ 3)': mb(wire.brotliBytes),
    'ratio brotli / uncompressed': (wire.brotliBytes / wire.identityBytes).toFixed(3),
    'time uncompressed on loopback, ms': wire.identityMs.toFixed(0),
    'time brotli on loopback, ms': wire.brotliMs.toFixed(0),
  });
}

if (!only || only === 'browser') {
  const sync = await benchBrowserSync();
  console.log(
    `\nThe registrar's first sync in Chromium (${sync.students} students, ${sync.records} records)`,
  );
  console.table({
    'from "Sign in" to "Up to date", ms': sync.signInToUpToDateMs.toFixed(0),
    'bare IndexedDB write of the same records, ms (baseline)': sync.bareWriteMs.toFixed(0),
    'ratio (budget ≤ 1.5)': (sync.signInToUpToDateMs / sync.bareWriteMs).toFixed(2),
    "the sync's IndexedDB writes alone, ms": sync.syncWriteMs.toFixed(0),
    'ratio of the writes alone to the bare write': (sync.syncWriteMs / sync.bareWriteMs).toFixed(2),
  });
}

// Issue 23: "Take offline" of a residential of 200 students with photos, against fetch + parse.
if (!only || only === 'residentials') {
  const taken = await benchResidentials();
  console.log(
    `\n"Take offline" of a residential in Chromium (${taken.students} students with photos)`,
  );
  console.table({
    'pack size, KB': Math.round(taken.bytes / 1024),
    'fetch + JSON.parse of the same pack, ms (baseline)': taken.fetchParseMs.toFixed(0),
    '"Take offline" to the stored pack, ms': taken.takeOfflineMs.toFixed(0),
    ratio: (taken.takeOfflineMs / taken.fetchParseMs).toFixed(2),
  });
}

// Issue 16's big data (`run.ts bigdata 1000,5000,20000`, or BENCH_SCALES): slow, so only on request.
if (only === 'bigdata') {
  reportBigData(await benchBigData(bigDataScales()));
}

// Issue 19: a year's invoices for 5,000 students (`run.ts issue`; BENCH_STUDENTS to change it).
// Issue 22's HESA export at 1,000 and 5,000 students (`run.ts hesa`): seeding is slow, so only
// on request.
if (only === 'hesa') {
  reportHesa(await benchHesa());
}

if (!only || only === 'issue') {
  reportIssue(await benchIssue(Number(process.env.BENCH_STUDENTS ?? 5000)));
}

if (!only || only === 'lighthouse') {
  const figures = await benchLighthouse();
  console.log('\nLighthouse, mobile preset, Debian Chromium, production build');
  console.table(
    figures.map((figure) => ({
      page: figure.page,
      'performance (budget ≥ 95)': figure.performance,
      'accessibility (budget 100)': figure.accessibility,
      'total blocking time, ms': figure.totalBlockingTimeMs,
      'largest contentful paint, ms': figure.largestContentfulPaintMs,
      'transferred, KB': figure.transferredKb,
    })),
  );
}
