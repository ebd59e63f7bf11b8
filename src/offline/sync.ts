import { type CollegiumDb, getMeta, META_KEYS, syncedTable } from './database';
import { byCreatedAt, overlayQueued } from './local-records';
import { readAhead } from './read-ahead';
import {
  type FeedPage,
  type OutboxEntry,
  SYNCED_ENTITIES,
  type SyncedEntity,
  type SyncedRecord,
} from './types';

/** Progress of a pull, reported after each page. */
export interface PullProgress {
  applied: number;
  cursor: number;
  done: boolean;
}

function isSyncedEntity(entity: string): entity is SyncedEntity {
  return (SYNCED_ENTITIES as readonly string[]).includes(entity);
}

/**
 * Applies one page of the change feed and stores its cursor in ONE transaction, so a crash either
 * keeps the whole page and its cursor or neither (the page is fetched again; never skipped).
 *
 * A record with changes still in the outbox is written as the server's copy with those changes
 * laid on top (a queued delete keeps it hidden), and the server's copy is remembered in those
 * entries' `serverRecord`: the screens show fresh data without losing what the user typed, and a
 * discarded entry can put the server's copy back (the feed will not send it again).
 * Deleted and out-of-scope records are removed even with queued changes: their entries then get
 * 404 and stay visible to the user. Changes of unknown entities are skipped. Returns how many
 * changes were applied.
 */
export async function applyFeedPage(
  db: CollegiumDb,
  page: FeedPage,
  options: { now?: Date } = {},
): Promise<number> {
  const tables = [...SYNCED_ENTITIES.map((entity) => syncedTable(db, entity)), db.outbox, db.meta];
  return db.transaction('rw', tables, async () => {
    // The outbox is small; one read serves the whole page.
    const queued = new Map<string, OutboxEntry[]>();
    const pending = await db.outbox.toArray();
    for (const entry of pending.toSorted(byCreatedAt)) {
      if (!entry.entity || !entry.recordId) continue;
      const key = `${entry.entity}:${entry.recordId}`;
      queued.set(key, [...(queued.get(key) ?? []), entry]);
    }

    // The last change of a record in the page wins; grouped per table for bulk writes.
    const finalState = new Map<
      string,
      { entity: SyncedEntity; id: string; record?: SyncedRecord }
    >();
    let applied = 0;
    for (const change of page.changes) {
      if (!isSyncedEntity(change.entity)) continue;
      applied += 1;
      const key = `${change.entity}:${change.id}`;
      finalState.delete(key); // keeps Map order = order of last change
      finalState.set(key, {
        entity: change.entity,
        id: change.id,
        ...(change.op === 'upsert' ? { record: change.record } : {}),
      });
    }

    const puts = new Map<SyncedEntity, SyncedRecord[]>();
    const deletes = new Map<SyncedEntity, string[]>();
    const remembered: OutboxEntry[] = [];
    for (const [key, { entity, id, record }] of finalState) {
      const entries = queued.get(key) ?? [];
      const shown = record ? overlayQueued(record, entries) : undefined;
      if (shown) puts.set(entity, [...(puts.get(entity) ?? []), shown]);
      else deletes.set(entity, [...(deletes.get(entity) ?? []), id]);
      if (record) for (const entry of entries) remembered.push({ ...entry, serverRecord: record });
    }
    for (const [entity, ids] of deletes) await syncedTable(db, entity).bulkDelete(ids);
    for (const [entity, rows] of puts) await syncedTable(db, entity).bulkPut(rows);
    if (remembered.length > 0) await db.outbox.bulkPut(remembered);

    await db.meta.put({ key: META_KEYS.cursor, value: page.cursor });
    if (!page.hasMore) {
      const now = (options.now ?? new Date()).toISOString();
      await db.meta.put({ key: META_KEYS.lastSyncedAt, value: now });
    }
    return applied;
  });
}

/** What a pull did: changes applied, the cursor reached, and the time spent writing them. */
export interface PullResult {
  applied: number;
  cursor: number;
  /** Milliseconds inside the pages' write transactions (the device's own share of a sync). */
  writeMs: number;
}

/** Feed pages fetched ahead of the one being written: the server keeps working meanwhile. */
const PAGES_AHEAD = 2;

/**
 * Pulls the change feed from the stored cursor until it has no more pages, one transaction per
 * page (see applyFeedPage). Pages are fetched ahead while earlier ones are written (readAhead),
 * so the server and the device's store work side by side; they are applied one after another,
 * each with its cursor. A stale page applied after a newer local write (replay runs beside
 * pulls) is corrected by the next pull: the newer change has a later seq than this page's cursor.
 */
export async function pullChanges(
  db: CollegiumDb,
  fetchPage: (cursor: number) => Promise<FeedPage>,
  onProgress?: (progress: PullProgress) => void,
  options: { now?: Date } = {},
): Promise<PullResult> {
  let cursor = (await getMeta<number>(db, META_KEYS.cursor)) ?? 0;
  let applied = 0;
  let writeMs = 0;
  let asked = cursor;
  const pages = readAhead(
    () => fetchPage(asked),
    (page) => {
      // A server that says "more" without moving the cursor would loop: stop fetching, and fail
      // below when that page is reached.
      if (!page.hasMore || page.cursor <= asked) return undefined;
      asked = page.cursor;
      return () => fetchPage(page.cursor);
    },
    PAGES_AHEAD,
  );
  for await (const page of pages) {
    if (page.hasMore && page.cursor <= cursor) {
      throw new Error(`The change feed did not advance past cursor ${cursor}`);
    }
    const writing = performance.now();
    applied += await applyFeedPage(db, page, options);
    writeMs += performance.now() - writing;
    cursor = page.cursor;
    onProgress?.({ applied, cursor, done: !page.hasMore });
    if (!page.hasMore) break;
  }
  return { applied, cursor, writeMs };
}
