import { retryDelay } from './backoff';
import { type CollegiumDb, syncedTable } from './database';
import { putWithQueued, queuedFor } from './local-records';
import type { Outcome } from './outcomes';
import { type OutboxEntry, SYNCED_ENTITIES, type SyncedRecord } from './types';

/** Writes each entry's outcome, all in one transaction; returns the outcomes in order. */
export async function settle(
  db: CollegiumDb,
  entries: readonly OutboxEntry[],
  outcomeOf: (entry: OutboxEntry, index: number) => Outcome,
  clock: { now?: Date; random?: () => number } = {},
): Promise<Outcome[]> {
  if (entries.length === 0) return [];
  const now = clock.now ?? new Date();
  const stamp = now.toISOString();
  const tables = [db.outbox, ...SYNCED_ENTITIES.map((entity) => syncedTable(db, entity))];
  return db.transaction('rw', tables, async () => {
    const outcomes: Outcome[] = [];
    for (const [index, sent] of entries.entries()) {
      const outcome = outcomeOf(sent, index);
      outcomes.push(outcome);
      // The stored copy: a pull may have set its serverRecord while it was on the wire.
      const stored = await db.outbox.get(sent.id);
      if (!stored && outcome.kind !== 'done') continue;
      const entry = stored ?? sent;
      const { nextAttemptAt: _next, lastError: _error, ...rest } = entry;
      const base: OutboxEntry = { ...rest, updatedAt: stamp };
      switch (outcome.kind) {
        case 'done':
          await db.outbox.delete(entry.id);
          await applyDone(db, entry, outcome.record);
          break;
        case 'retry': {
          const attempts = entry.attempts + 1;
          const delay = retryDelay(attempts, clock.random);
          const nextAttemptAt = new Date(now.getTime() + delay).toISOString();
          await db.outbox.put({ ...base, state: 'retrying', attempts, nextAttemptAt });
          break;
        }
        case 'auth':
          await db.outbox.put({ ...base, state: 'auth' });
          break;
        case 'conflict':
          await db.outbox.put({
            ...base,
            state: 'conflict',
            attempts: entry.attempts + 1,
            serverRecord: outcome.current,
            lastError: outcome.error,
          });
          break;
        case 'rejected':
          await db.outbox.put({
            ...base,
            state: 'rejected',
            attempts: entry.attempts + 1,
            lastError: outcome.error,
          });
          break;
      }
    }
    return outcomes;
  });
}

/**
 * The server's answer replaces the local record, with the record's later queued changes laid on
 * top. Those later entries were made on top of this one: when the server applied it directly on
 * the version they also saw (new version = base + 1, or 1 after a create), their If-Match moves
 * to the new version; otherwise someone else wrote in between and they keep theirs (a PATCH may
 * still merge on its base values, anything else gets the conflict it deserves).
 */
async function applyDone(
  db: CollegiumDb,
  entry: OutboxEntry,
  record: SyncedRecord | undefined,
): Promise<void> {
  const { entity, recordId } = entry;
  if (!entity) return;
  if (entry.method === 'DELETE' && recordId) {
    await syncedTable(db, entity).delete(recordId);
    return;
  }
  if (!record) return;
  const later = await queuedFor(db, entity, record.id);
  const sawVersion = entry.baseVersion ?? 0;
  const rebase = record.id === recordId && record.version === sawVersion + 1;
  const updated = later.map((next) => ({
    ...next,
    serverRecord: record,
    ...(rebase && next.method !== 'POST' && (next.baseVersion ?? 0) === sawVersion
      ? { baseVersion: record.version }
      : {}),
  }));
  if (updated.length > 0) await db.outbox.bulkPut(updated);
  await putWithQueued(db, entity, record, updated);
}
