import { type CollegiumDb, syncedTable } from './database';
import type { OutboxEntry, SyncedEntity, SyncedRecord } from './types';
import { isPlainObject, isSyncedRecord, mergePatch } from './values';

// How the local copy of a record is rebuilt from the server's copy and the changes still queued
// for it, so the screens show the newest server data AND everything the user typed.

/** The `changes` of a PATCH-shaped entry (`{ changes, base }`), or undefined. */
export function entryChanges(entry: OutboxEntry): Record<string, unknown> | undefined {
  if (!isPlainObject(entry.body)) return undefined;
  const changes = entry.body.changes;
  return isPlainObject(changes) ? changes : undefined;
}

/** The key that orders entries: one record, or (without one) one API path. */
export function orderKey(entry: OutboxEntry): string {
  return entry.entity && entry.recordId
    ? `${entry.entity}:${entry.recordId}`
    : `path:${entry.path}`;
}

/**
 * The record as the user sees it: the server's copy with the queued changes on top, in order.
 * PATCH `changes` and other commands' `patch` are replayed here; a queued DELETE hides the record.
 */
export function overlayQueued(
  record: SyncedRecord,
  entries: readonly OutboxEntry[],
): SyncedRecord | undefined {
  let result: SyncedRecord = record;
  for (const entry of entries) {
    if (entry.method === 'DELETE') return undefined;
    const changes = entryChanges(entry);
    if (changes) result = { ...result, ...changes, id: record.id, version: record.version };
    if (entry.patch) {
      result = { ...mergePatch(result, entry.patch), id: record.id, version: record.version };
    }
  }
  return result;
}

/** The entries still queued for one record (every entry in the outbox is unfinished), oldest first. */
export async function queuedFor(
  db: CollegiumDb,
  entity: SyncedEntity,
  recordId: string,
): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('[entity+recordId]').equals([entity, recordId]).toArray();
  return entries.toSorted(byCreatedAt);
}

/** Oldest first; the id breaks ties so the order is stable. */
export function byCreatedAt(a: OutboxEntry, b: OutboxEntry): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Writes the server's record with the record's queued changes on top (or deletes it). */
export async function putWithQueued(
  db: CollegiumDb,
  entity: SyncedEntity,
  record: SyncedRecord,
  queued: readonly OutboxEntry[],
): Promise<void> {
  const shown = overlayQueued(record, queued);
  if (shown) await syncedTable(db, entity).put(shown);
  else await syncedTable(db, entity).delete(record.id);
}

// `{ a: { b: value } }` for the path ['a', 'b'].
function nested(path: readonly string[], value: Record<string, unknown>): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value);
}

/**
 * Undoes a discarded entry's optimistic change on the local record (call inside a transaction on
 * outbox + the entity table, after deleting the entry). With a known server copy: that copy plus
 * the changes still queued. Without: a create is removed; a PATCH's fields go back to their base
 * values (then the later queued changes are laid on again); a delete puts back the row it saved in
 * `base`; a command with a patch gets its base back at its base path. Anything else stays as it is: its version was never bumped, so the server's next change
 * of that record replaces it.
 */
export async function restoreAfterDiscard(db: CollegiumDb, entry: OutboxEntry): Promise<void> {
  const { entity, recordId } = entry;
  if (!entity || !recordId) return;
  const table = syncedTable(db, entity);
  const remaining = await queuedFor(db, entity, recordId);
  if (entry.serverRecord) {
    await putWithQueued(db, entity, entry.serverRecord, remaining);
    return;
  }
  if (entry.patch) {
    // A command on an existing record (not a create): its base, where it says where, goes back.
    const local = await table.get(recordId);
    if (local && entry.baseAt && entry.base) {
      const restored = mergePatch(local, nested(entry.baseAt, entry.base));
      await putWithQueued(
        db,
        entity,
        { ...restored, id: local.id, version: local.version },
        remaining,
      );
    }
    return;
  }
  if (entry.method === 'POST') {
    await table.delete(recordId);
    return;
  }
  if (entry.method === 'DELETE') {
    if (isSyncedRecord(entry.base)) await putWithQueued(db, entity, entry.base, remaining);
    return;
  }
  const changes = entryChanges(entry);
  const local = await table.get(recordId);
  if (!changes || !local) return;
  const reverted: SyncedRecord = { ...local };
  for (const field of Object.keys(changes)) {
    if (entry.base && Object.hasOwn(entry.base, field)) reverted[field] = entry.base[field];
  }
  await putWithQueued(db, entity, reverted, remaining);
}
