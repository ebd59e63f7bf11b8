import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand, updateRecordCommand } from './commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from './database';
import { replayOutbox, resumeAfterSignIn } from './replay';
import type { BatchOperation, BatchResult, SyncedRecord } from './types';

const T0 = new Date('2025-05-01T10:00:00.000Z');
const update = updateRecordCommand('students', (input) => `Student ${input.id}`);

async function setup(ids: string[]): Promise<CollegiumDb> {
  const db = await openUserDatabase(`replay-${crypto.randomUUID()}`);
  await syncedTable(db, 'students').bulkPut(
    ids.map((id) => ({ id, version: 3, phone: '000', email: 'a@b.c' })),
  );
  return db;
}

async function edit(db: CollegiumDb, id: string, phone: string) {
  return runCommand(db, 'u1', update, { id, changes: { phone } }, { now: T0 });
}

/** A transport answering each operation with `answer`, keeping every batch it was sent. */
function fakeTransport(answer: (op: BatchOperation) => BatchResult) {
  const batches: BatchOperation[][] = [];
  const transport = async (ops: BatchOperation[]) => {
    batches.push(ops);
    return ops.map(answer);
  };
  return { transport, batches };
}

const serverRecord = (id: string, version: number, fields: Record<string, unknown> = {}) =>
  ({ id, version, phone: '000', email: 'a@b.c', ...fields }) as SyncedRecord;

describe('replayOutbox outcomes', () => {
  it('2xx: sends the PATCH with If-Match and key, deletes the entry, keeps the server record', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const { transport, batches } = fakeTransport(() => ({
      status: 200,
      body: serverRecord('s1', 4, { phone: '111', updatedBy: 'server' }),
    }));
    const summary = await replayOutbox(db, transport, { now: T0 });
    expect(batches).toEqual([
      [
        {
          method: 'PATCH',
          path: '/api/students/s1',
          body: { changes: { phone: '111' }, base: { phone: '000' } },
          ifMatch: 3,
          idempotencyKey: entry.id,
        },
      ],
    ]);
    expect(summary).toMatchObject({ batches: 1, sent: 1, done: 1, authRequired: false });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.students.get('s1')).toEqual(
      serverRecord('s1', 4, { phone: '111', updatedBy: 'server' }),
    );
  });

  it('network error: retrying with attempts 1 and a 2 s backoff, not resent before it is due', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    let calls = 0;
    const failing = async (): Promise<BatchResult[]> => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    };
    const summary = await replayOutbox(db, failing, { now: T0, random: () => 0.5 });
    expect(summary).toMatchObject({ retrying: 1, nextAttemptAt: '2025-05-01T10:00:02.000Z' });
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      nextAttemptAt: '2025-05-01T10:00:02.000Z',
    });
    expect((await db.students.get('s1'))?.phone).toBe('111'); // the user's edit stays
    await replayOutbox(db, failing, { now: new Date('2025-05-01T10:00:01.000Z') });
    expect(calls).toBe(1);
    await replayOutbox(db, failing, {
      now: new Date('2025-05-01T10:00:02.000Z'),
      random: () => 0.5,
    });
    expect(calls).toBe(2);
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'retrying',
      attempts: 2,
      nextAttemptAt: '2025-05-01T10:00:06.000Z',
    });
  });

  it('retryNow (the connection is back): an entry waiting out its backoff goes at once', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const failing = async (): Promise<BatchResult[]> => {
      throw new TypeError('Failed to fetch');
    };
    await replayOutbox(db, failing, { now: T0, random: () => 0.5 });
    const early = new Date('2025-05-01T10:00:01.000Z');
    const waiting = fakeTransport(() => ({ status: 200, body: serverRecord('s1', 4) }));
    await replayOutbox(db, waiting.transport, { now: early });
    expect(waiting.batches).toEqual([]);
    const back = fakeTransport(() => ({ status: 200, body: serverRecord('s1', 4) }));
    const summary = await replayOutbox(db, back.transport, { now: early, retryNow: true });
    expect(back.batches[0]?.[0]?.idempotencyKey).toBe(entry.id);
    expect(summary).toMatchObject({ sent: 1, done: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('5xx: retrying, the same key goes out again when due', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const first = fakeTransport(() => ({ status: 503, body: { message: 'Down' } }));
    await replayOutbox(db, first.transport, { now: T0, random: () => 0 });
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      nextAttemptAt: '2025-05-01T10:00:01.600Z',
    });
    const second = fakeTransport(() => ({
      status: 200,
      body: serverRecord('s1', 4, { phone: '111' }),
    }));
    await replayOutbox(db, second.transport, { now: new Date('2025-05-01T10:01:00Z') });
    expect(second.batches[0]?.[0]?.idempotencyKey).toBe(entry.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('401: the entry waits for sign-in, the run stops, every other entry is untouched', async () => {
    const db = await setup(['s1', 's2', 's3']);
    const entries = [
      await edit(db, 's1', '1'),
      await edit(db, 's2', '2'),
      await edit(db, 's3', '3'),
    ];
    const { transport, batches } = fakeTransport(() => ({
      status: 401,
      body: { message: 'Sign in' },
    }));
    const summary = await replayOutbox(db, transport, { now: T0, batchSize: 1 });
    expect(batches).toHaveLength(1);
    expect(summary.authRequired).toBe(true);
    const states = await Promise.all(entries.map(async (e) => (await db.outbox.get(e.id))?.state));
    expect(states).toEqual(['auth', 'pending', 'pending']);

    // Nothing is sent again until the user signs in.
    await replayOutbox(db, transport, { now: T0, batchSize: 1 });
    expect(batches).toHaveLength(2);
    expect(batches[1]?.[0]?.idempotencyKey).toBe(entries[1]?.id);

    expect(await resumeAfterSignIn(db)).toBe(2);
    const ok = fakeTransport((op) => ({
      status: 200,
      body: serverRecord(op.path.split('/').at(-1) ?? '', 4),
    }));
    const after = await replayOutbox(db, ok.transport, { now: T0 });
    expect(after.done).toBe(3);
    expect(ok.batches[0]?.map((op) => op.idempotencyKey)).toEqual(entries.map((e) => e.id));
    expect(await db.outbox.count()).toBe(0);
  });

  it('401 for the whole batch: every entry of it waits for sign-in', async () => {
    const db = await setup(['s1', 's2']);
    await edit(db, 's1', '1');
    await edit(db, 's2', '2');
    const expired = async (): Promise<BatchResult[]> => {
      throw Object.assign(new Error('Unauthorized'), { response: { status: 401 } });
    };
    const summary = await replayOutbox(db, expired, { now: T0 });
    expect(summary.authRequired).toBe(true);
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['auth', 'auth']);
  });

  it('409 with current: a conflict holding the server record', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const current = serverRecord('s1', 5, { phone: '222' });
    const { transport } = fakeTransport(() => ({
      status: 409,
      body: { message: 'This student was changed by someone else', code: 'CONFLICT', current },
    }));
    const summary = await replayOutbox(db, transport, { now: T0 });
    expect(summary.conflicts).toBe(1);
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'conflict',
      serverRecord: current,
      lastError: { status: 409, message: 'This student was changed by someone else' },
    });
  });

  it('409 about the idempotency key still running: retried, not a conflict', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const { transport } = fakeTransport(() => ({
      status: 409,
      body: {
        message: 'The first request with this Idempotency-Key is still running',
        code: 'CONFLICT',
      },
    }));
    await replayOutbox(db, transport, { now: T0 });
    expect((await db.outbox.get(entry.id))?.state).toBe('retrying');
  });

  it('422: rejected with the message and the field details', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', 'x');
    const details = [{ message: 'Not a phone number', param: 'phone' }];
    const { transport } = fakeTransport(() => ({
      status: 422,
      body: { message: 'Check the fields', code: 'VALIDATION', details },
    }));
    const summary = await replayOutbox(db, transport, { now: T0 });
    expect(summary.rejected).toBe(1);
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'rejected',
      attempts: 1,
      lastError: { status: 422, message: 'Check the fields', details },
    });
  });

  it.each([
    [403, { message: 'Not allowed' }, 'Not allowed'],
    [404, null, 'This record no longer exists or is no longer yours to change'],
    [
      400,
      { message: 'Send the record version in If-Match' },
      'Send the record version in If-Match',
    ],
  ])('%i: rejected with its message, kept until discarded', async (status, body, message) => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', '111');
    const { transport } = fakeTransport(() => ({ status, body }));
    await replayOutbox(db, transport, { now: T0 });
    expect(await db.outbox.get(entry.id)).toMatchObject({
      state: 'rejected',
      lastError: { status, message },
    });
    // Not resent by later runs.
    const again = fakeTransport(() => ({ status: 200, body: null }));
    await replayOutbox(db, again.transport, { now: new Date('2026-01-01T00:00:00Z') });
    expect(again.batches).toHaveLength(0);
  });
});
