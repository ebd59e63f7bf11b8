import { retryDelay } from './backoff';
import { type CollegiumDb, syncedTable } from './database';
import { byCreatedAt, orderKey, overlayQueued } from './local-records';
import type { Outcome } from './outcomes';
import { type OutboxEntry, SYNCED_ENTITIES, type SyncedEntity, type SyncedRecord } from './types';

interface Settled {
  sent: OutboxEntry;
  outcome: Outcome;
}

/**
 * Writes each entry's outcome, all in one transaction and with bulk reads and writes (one
 * outbox read, one delete of the entries done, one put of the others, one read of the records'
 * later entries, one put per table); returns the outcomes in order.
 */
export async function settle(
  db: CollegiumDb,
  entries: readonly OutboxEntry[],
  outcomeOf: (entry: OutboxEntry, index: number) => Outcome,
  clock: { now?: Date; random?: () => number } = {},
): Promise<Outcome[]> {
  if (entries.length === 0) return [];
  const now = clock.now ?? new Date();
  const outcomes = entries.map((entry, index) => outcomeOf(entry, index));
  const tables = [db.outbox, ...SYNCED_ENTITIES.map((entity) => syncedTable(db, entity))];
  await db.transaction('rw', tables, async () => {
    for (const round of rounds(
      entries.map((sent, i) => ({ sent, outcome: outcomes[i] as Outcome })),
    ))
      await settleRound(db, round, now, clock.random);
  });
  return outcomes;
}

// A replay batch holds one entry per record, so this is one round; should two entries of one
// record come together, the later is settled after the earlier, which may have rebased it.
function rounds(items: Settled[]): Settled[][] {
  const result: Settled[][] = [];
  const keysOf: Set<string>[] = [];
  for (const item of items) {
    const key = orderKey(item.sent);
    let index = keysOf.findIndex((keys) => !keys.has(key));
    if (index < 0) index = result.push([]) - 1;
    const keys = keysOf[index] ?? new Set<string>();
    keysOf[index] = keys.add(key);
    result[index]?.push(item);
  }
  return result;
}

async function settleRound(
  db: CollegiumDb,
  items: readonly Settled[],
  now: Date,
  random: (() => number) | undefined,
): Promise<void> {
  const stamp = now.toISOString();
  // The stored copies: a pull may have set an entry's serverRecord while it was on the wire.
  const stored = await db.outbox.bulkGet(items.map((item) => item.sent.id));
  const finished: string[] = [];
  const kept: OutboxEntry[] = [];
  const done: { entry: OutboxEntry; record: SyncedRecord | undefined }[] = [];
  for (const [index, { sent, outcome }] of items.entries()) {
    const copy = stored[index];
    if (!copy && outcome.kind !== 'done') continue;
    const entry = copy ?? sent;
    const { nextAttemptAt: _next, lastError: _error, ...rest } = entry;
    const base: OutboxEntry = { ...rest, updatedAt: stamp };
    switch (outcome.kind) {
      case 'done':
        finished.push(entry.id);
        done.push({ entry, record: outcome.record });
        break;
      case 'retry': {
        const attempts = entry.attempts + 1;
        const delay = retryDelay(attempts, random);
        const nextAttemptAt = new Date(now.getTime() + delay).toISOString();
        kept.push({ ...base, state: 'retrying', attempts, nextAttemptAt });
        break;
      }
      case 'auth':
        kept.push({ ...base, state: 'auth' });
        break;
      case 'conflict':
        kept.push({
          ...base,
          state: 'conflict',
          attempts: entry.attempts + 1,
          serverRecord: outcome.current,
          lastError: outcome.error,
        });
        break;
      case 'rejected':
        kept.push({
          ...base,
          state: 'rejected',
          attempts: entry.attempts + 1,
          lastError: outcome.error,
        });
        break;
    }
  }
  if (finished.length > 0) await db.outbox.bulkDelete(finished);
  if (kept.length > 0) await db.outbox.bulkPut(kept);
  await applyDone(db, done);
}

/** Puts and deletes of record tables, gathered per table. */
class TableWrites {
  private readonly puts = new Map<SyncedEntity, SyncedRecord[]>();
  private readonly deletes = new Map<SyncedEntity, string[]>();
  put(entity: SyncedEntity, record: SyncedRecord): void {
    listIn(this.puts, entity).push(record);
  }
  delete(entity: SyncedEntity, id: string): void {
    listIn(this.deletes, entity).push(id);
  }
  async commit(db: CollegiumDb): Promise<void> {
    for (const [entity, ids] of this.deletes) await syncedTable(db, entity).bulkDelete(ids);
    for (const [entity, records] of this.puts) await syncedTable(db, entity).bulkPut(records);
  }
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
  done: readonly { entry: OutboxEntry; record: SyncedRecord | undefined }[],
): Promise<void> {
  const writes = new TableWrites();
  const answered: { entry: OutboxEntry; entity: SyncedEntity; record: SyncedRecord }[] = [];
  for (const { entry, record } of done) {
    const { entity, recordId } = entry;
    if (!entity) continue;
    if (entry.method === 'DELETE' && recordId) writes.delete(entity, recordId);
    else if (record) answered.push({ entry, entity, record });
  }
  const later = await queuedForMany(
    db,
    answered.map(({ entity, record }) => [entity, record.id]),
  );
  const rebased: OutboxEntry[] = [];
  for (const { entry, entity, record } of answered) {
    const sawVersion = entry.baseVersion ?? 0;
    const rebase = record.id === entry.recordId && record.version === sawVersion + 1;
    const updated = (later.get(keyOf(entity, record.id)) ?? []).map((next) => ({
      ...next,
      serverRecord: record,
      ...(rebase && next.method !== 'POST' && (next.baseVersion ?? 0) === sawVersion
        ? { baseVersion: record.version }
        : {}),
    }));
    rebased.push(...updated);
    const shown = overlayQueued(record, updated);
    if (shown) writes.put(entity, shown);
    else writes.delete(entity, record.id);
  }
  if (rebased.length > 0) await db.outbox.bulkPut(rebased);
  await writes.commit(db);
}

const keyOf = (entity: string, recordId: string) => `${entity}\u0000${recordId}`;

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  const list = map.get(key);
  if (list) return list;
  const created: V[] = [];
  map.set(key, created);
  return created;
}

/** The entries still queued for each record, oldest first, in one read. */
async function queuedForMany(
  db: CollegiumDb,
  records: readonly [SyncedEntity, string][],
): Promise<Map<string, OutboxEntry[]>> {
  const found = new Map<string, OutboxEntry[]>();
  if (records.length === 0) return found;
  const entries = await db.outbox
    .where('[entity+recordId]')
    .anyOf(records.map(([entity, id]) => [entity, id]))
    .toArray();
  for (const entry of entries.toSorted(byCreatedAt)) {
    listIn(found, keyOf(entry.entity ?? '', entry.recordId ?? '')).push(entry);
  }
  return found;
}
