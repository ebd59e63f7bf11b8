import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand, updateRecordCommand } from './commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from './database';
import type { Outcome } from './outcomes';
import { settle } from './settle';
import type { OutboxEntry } from './types';

const T0 = new Date('2025-05-01T10:00:00.000Z');
const update = updateRecordCommand('students', (input) => `Student ${input.id}`);

async function setup(ids: string[]): Promise<CollegiumDb> {
  const db = await openUserDatabase(`settle-${crypto.randomUUID()}`);
  await syncedTable(db, 'students').bulkPut(ids.map((id) => ({ id, version: 3, phone: '000' })));
  return db;
}
const edit = (db: CollegiumDb, id: string, phone: string) =>
  runCommand(db, 'u1', update, { id, changes: { phone } }, { now: T0 });

describe('settle', () => {
  it('writes a batch of mixed outcomes at once; the refused changes stay shown and kept', async () => {
    const db = await setup(['A', 'B', 'C', 'D']);
    const sent = [
      await edit(db, 'A', '1'),
      await edit(db, 'B', '2'),
      await edit(db, 'C', '3'),
      await edit(db, 'D', '4'),
    ];
    const later = await edit(db, 'A', '11');
    const outcomes: Outcome[] = [
      { kind: 'done', record: { id: 'A', version: 4, phone: '1', note: 'server' } },
      { kind: 'rejected', error: { status: 422, message: 'Bad phone' } },
      { kind: 'retry' },
      {
        kind: 'conflict',
        current: { id: 'D', version: 5, phone: 'theirs' },
        error: { status: 409, message: 'Changed' },
      },
    ];
    const result = await settle(db, sent, (_entry, index) => outcomes[index] as Outcome, {
      now: T0,
      random: () => 0.5,
    });
    expect(result).toEqual(outcomes);
    // Done: gone from the outbox; the server's record shown with the later change on top, and
    // that later change now names the version the server gave.
    expect(await db.outbox.get(sent[0]?.id ?? '')).toBeUndefined();
    expect(await db.students.get('A')).toEqual({
      id: 'A',
      version: 4,
      phone: '11',
      note: 'server',
    });
    expect(await db.outbox.get(later.id)).toMatchObject({
      baseVersion: 4,
      serverRecord: { id: 'A', version: 4 },
    });
    // Refused: kept with the server's message, the user's change still shown.
    expect(await db.outbox.get(sent[1]?.id ?? '')).toMatchObject({
      state: 'rejected',
      attempts: 1,
      lastError: { status: 422, message: 'Bad phone' },
    });
    expect(await db.students.get('B')).toMatchObject({ phone: '2' });
    expect(await db.outbox.get(sent[2]?.id ?? '')).toMatchObject({
      state: 'retrying',
      attempts: 1,
    });
    expect(await db.outbox.get(sent[3]?.id ?? '')).toMatchObject({
      state: 'conflict',
      serverRecord: { id: 'D', version: 5, phone: 'theirs' },
    });
    expect(await db.students.get('D')).toMatchObject({ phone: '4' });
  });

  it('settles two entries of one record in their order: the first rebases the second', async () => {
    const db = await setup(['A']);
    const first = await edit(db, 'A', '1');
    const second = await edit(db, 'A', '2');
    await settle(
      db,
      [first, second],
      (entry) =>
        entry.id === first.id
          ? { kind: 'done', record: { id: 'A', version: 4, phone: '1' } }
          : { kind: 'rejected', error: { status: 422, message: 'No' } },
      { now: T0 },
    );
    const kept = (await db.outbox.get(second.id)) as OutboxEntry;
    // The rejection was written on the rebased copy, not over it with the copy sent.
    expect(kept).toMatchObject({ state: 'rejected', baseVersion: 4, serverRecord: { version: 4 } });
    expect(await db.students.get('A')).toEqual({ id: 'A', version: 4, phone: '2' });
  });

  it('a done entry discarded while on the wire still puts the server record', async () => {
    const db = await setup(['A']);
    const entry = await edit(db, 'A', '1');
    await db.outbox.delete(entry.id);
    await settle(db, [entry], () => ({
      kind: 'done',
      record: { id: 'A', version: 4, phone: '1' },
    }));
    expect(await db.students.get('A')).toEqual({ id: 'A', version: 4, phone: '1' });
    expect(await db.outbox.count()).toBe(0);
  });
});
