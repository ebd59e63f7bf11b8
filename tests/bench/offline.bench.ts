import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import Dexie from 'dexie';
import { filterAndSortRows, rowSearchTexts } from '../../src/components/data-table/rows';
import type { DataColumn } from '../../src/components/data-table/types';
import { runCommand } from '../../src/offline/commands';
import { openUserDatabase } from '../../src/offline/database';
import { replayOutbox } from '../../src/offline/replay';
import { pullChanges } from '../../src/offline/sync';
import type { BatchOperation, BatchResult, FeedPage, SyncedRecord } from '../../src/offline/types';
import { recordUpdateCommand } from '../../src/offline-react/record-commands';
import { benchDatabase, benchServer } from './server';

export interface OfflineFigures {
  syncMs: number;
  bulkPutMs: number;
  students: number;
  replayMs: number;
  oneByOneMs: number;
  listReadMs: number;
  listFilterSortMs: number;
}

const COLUMNS: DataColumn<SyncedRecord>[] = [
  { id: 'lastName', header: 'Last name', accessor: (row) => row.lastName },
  { id: 'firstName', header: 'First name', accessor: (row) => row.firstName },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'hubId', header: 'Hub', accessor: (row) => row.hubId },
];

/**
 * Design §7 budgets of the offline model, in one run against the real API on the embedded
 * database (IndexedDB is fake-indexeddb under Node, so only the ratios mean anything):
 * first sync of 5,000 students vs a bare Dexie bulkPut of the same rows; replay of 500 queued
 * changes vs the same 500 sent one by one; reading and filtering the 5,000-row list.
 */
export async function benchOffline(studentCount = 5000): Promise<OfflineFigures> {
  const bench = await benchDatabase({ students: studentCount, applications: 200 });
  const { origin, cookie, close } = await benchServer(bench.database);
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
    });

  // First sync through the real feed.
  const device = await openUserDatabase('bench-sync');
  let started = performance.now();
  await pullChanges(
    device,
    async (cursor) =>
      (await call(`/api/sync?cursor=${cursor}&limit=2000`)).json() as Promise<FeedPage>,
  );
  const syncMs = performance.now() - started;
  const students = await device.students.toArray();
  const synced = {
    students,
    engagements: await device.engagements.toArray(),
    applications: await device.applications.toArray(),
    hubs: await device.hubs.toArray(),
    programmes: await device.programmes.toArray(),
  };

  // The baseline: the same rows (every table the sync filled) put in one go.
  const bare = new Dexie('bench-bare');
  bare.version(1).stores({
    students: 'id',
    engagements: 'id',
    applications: 'id',
    hubs: 'id',
    programmes: 'id',
  });
  started = performance.now();
  for (const [table, rows] of Object.entries(synced)) await bare.table(table).bulkPut(rows);
  const bulkPutMs = performance.now() - started;

  // Reading and filtering the list as the screen does.
  started = performance.now();
  const rows = await device.students.toArray();
  const listReadMs = performance.now() - started;
  const texts = rowSearchTexts(rows, COLUMNS);
  started = performance.now();
  filterAndSortRows(
    rows,
    COLUMNS,
    { search: 'an', sort: { columnId: 'lastName', order: 'asc' } },
    texts,
  );
  const listFilterSortMs = performance.now() - started;

  // 500 queued changes replayed in batches…
  const targets = students.slice(0, 1000);
  for (const [index, student] of targets.slice(0, 500).entries()) {
    await runCommand(device, 'bench-sync', recordUpdateCommand('students', 'Bench'), {
      id: student.id,
      changes: { phone: `0100 ${index}` },
    });
  }
  // …against 500 other changes sent online one by one. The two are interleaved, 50 sent one by
  // one after each batch and timed apart, so a shared machine's changing load hits both alike.
  const online = targets.slice(500);
  let oneByOneMs = 0;
  const sendOneByOne = async (count: number) => {
    const begun = performance.now();
    for (const student of online.splice(0, count)) {
      await call(`/api/students/${student.id}`, {
        method: 'PATCH',
        headers: { 'if-match': String(student.version) },
        body: JSON.stringify({ changes: { phone: `0200 ${online.length}` } }),
      });
    }
    oneByOneMs += performance.now() - begun;
  };
  const transport = async (operations: BatchOperation[]): Promise<BatchResult[]> => {
    const { results } = (await (
      await call('/api/batch', { method: 'POST', body: JSON.stringify({ operations }) })
    ).json()) as { results: BatchResult[] };
    await sendOneByOne(operations.length);
    return results;
  };
  started = performance.now();
  await replayOutbox(device, transport);
  const replayMs = performance.now() - started - oneByOneMs;
  await sendOneByOne(online.length);

  device.close();
  bare.close();
  await close();
  await bench.close();
  return {
    syncMs,
    bulkPutMs,
    students: students.length,
    replayMs,
    oneByOneMs,
    listReadMs,
    listFilterSortMs,
  };
}
