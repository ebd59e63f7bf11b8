import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand, updateRecordCommand } from './commands';
import { applyConflictResolution, conflictingFields, resolveConflict } from './conflict';
import { openUserDatabase, syncedTable } from './database';
import type { OutboxEntry, SyncedRecord } from './types';

const NOW = new Date('2025-05-02T09:00:00.000Z');
const theirs: SyncedRecord = {
  id: 's1',
  version: 7,
  phone: '222',
  email: 'a@b.c',
  city: 'York',
  note: 'theirs',
};

// I changed phone and city (from 000 and Leeds); someone else changed phone and note.
const entry: OutboxEntry = {
  id: 'e1',
  userId: 'u1',
  command: 'students.update',
  label: 'Student — s1',
  method: 'PATCH',
  path: '/api/students/s1',
  body: {
    changes: { phone: '111', city: 'York', email: 'me@x.y' },
    base: { phone: '000', city: 'Leeds', email: 'a@b.c' },
  },
  entity: 'students',
  recordId: 's1',
  baseVersion: 5,
  base: { phone: '000', city: 'Leeds', email: 'a@b.c' },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  state: 'conflict',
  attempts: 1,
  lastError: { status: 409, message: 'Changed by someone else' },
  serverRecord: theirs,
};

describe('conflictingFields', () => {
  it('lists my fields the server changed to something else than mine', () => {
    // city changed on the server too, but to the value I chose: no conflict.
    expect(conflictingFields(entry)).toEqual(['phone']);
    expect(conflictingFields({ ...entry, serverRecord: undefined })).toEqual([]);
  });
});

describe('resolveConflict', () => {
  it('theirs: discards, the server record stands', () => {
    expect(resolveConflict(entry, 'theirs', NOW)).toEqual({ action: 'discard', record: theirs });
  });

  it('mine: requeues every field on the server version and values, under a new key', () => {
    const result = resolveConflict(entry, 'mine', NOW);
    if (result.action !== 'requeue') throw new Error('expected requeue');
    const base = { phone: '222', city: 'York', email: 'a@b.c' };
    expect(result.entry).toEqual({
      ...entry,
      id: result.entry.id,
      state: 'pending',
      attempts: 0,
      baseVersion: 7,
      base,
      body: { changes: { phone: '111', city: 'York', email: 'me@x.y' }, base },
      updatedAt: NOW.toISOString(),
      lastError: undefined,
    });
    expect('lastError' in result.entry).toBe(false);
    expect(result.entry.id).not.toBe('e1');
    expect(result.record).toEqual({ ...theirs, phone: '111', email: 'me@x.y' });
  });

  it('per field: keeps only the fields kept as mine (unasked fields stay mine)', () => {
    const result = resolveConflict(entry, { phone: 'theirs', city: 'mine' }, NOW);
    if (result.action !== 'requeue') throw new Error('expected requeue');
    expect(result.entry.body).toEqual({
      changes: { city: 'York', email: 'me@x.y' },
      base: { city: 'York', email: 'a@b.c' },
    });
    expect(result.record).toEqual({ ...theirs, email: 'me@x.y' });
  });

  it('per field with every field theirs: discards', () => {
    const all = { phone: 'theirs', city: 'theirs', email: 'theirs' } as const;
    expect(resolveConflict(entry, all, NOW)).toEqual({ action: 'discard', record: theirs });
  });
});

describe('applyConflictResolution', () => {
  it('replaces the entry and shows server + mine locally, in one go', async () => {
    const db = await openUserDatabase(`conflict-${crypto.randomUUID()}`);
    await syncedTable(db, 'students').put({ id: 's1', version: 5, phone: '111', email: 'a@b.c' });
    const update = updateRecordCommand('students', () => 'Student — s1');
    const queued = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '111' } });
    const server: SyncedRecord = { id: 's1', version: 6, phone: '222', email: 'new@x.y' };
    await db.outbox.update(queued.id, { state: 'conflict', serverRecord: server });

    const result = await applyConflictResolution(db, queued, 'mine', NOW);
    const [requeued, ...others] = await db.outbox.toArray();
    expect(others).toEqual([]);
    expect(requeued).toMatchObject({
      state: 'pending',
      baseVersion: 6,
      body: { changes: { phone: '111' }, base: { phone: '222' } },
    });
    expect(requeued?.id).not.toBe(queued.id);
    expect(requeued?.createdAt).toBe(queued.createdAt);
    expect(await db.students.get('s1')).toEqual({ ...server, phone: '111' });
    expect(result?.action).toBe('requeue');

    // Resolving again does nothing: the entry is no longer in conflict.
    expect(await applyConflictResolution(db, queued, 'theirs', NOW)).toBeUndefined();
    if (!requeued) throw new Error('missing');
    await db.outbox.update(requeued.id, { state: 'conflict' });
    await applyConflictResolution(db, requeued, 'theirs', NOW);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.students.get('s1')).toEqual(server);
  });
});
