import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createRecordCommand,
  deleteRecordCommand,
  runCommand,
  updateRecordCommand,
} from './commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from './database';
import { countsByState, discardEntry, editEntry, exportUnsent, retryEntry } from './outbox-actions';

const NOW = new Date('2025-05-02T09:00:00.000Z');
const update = updateRecordCommand('students', (input) => `Student — ${input.id}`);

async function setup(): Promise<CollegiumDb> {
  const db = await openUserDatabase(`actions-${crypto.randomUUID()}`);
  await syncedTable(db, 'students').put({ id: 's1', version: 3, phone: '000', email: 'a@b.c' });
  return db;
}

describe('outbox actions', () => {
  it('retry: a rejected entry goes back to pending under a new key; a retrying one keeps its key', async () => {
    const db = await setup();
    const entry = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    await db.outbox.update(entry.id, {
      state: 'rejected',
      attempts: 2,
      lastError: { status: 404, message: 'Gone' },
    });
    const retried = await retryEntry(db, entry.id, NOW);
    expect(retried).toMatchObject({ state: 'pending', attempts: 0, createdAt: entry.createdAt });
    expect(retried?.id).not.toBe(entry.id);
    expect(retried?.lastError).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([retried?.id]);

    if (!retried) throw new Error('missing');
    await db.outbox.update(retried.id, {
      state: 'retrying',
      attempts: 4,
      nextAttemptAt: '2030-01-01T00:00:00.000Z',
    });
    const again = await retryEntry(db, retried.id, NOW);
    expect(again).toMatchObject({ id: retried.id, state: 'pending', attempts: 0 });
    expect(again?.nextAttemptAt).toBeUndefined();
  });

  it('discard: puts the server record back when known, with later queued changes on top', async () => {
    const db = await setup();
    const first = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    await runCommand(db, 'u1', update, { id: 's1', changes: { email: 'mine@x.y' } });
    await db.outbox.update(first.id, {
      state: 'conflict',
      serverRecord: { id: 's1', version: 5, phone: '999', email: 'a@b.c' },
    });
    expect(await discardEntry(db, first.id)).toBe(true);
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 5,
      phone: '999',
      email: 'mine@x.y',
    });
    expect(await db.outbox.count()).toBe(1);
    expect(await discardEntry(db, first.id)).toBe(false);
  });

  it('discard without a server record: reverts a PATCH to its base, removes a create, restores a delete', async () => {
    const db = await setup();
    const patch = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    await discardEntry(db, patch.id);
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 3,
      phone: '000',
      email: 'a@b.c',
    });

    const created = await runCommand(db, 'u1', createRecordCommand('students'), {
      id: 'n1',
      values: { phone: '5' },
    });
    await discardEntry(db, created.id);
    expect(await db.students.get('n1')).toBeUndefined();

    const deleted = await runCommand(db, 'u1', deleteRecordCommand('students'), { id: 's1' });
    expect(await db.students.get('s1')).toBeUndefined();
    await discardEntry(db, deleted.id);
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 3,
      phone: '000',
      email: 'a@b.c',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('edit: replaces the changes of a rejected entry, new key, back to pending, shown locally', async () => {
    const db = await setup();
    const entry = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: 'bad' } });
    await db.outbox.update(entry.id, {
      state: 'rejected',
      lastError: {
        status: 422,
        message: 'Check',
        details: [{ message: 'Not a phone', param: 'phone' }],
      },
    });
    const edited = await editEntry(db, entry.id, { phone: '01234', email: 'new@x.y' }, NOW);
    expect(edited).toMatchObject({
      state: 'pending',
      attempts: 0,
      base: { phone: '000', email: 'a@b.c' },
      body: {
        changes: { phone: '01234', email: 'new@x.y' },
        base: { phone: '000', email: 'a@b.c' },
      },
      updatedAt: NOW.toISOString(),
    });
    expect(edited?.id).not.toBe(entry.id);
    expect(edited?.lastError).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 3,
      phone: '01234',
      email: 'new@x.y',
    });

    // Dropping a field from the edit puts that field back to its base.
    if (!edited) throw new Error('missing');
    await editEntry(db, edited.id, { email: 'other@x.y' }, NOW);
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 3,
      phone: '000',
      email: 'other@x.y',
    });
  });

  it('edit refuses an entry on the wire', async () => {
    const db = await setup();
    const entry = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    await db.outbox.update(entry.id, { state: 'sending' });
    expect(await editEntry(db, entry.id, { phone: '2' })).toBeUndefined();
    expect(await retryEntry(db, entry.id)).toBeUndefined();
    expect(await discardEntry(db, entry.id)).toBe(false);
    expect((await db.outbox.get(entry.id))?.body).toMatchObject({ changes: { phone: '1' } });
  });

  it('counts entries by state', async () => {
    const db = await setup();
    const ids = [];
    for (const phone of ['1', '2', '3', '4']) {
      ids.push((await runCommand(db, 'u1', update, { id: 's1', changes: { phone } })).id);
    }
    await db.outbox.update(ids[1] ?? '', { state: 'conflict' });
    await db.outbox.update(ids[2] ?? '', { state: 'rejected' });
    expect(await countsByState(db)).toEqual({
      pending: 2,
      sending: 0,
      retrying: 0,
      auth: 0,
      conflict: 1,
      rejected: 1,
    });
  });

  it('exports every unsent change as JSON, oldest first', async () => {
    const db = await setup();
    const a = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    const b = await runCommand(db, 'u1', update, { id: 's1', changes: { email: 'x@y.z' } });
    await db.outbox.update(b.id, { state: 'rejected', lastError: { status: 422, message: 'Bad' } });
    const parsed = JSON.parse(await exportUnsent(db, NOW));
    expect(parsed).toMatchObject({
      format: 'collegium-unsent-changes',
      version: 1,
      database: db.name,
      exportedAt: NOW.toISOString(),
      count: 2,
    });
    expect(parsed.entries).toEqual([
      a,
      { ...b, state: 'rejected', lastError: { status: 422, message: 'Bad' } },
    ]);
  });
});
