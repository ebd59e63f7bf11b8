import { v4 as uuidv4 } from 'uuid';
import { type CollegiumDb, syncedTable } from './database';
import { entryChanges, putWithQueued, queuedFor } from './local-records';
import type { OutboxEntry, SyncedRecord } from './types';
import { isPlainObject, pickValues, sameValue, valueAt } from './values';

/** The user's choice on the conflict screen: all mine, all theirs, or field by field. */
export type ConflictChoice = 'mine' | 'theirs' | Record<string, 'mine' | 'theirs'>;

/** What a resolution does: drop the entry (the server's record stands) or queue it again. */
export type ConflictResolution =
  | { action: 'discard'; record: SyncedRecord }
  | { action: 'requeue'; entry: OutboxEntry; record?: SyncedRecord };

/**
 * The fields I changed that someone else also changed: the server's value differs from my base
 * value (what I started from), and is not already the value I chose.
 */
export function conflictingFields(entry: OutboxEntry): string[] {
  const changes = entryChanges(entry);
  const server = entry.serverRecord;
  if (!changes || !server) return [];
  return Object.keys(changes).filter(
    (field) =>
      !sameValue(server[field], entry.base?.[field]) && !sameValue(server[field], changes[field]),
  );
}

function keeps(choice: ConflictChoice, field: string): boolean {
  if (choice === 'mine' || choice === 'theirs') return choice === 'mine';
  // A field the user was not asked about (it did not conflict) keeps what they typed.
  return choice[field] !== 'theirs';
}

/**
 * Resolves a conflict against the server's record. 'theirs' discards the entry. 'mine' or a
 * per-field choice queues it again with only the kept fields, based on the server's version and
 * values, under a NEW id: the server stored its 409 under the old Idempotency-Key and would
 * answer it again. The entry keeps its createdAt, hence its place before later changes of the
 * record. A change without fields (PUT, DELETE, other commands) is resent whole for 'mine'; when
 * it says where its base comes from (`baseAt`), the base becomes the server's values there.
 */
export function resolveConflict(
  entry: OutboxEntry,
  choice: ConflictChoice,
  now: Date = new Date(),
): ConflictResolution {
  const server = entry.serverRecord;
  if (!server) throw new Error('This change has no server record to resolve against');
  if (choice === 'theirs') return { action: 'discard', record: server };
  const { lastError: _error, nextAttemptAt: _next, ...rest } = entry;
  const requeued: OutboxEntry = {
    ...rest,
    id: uuidv4(),
    state: 'pending',
    attempts: 0,
    baseVersion: server.version,
    updatedAt: now.toISOString(),
  };
  const changes = entryChanges(entry);
  if (!changes || !isPlainObject(entry.body))
    return { action: 'requeue', entry: rebased(requeued) };

  const kept = Object.fromEntries(
    Object.entries(changes).filter(([field]) => keeps(choice, field)),
  );
  const fields = Object.keys(kept);
  if (fields.length === 0) return { action: 'discard', record: server };
  const base = pickValues(server, fields);
  return {
    action: 'requeue',
    entry: { ...requeued, base, body: { ...entry.body, changes: kept, base } },
    record: { ...server, ...kept, id: server.id, version: server.version },
  };
}

// "Keep mine" for a command with a base at a path of the record: the base is now theirs.
function rebased(entry: OutboxEntry): OutboxEntry {
  const server = entry.serverRecord;
  if (!entry.baseAt || !server || !isPlainObject(entry.body) || !isPlainObject(entry.body.base)) {
    return entry;
  }
  const theirs = valueAt(server, entry.baseAt);
  const base = pickValues(isPlainObject(theirs) ? theirs : undefined, Object.keys(entry.body.base));
  return { ...entry, base, body: { ...entry.body, base } };
}

/**
 * Applies the user's choice in one transaction: the entry is replaced (or deleted) and the local
 * record becomes the server's with the kept values and the record's later queued changes.
 * Returns the resolution, or undefined when the entry is gone or no longer in conflict.
 */
export async function applyConflictResolution(
  db: CollegiumDb,
  entry: OutboxEntry,
  choice: ConflictChoice,
  now: Date = new Date(),
): Promise<ConflictResolution | undefined> {
  const tables = entry.entity ? [db.outbox, syncedTable(db, entry.entity)] : [db.outbox];
  return db.transaction('rw', tables, async () => {
    // The stored entry, not the caller's copy: a sync may have brought a newer server record.
    const stored = await db.outbox.get(entry.id);
    if (stored?.state !== 'conflict') return undefined;
    const resolution = resolveConflict(stored, choice, now);
    await db.outbox.delete(stored.id);
    if (resolution.action === 'requeue') await db.outbox.add(resolution.entry);
    if (stored.entity && stored.recordId && stored.serverRecord) {
      // Queued entries now include the requeued one, so its kept values are laid on again.
      const queued = await queuedFor(db, stored.entity, stored.recordId);
      await putWithQueued(db, stored.entity, stored.serverRecord, queued);
    }
    return resolution;
  });
}

/** One line of the conflict screen: a field, my value and the server's. */
export interface ConflictRow {
  field: string;
  mine: unknown;
  theirs: unknown;
}

/**
 * What the conflict screen compares. A PATCH: the fields I changed, each resolvable alone. A
 * command with a base path (e.g. a section review): the fields of its base, mine from the body
 * and theirs from the server's record at that path, resolved as a whole (`perField` false).
 */
export function conflictRows(entry: OutboxEntry): { rows: ConflictRow[]; perField: boolean } {
  const server = entry.serverRecord;
  const changes = entryChanges(entry);
  if (changes) {
    const rows = Object.keys(changes).map((field) => ({
      field,
      mine: changes[field],
      theirs: server?.[field],
    }));
    return { rows, perField: true };
  }
  const body = isPlainObject(entry.body) ? entry.body : {};
  const base = isPlainObject(body.base) ? body.base : {};
  const theirs = entry.baseAt ? valueAt(server, entry.baseAt) : undefined;
  const rows = Object.keys(base).map((field) => ({
    field,
    mine: body[field],
    theirs: isPlainObject(theirs) ? theirs[field] : undefined,
  }));
  return { rows, perField: false };
}
