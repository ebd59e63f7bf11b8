import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { SYNCED_ENTITIES } from '../../src/offline/types';
import { benchDatabase, benchServer } from './server';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

export interface BrowserSyncFigures {
  email: string;
  students: number;
  records: number;
  signInToUpToDateMs: number;
  /** The sync's own IndexedDB writes (the app's `collegium:sync-write` measure). */
  syncWriteMs: number;
  bareWriteMs: number;
}

/** Whose first sync, over how much data: a seeded database of the given size, or one given. */
export interface BrowserSyncOptions {
  /** The demo account that signs in (default: the registrar). */
  email?: string;
  /** Students and applications to seed (default: 5,000 and the seed's default). */
  students?: number;
  applications?: number;
  /** A database already seeded (then left open): the sizes above only label the figures. */
  database?: Database;
}

/**
 * A demo account's first sync in Debian's Chromium, on the production build: from "Sign in" to
 * "Up to date", and the sync's IndexedDB writes alone, each against a bare IndexedDB write of the
 * same records in the same page (the device's keys and indexes, as a bare Dexie `bulkPut` into
 * the app's tables would keep; one transaction per table, no sync, no network): the budget is a
 * ratio.
 */
export async function benchBrowserSync(
  options: BrowserSyncOptions = {},
): Promise<BrowserSyncFigures> {
  const email = options.email ?? 'registrar@college.test';
  const students = options.students ?? 5000;
  const bench = options.database
    ? undefined
    : await benchDatabase({ students, applications: options.applications });
  const database = options.database ?? bench?.database;
  if (!database) throw new Error('No database to serve');
  const server = await benchServer(database, { clientDir: dist });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a helper the page lacks: give the page one.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.goto(`${server.origin}/pages/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('status', { name: 'Sync status' })
      .filter({ hasText: 'Up to date' })
      .waitFor({ timeout: 300_000 });
    const signInToUpToDateMs = Date.now() - started;
    const syncWriteMs = await page.evaluate(() =>
      performance
        .getEntriesByName('collegium:sync-write')
        .reduce((total, entry) => total + entry.duration, 0),
    );

    // The same records, read back from the device's store, written again with bare IndexedDB.
    const baseline = await page.evaluate(
      async (tables: string[]) => {
        const request = <T>(r: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
        const name = (await indexedDB.databases())
          .map((db) => db.name ?? '')
          .find((dbName) => dbName.startsWith('collegium-'));
        if (!name) throw new Error('No device database');
        const device = await request(indexedDB.open(name));
        const rows: Record<string, unknown[]> = {};
        const schema: Record<string, { keyPath: string; indexes: [string, string | string[]][] }> =
          {};
        for (const table of tables) {
          const store = device.transaction(table).objectStore(table);
          rows[table] = await request(store.getAll());
          schema[table] = {
            keyPath: String(store.keyPath),
            indexes: [...store.indexNames].map((index) => [index, store.index(index).keyPath]),
          };
        }
        device.close();
        const open = indexedDB.open('bench-bare', 1);
        open.onupgradeneeded = () => {
          for (const table of tables) {
            const { keyPath, indexes } = schema[table] ?? { keyPath: 'id', indexes: [] };
            const store = open.result.createObjectStore(table, { keyPath });
            for (const [index, path] of indexes) store.createIndex(index, path);
          }
        };
        const bare = await request(open);
        const start = performance.now();
        for (const table of tables) {
          const tx = bare.transaction(table, 'readwrite');
          const store = tx.objectStore(table);
          for (const row of rows[table] ?? []) store.put(row);
          await new Promise((resolve, reject) => {
            tx.oncomplete = resolve;
            tx.onerror = () => reject(tx.error);
          });
        }
        const ms = performance.now() - start;
        bare.close();
        return { ms, records: Object.values(rows).reduce((total, list) => total + list.length, 0) };
      },
      [...SYNCED_ENTITIES],
    );
    return {
      email,
      students,
      records: baseline.records,
      signInToUpToDateMs,
      syncWriteMs,
      bareWriteMs: baseline.ms,
    };
  } finally {
    await browser.close();
    await server.close();
    await bench?.close();
  }
}
