import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand, updateRecordCommand } from './commands';
import { type CollegiumDb, getMeta, openUserDatabase, syncedTable } from './database';
import { applyFeedPage, type PullProgress, pullChanges } from './sync';
import type { FeedChange, FeedPage, SyncedRecord } from './types';

const T0 = new Date('2025-05-01T10:00:00.000Z');
const fresh = () => openUserDatabase(`sync-${crypto.randomUUID()}`);
const student = (
  id: string,
  version: number,
  fields: Record<string, unknown> = {},
): SyncedRecord => ({
  id,
  version,
  lastName: `Name ${id}`,
  ...fields,
});
const upsert = (seq: number, entity: string, record: SyncedRecord): FeedChange => ({
  seq,
  entity,
  id: record.id,
  op: 'upsert',
  record,
});

/** A feed over a fixed list of changes, `limit` per page, recording the cursors asked for. */
function feed(changes: FeedChange[], limit: number) {
  const asked: number[] = [];
  const fetchPage = async (cursor: number): Promise<FeedPage> => {
    asked.push(cursor);
    const after = changes.filter((change) => change.seq > cursor);
    const page = after.slice(0, limit);
    return { changes: page, cursor: page.at(-1)?.seq ?? cursor, hasMore: after.length > limit };
  };
  return { fetchPage, asked };
}

describe('pullChanges', () => {
  it('pages through the feed from the stored cursor, reporting progress', async () => {
    const db = await fresh();
    const changes = [1, 2, 3, 4, 5].map((seq) => upsert(seq, 'students', student(`s${seq}`, 1)));
    const { fetchPage, asked } = feed(changes, 2);
    const progress: PullProgress[] = [];
    const result = await pullChanges(db, fetchPage, (p) => progress.push(p), { now: T0 });
    expect(asked).toEqual([0, 2, 4]);
    expect(result).toEqual({ applied: 5, cursor: 5, writeMs: expect.any(Number) });
    expect(progress).toEqual([
      { applied: 2, cursor: 2, done: false },
      { applied: 4, cursor: 4, done: false },
      { applied: 5, cursor: 5, done: true },
    ]);
    expect(await db.students.count()).toBe(5);
    expect(await getMeta(db, 'cursor')).toBe(5);
    expect(await getMeta(db, 'lastSyncedAt')).toBe(T0.toISOString());

    // Incremental: the next pull starts where this one ended.
    const next = feed([...changes, upsert(6, 'students', student('s6', 1))], 2);
    expect(await pullChanges(db, next.fetchPage)).toMatchObject({ applied: 1, cursor: 6 });
    expect(next.asked).toEqual([5]);
  });

  it('fetches the next page while the one before is being written', async () => {
    const db = await fresh();
    const changes = [1, 2, 3, 4].map((seq) => upsert(seq, 'students', student(`s${seq}`, 1)));
    const { fetchPage } = feed(changes, 2);
    const events: string[] = [];
    const recording = (cursor: number) => {
      events.push(`fetch ${cursor}`);
      return fetchPage(cursor);
    };
    await pullChanges(db, recording, (p) => events.push(`stored ${p.cursor}`));
    expect(events).toEqual(['fetch 0', 'fetch 2', 'stored 2', 'stored 4']);
  });

  it('keeps the cursor of the last whole page when a later page fails, and resumes there', async () => {
    const db = await fresh();
    const changes = [1, 2, 3, 4].map((seq) => upsert(seq, 'students', student(`s${seq}`, 1)));
    const { fetchPage } = feed(changes, 2);
    const failing = async (cursor: number) => {
      if (cursor >= 2) throw new TypeError('Failed to fetch');
      return fetchPage(cursor);
    };
    await expect(pullChanges(db, failing)).rejects.toThrow('Failed to fetch');
    expect(await getMeta(db, 'cursor')).toBe(2);
    expect(await getMeta(db, 'lastSyncedAt')).toBeUndefined();
    const resumed = feed(changes, 2);
    await pullChanges(db, resumed.fetchPage);
    expect(resumed.asked).toEqual([2]);
    expect(await db.students.count()).toBe(4);
  });

  it('writes a page and its cursor together or not at all', async () => {
    const db = await fresh();
    await applyFeedPage(db, {
      changes: [upsert(1, 'students', student('s1', 1))],
      cursor: 1,
      hasMore: true,
    });
    const broken = { ...student('s3', 1), id: undefined } as unknown as SyncedRecord; // no key
    const page: FeedPage = {
      changes: [upsert(2, 'students', student('s2', 1)), upsert(3, 'students', broken)],
      cursor: 3,
      hasMore: false,
    };
    await expect(applyFeedPage(db, page)).rejects.toThrow();
    expect(await getMeta(db, 'cursor')).toBe(1);
    expect(await db.students.get('s2')).toBeUndefined();
  });

  it('removes deleted and out-of-scope records, keeps the last change of a record, skips unknown entities', async () => {
    const db = await fresh();
    await syncedTable(db, 'students').bulkPut([
      student('s1', 1),
      student('s2', 1),
      student('s3', 1),
    ]);
    const applied = await applyFeedPage(db, {
      changes: [
        { seq: 10, entity: 'students', id: 's1', op: 'delete' },
        { seq: 11, entity: 'students', id: 's2', op: 'remove' },
        upsert(12, 'students', student('s3', 2, { lastName: 'Renamed' })),
        { seq: 13, entity: 'students', id: 's3', op: 'remove' },
        upsert(14, 'engagements', { id: 'e1', version: 1, studentId: 's4' }),
        { seq: 15, entity: 'students', id: 's4', op: 'delete' },
        upsert(16, 'students', student('s4', 3)),
        upsert(17, 'invoices', { id: 'i1', version: 1 }),
      ],
      cursor: 17,
      hasMore: false,
    });
    expect(applied).toBe(7);
    expect((await db.students.toArray()).map((row) => row.id)).toEqual(['s4']);
    expect(await db.engagements.get('e1')).toEqual({ id: 'e1', version: 1, studentId: 's4' });
    expect(db.tables.map((table) => table.name)).not.toContain('invoices');
    expect(await getMeta(db, 'cursor')).toBe(17);
  });

  it('lays queued changes over a newer server record, and remembers it in their entries', async () => {
    const db: CollegiumDb = await fresh();
    await syncedTable(db, 'students').put(student('s1', 3, { phone: '000', email: 'old@x.y' }));
    const update = updateRecordCommand('students', () => 'Student s1: phone');
    const entry = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '111' } });
    const server = student('s1', 4, { phone: '000', email: 'new@x.y' });
    await applyFeedPage(db, {
      changes: [upsert(20, 'students', server)],
      cursor: 20,
      hasMore: false,
    });
    expect(await db.students.get('s1')).toEqual({ ...server, phone: '111' });
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'pending',
      baseVersion: 3,
      serverRecord: server,
    });
  });

  it('refuses a feed that says there is more without moving its cursor', async () => {
    const db = await fresh();
    const stuck = async (cursor: number): Promise<FeedPage> => ({
      changes: [],
      cursor,
      hasMore: true,
    });
    await expect(pullChanges(db, stuck)).rejects.toThrow(/did not advance/);
  });
});
