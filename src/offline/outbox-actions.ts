import { v4 as uuidv4 } from 'uuid';
import { type CollegiumDb, syncedTable } from './database';
import type { UnqueuedChange } from './device-full';
import { byCreatedAt, entryChanges, restoreAfterDiscard } from './local-records';
import type { OutboxEntry, OutboxState } from './types';
import { isPlainObject, pickValues } from './values';

// The user's actions on the "Changes waiting" screen. Each runs in one transaction on the outbox
// and the entry's record table, so the local record and the queue never disagree.

function tablesOf(db: CollegiumDb, entry: OutboxEntry) {
  return entry.entity ? [db.outbox, syncedTable(db, entry.entity)] : [db.outbox];
}

// The server keeps the answer of every key except after a 5xx. A refused entry (409, 4xx) sent
// again under its old key would get the old refusal back, so it needs a new key; it changed
// nothing on the server, so a new key cannot apply it twice. Entries that may have reached the
// server (network failure, lost answer) keep theirs: that is what makes them exactly-once.
function needsNewKey(entry: OutboxEntry): boolean {
  return entry.state === 'rejected' || entry.state === 'conflict';
}

async function replaceEntry(db: CollegiumDb, old: OutboxEntry, next: OutboxEntry): Promise<void> {
  if (next.id !== old.id) await db.outbox.delete(old.id);
  await db.outbox.put(next);
}

function reset(entry: OutboxEntry, now: Date): OutboxEntry {
  const { lastError: _error, nextAttemptAt: _next, ...rest } = entry;
  return {
    ...rest,
    id: needsNewKey(entry) ? uuidv4() : entry.id,
    state: 'pending',
    attempts: 0,
    updatedAt: now.toISOString(),
  };
}

/** Sends the entry again at the next replay (→ pending, attempts 0); returns the updated entry. */
export async function retryEntry(
  db: CollegiumDb,
  id: string,
  now: Date = new Date(),
): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'sending') return undefined;
    const next = reset(entry, now);
    await replaceEntry(db, entry, next);
    return next;
  });
}

/**
 * Drops the entry (after the screen's confirmation) and undoes its optimistic change locally:
 * the server's record is put back when known (from a 409 or the feed), else the change is
 * reverted from its base values (see restoreAfterDiscard). Returns false when it was not there.
 */
export async function discardEntry(db: CollegiumDb, id: string): Promise<boolean> {
  const entry = await db.outbox.get(id);
  if (!entry) return false;
  return db.transaction('rw', tablesOf(db, entry), async () => {
    const stored = await db.outbox.get(id);
    if (!stored || stored.state === 'sending') return false;
    await db.outbox.delete(id);
    await restoreAfterDiscard(db, stored);
    return true;
  });
}

/**
 * Replaces the changed fields of a PATCH-shaped entry (e.g. after a 422) and queues it again.
 * Fields new to the entry take their base from the server's record, else the local row. The
 * local record shows the edit. Returns the updated entry, or undefined when it cannot be edited.
 */
export async function editEntry(
  db: CollegiumDb,
  id: string,
  changes: Record<string, unknown>,
  now: Date = new Date(),
): Promise<OutboxEntry | undefined> {
  if (Object.keys(changes).length === 0) return undefined;
  const first = await db.outbox.get(id);
  if (!first) return undefined;
  return db.transaction('rw', tablesOf(db, first), async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'sending' || !entryChanges(entry) || !isPlainObject(entry.body)) {
      return undefined;
    }
    const local =
      entry.entity && entry.recordId
        ? await syncedTable(db, entry.entity).get(entry.recordId)
        : undefined;
    const known = entry.serverRecord ?? local;
    const base: Record<string, unknown> = {};
    for (const field of Object.keys(changes)) {
      base[field] =
        entry.base && Object.hasOwn(entry.base, field)
          ? entry.base[field]
          : pickValues(known, [field])[field];
    }
    // A new key always: the edited body is a different request, and the server would answer
    // the old body's stored response to the old key.
    const next: OutboxEntry = {
      ...reset(entry, now),
      id: uuidv4(),
      base,
      body: { ...entry.body, changes, base },
    };
    await db.outbox.delete(entry.id);
    await db.outbox.add(next);
    if (entry.entity && entry.recordId) {
      // Undo the old change, then lay every queued change (the edited one included) on top.
      await restoreAfterDiscard(db, entry);
    }
    return next;
  });
}

/** How many of these entries are in each state. */
export function countStates(entries: readonly OutboxEntry[]): Record<OutboxState, number> {
  const counts: Record<OutboxState, number> = {
    pending: 0,
    sending: 0,
    retrying: 0,
    auth: 0,
    conflict: 0,
    rejected: 0,
  };
  for (const entry of entries) counts[entry.state] += 1;
  return counts;
}

/** How many entries are in each state (the sync status and the outbox screen). */
export async function countsByState(db: CollegiumDb): Promise<Record<OutboxState, number>> {
  return countStates(await db.outbox.toArray());
}

// A Blob does not survive JSON: the export names each file (it stays in the outbox).
function withoutBlobs({ files, ...entry }: OutboxEntry) {
  return files ? { ...entry, files: files.map(({ blob: _blob, ...file }) => file) } : entry;
}

/**
 * The "export unsent changes" document: the entries, oldest first, and the changes the device
 * could not queue (it was full), which only the page still holds.
 */
export function unsentDocument(
  database: string,
  entries: readonly OutboxEntry[],
  now: Date = new Date(),
  notQueued: readonly UnqueuedChange[] = [],
): string {
  return JSON.stringify(
    {
      format: 'collegium-unsent-changes',
      version: 1,
      database,
      exportedAt: now.toISOString(),
      count: entries.length + notQueued.length,
      entries: entries.toSorted(byCreatedAt).map(withoutBlobs),
      ...(notQueued.length > 0
        ? {
            notQueued: notQueued.map(({ label, entry }) => ({
              label,
              entry: withoutBlobs(entry),
            })),
          }
        : {}),
    },
    null,
    2,
  );
}

/**
 * Every change not yet done (done entries are deleted, so: the whole outbox) as a JSON document,
 * oldest first: the "export unsent changes" last resort when storage is at risk.
 */
export async function exportUnsent(
  db: CollegiumDb,
  now: Date = new Date(),
  notQueued: readonly UnqueuedChange[] = [],
): Promise<string> {
  return unsentDocument(db.name, await db.outbox.toArray(), now, notQueued);
}
