import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { benchDatabase, benchServer } from './server';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

export interface BrowserSyncFigures {
  students: number;
  records: number;
  signInToUpToDateMs: number;
  bareWriteMs: number;
}

/**
 * The registrar's first sync in Debian's Chromium, on the production build: from "Sign in" to
 * "Up to date", against a bare IndexedDB write of the same records in the same page (one
 * transaction per table, no sync, no network): the budget is a ratio of the two.
 */
export async function benchBrowserSync(students = 5000): Promise<BrowserSyncFigures> {
  const bench = await benchDatabase({ students });
  const server = await benchServer(bench.database, { clientDir: dist });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a helper the page lacks: give the page one.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.goto(`${server.origin}/pages/login`);
    await page.getByLabel('Email').fill('registrar@college.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('status', { name: 'Sync status' })
      .filter({ hasText: 'Up to date' })
      .waitFor({ timeout: 300_000 });
    const signInToUpToDateMs = Date.now() - started;

    // The same records, read back from the device's store, written again with bare IndexedDB.
    const baseline = await page.evaluate(async () => {
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
      const tables = ['students', 'engagements', 'applications', 'hubs', 'programmes'];
      const rows: Record<string, unknown[]> = {};
      for (const table of tables) {
        rows[table] = await request(device.transaction(table).objectStore(table).getAll());
      }
      device.close();
      const open = indexedDB.open('bench-bare', 1);
      open.onupgradeneeded = () => {
        for (const table of tables) open.result.createObjectStore(table, { keyPath: 'id' });
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
    });
    return {
      students,
      records: baseline.records,
      signInToUpToDateMs,
      bareWriteMs: baseline.ms,
    };
  } finally {
    await browser.close();
    await server.close();
    await bench.close();
  }
}
