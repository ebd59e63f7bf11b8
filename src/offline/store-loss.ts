import { type CollegiumDb, syncedTable } from './database';
import type { Draft, OutboxEntry, SyncedEntity, SyncedRecord } from './types';

// The device's store can go away under a running page: the user clears the site's data, another
// tab deletes the database, the browser evicts it. What the page still holds in memory is then the
// only copy of what the user typed and has not sent; this keeps it and writes it back.

/** How much a restore put back into a fresh store. */
export interface Restored {
  entries: number;
  drafts: number;
}

/**
 * The page's copy of the user's unsent changes and form drafts, refreshed as they change (the
 * outbox after every count, a draft as it is saved), so that a lost store can be filled again.
 * Entries another tab queued since the last refresh are not in it.
 */
export class DeviceCopy {
  private readonly outbox = new Map<string, OutboxEntry>();
  private readonly drafts = new Map<string, Draft>();
  private readonly records = new Map<string, { entity: SyncedEntity; row: SyncedRecord }>();

  /** Replaces the copy of the outbox with what it holds now (sent entries leave it). */
  keepOutbox(entries: readonly OutboxEntry[]): void {
    this.outbox.clear();
    for (const entry of entries) this.outbox.set(entry.id, entry);
  }

  /** Adds one entry just queued (before the next full refresh). */
  keepEntry(entry: OutboxEntry): void {
    this.outbox.set(entry.id, entry);
  }

  keepDraft(draft: Draft): void {
    this.drafts.set(draft.key, draft);
  }

  forgetDraft(key: string): void {
    this.drafts.delete(key);
  }

  /**
   * Holds the record a form on screen edits, so that, put back, the form stays on screen with its
   * text instead of "not on this device" until the sync brings the record again.
   */
  keepRecord(entity: SyncedEntity, row: SyncedRecord): void {
    this.records.set(`${entity}/${row.id}`, { entity, row });
  }

  forgetRecord(entity: SyncedEntity, id: string): void {
    this.records.delete(`${entity}/${id}`);
  }

  /** A copy of what is held now, to restore from while this one goes on following the store. */
  clone(): DeviceCopy {
    const copy = new DeviceCopy();
    copy.keepOutbox(this.entries());
    for (const draft of this.draftList()) copy.keepDraft(draft);
    for (const { entity, row } of this.records.values()) copy.keepRecord(entity, row);
    return copy;
  }

  /** The unsent entries held, oldest first. */
  entries(): OutboxEntry[] {
    return [...this.outbox.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** The drafts held. */
  draftList(): Draft[] {
    return [...this.drafts.values()];
  }

  /**
   * Writes what is held into a (fresh) store, without overwriting what is there. An entry caught
   * while being sent goes back to pending: it keeps its id, which is its Idempotency-Key, so if
   * the server did run it the resend changes nothing.
   */
  async restoreInto(db: CollegiumDb): Promise<Restored> {
    const records = [...this.records.values()];
    const tables = [...new Set(records.map(({ entity }) => syncedTable(db, entity)))];
    return db.transaction('rw', [db.outbox, db.drafts, ...tables], async () => {
      const entries = this.entries();
      const drafts = this.draftList();
      const stored = await db.outbox.bulkGet(entries.map((entry) => entry.id));
      const toAdd = entries
        .filter((_, index) => stored[index] === undefined)
        .map((entry) =>
          entry.state === 'sending' ? { ...entry, state: 'pending' as const } : entry,
        );
      const storedDrafts = await db.drafts.bulkGet(drafts.map((draft) => draft.key));
      const draftsToAdd = drafts.filter((_, index) => storedDrafts[index] === undefined);
      await db.outbox.bulkAdd(toAdd);
      await db.drafts.bulkAdd(draftsToAdd);
      // A record goes back only where the store has none: the sync replaces it with the server's.
      for (const { entity, row } of records) {
        const table = syncedTable(db, entity);
        if (!(await table.get(row.id))) await table.add(row);
      }
      return { entries: toAdd.length, drafts: draftsToAdd.length };
    });
  }
}

/**
 * Writes the drafts a copy holds over the stored ones (the page's are the latest typed), before
 * the page lets go of its forms (signing in again after a sign-out in another tab).
 */
export async function saveHeldDrafts(db: CollegiumDb, copy: DeviceCopy): Promise<number> {
  const drafts = copy.draftList();
  await db.drafts.bulkPut(drafts);
  return drafts.length;
}

/**
 * Calls `onLost` when the store goes away under this connection: deleted from elsewhere (another
 * tab, "clear site data": a versionchange to no version) or closed by the browser. Dexie closes
 * the connection in both cases and opens a new, empty database on the next use. An upgrade by a
 * newer version of the app is not a loss. Stop watching before closing the database yourself.
 */
export function watchStoreLoss(db: CollegiumDb, onLost: () => void): () => void {
  let announced = false;
  const onVersionChange = (event: IDBVersionChangeEvent) => {
    announced = true;
    if (event.newVersion === null) onLost();
  };
  // Dexie fires `close` after a versionchange too (announced) and when the browser closes it.
  const onClose = () => {
    if (!announced) onLost();
    announced = false;
  };
  db.on('versionchange', onVersionChange);
  db.on('close', onClose);
  return () => {
    db.on('versionchange').unsubscribe(onVersionChange);
    db.on('close').unsubscribe(onClose);
  };
}
