import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordCommand, runCommand, updateRecordCommand } from './commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from './database';
import { replayOutbox, withOutboxLock } from './replay';
import type { BatchOperation, BatchResult, SyncedRecord } from './types';

const T0 = new Date('2025-05-01T10:00:00.000Z');
const update = updateRecordCommand('students', (input) => `Student ${input.id}`);
const create = createRecordCommand('students');

async function setup(ids: string[]): Promise<CollegiumDb> {
  const db = await openUserDatabase(`order-${crypto.randomUUID()}`);
  await syncedTable(db, 'students').bulkPut(ids.map((id) => ({ id, version: 3, phone: '000' })));
  return db;
}
const edit = (db: CollegiumDb, id: string, changes: Record<string, unknown>) =>
  runCommand(db, 'u1', update, { id, changes }, { now: T0 });
const idOf = (op: BatchOperation) => op.path.split('/').at(-1) ?? '';
const ok = (op: BatchOperation, version = 4): BatchResult => ({
  status: 200,
  body: { id: idOf(op), version, ...((op.body as { changes?: object })?.changes ?? {}) },
});

/** A transport answering each operation with `answer`, keeping the batches it was sent. */
function recorder(answer: (op: BatchOperation) => BatchResult) {
  const batches: BatchOperation[][] = [];
  const transport = async (ops: BatchOperation[]) => {
    batches.push(ops);
    return ops.map(answer);
  };
  return { transport, batches };
}

/** A server with an idempotency store: a repeated key answers the first answer, runs nothing. */
function fakeServer() {
  const answers = new Map<string, BatchResult>();
  const applied: string[] = [];
  const batches: BatchOperation[][] = [];
  const run = (ops: BatchOperation[]) => {
    batches.push(ops);
    return ops.map((op) => {
      const known = answers.get(op.idempotencyKey);
      if (known) return { ...known, replayed: true };
      applied.push(op.idempotencyKey);
      const answer = ok(op);
      answers.set(op.idempotencyKey, answer);
      return answer;
    });
  };
  return { run, applied, batches };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('replay order and delivery', () => {
  it('holds a record’s later entry behind its failed one; other records keep moving', async () => {
    const db = await setup(['A', 'B']);
    const a1 = await edit(db, 'A', { phone: '1' });
    const a2 = await edit(db, 'A', { email: 'a@x.y' });
    const b1 = await edit(db, 'B', { phone: '2' });
    const batches: BatchOperation[][] = [];
    const summary = await replayOutbox(
      db,
      async (ops) => {
        batches.push(ops);
        return ops.map((op) => (idOf(op) === 'A' ? { status: 500, body: null } : ok(op)));
      },
      { now: T0, random: () => 0.5 },
    );
    expect(batches.map((ops) => ops.map((op) => op.idempotencyKey))).toEqual([[a1.id, b1.id]]);
    expect(summary).toMatchObject({ done: 1, retrying: 1, held: 1 });
    expect((await db.outbox.get(a1.id))?.state).toBe('retrying');
    expect((await db.outbox.get(a2.id))?.state).toBe('pending');
    expect(await db.outbox.get(b1.id)).toBeUndefined();

    // Also held behind a rejected entry, until the user deals with it.
    await db.outbox.update(a1.id, { state: 'rejected' });
    const none = recorder((op) => ok(op));
    await replayOutbox(db, none.transport, { now: T0 });
    expect(none.batches).toEqual([]);

    // Once the first is through, the second follows in the same run, in its own batch.
    await db.outbox.update(a1.id, { state: 'pending' });
    const later = recorder((op) => ok(op));
    const after = await replayOutbox(db, later.transport, { now: T0 });
    expect(later.batches.map((ops) => ops.map((op) => op.idempotencyKey))).toEqual([
      [a1.id],
      [a2.id],
    ]);
    expect(after.done).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resends an entry left in sending by a crash with the same key; the server applies it once', async () => {
    const db = await setup(['s1']);
    const entry = await edit(db, 's1', { phone: '111' });
    const server = fakeServer();
    // First run: the server applies the batch, then the page dies before the answer arrives.
    void replayOutbox(
      db,
      (ops) => {
        server.run(ops);
        return new Promise<BatchResult[]>(() => {});
      },
      { now: T0 },
    );
    for (let i = 0; i < 50 && (await db.outbox.get(entry.id))?.state !== 'sending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await db.outbox.get(entry.id))?.state).toBe('sending');

    // Next start: the entry is resent with the same Idempotency-Key.
    const summary = await replayOutbox(db, async (ops) => server.run(ops), { now: T0 });
    expect(server.batches.map((ops) => ops.map((op) => op.idempotencyKey))).toEqual([
      [entry.id],
      [entry.id],
    ]);
    expect(server.applied).toEqual([entry.id]);
    expect(summary.done).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.students.get('s1'))?.version).toBe(4);
  });

  it('sends 120 entries as batches of 50, 50 and 20, oldest first', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `s${String(i).padStart(3, '0')}`);
    const db = await setup(ids);
    const entries = [];
    for (const id of ids) entries.push(await edit(db, id, { phone: id }));
    const server = fakeServer();
    const summary = await replayOutbox(db, async (ops) => server.run(ops), { now: T0 });
    expect(server.batches.map((ops) => ops.length)).toEqual([50, 50, 20]);
    expect(server.batches.flat().map((op) => op.idempotencyKey)).toEqual(entries.map((e) => e.id));
    expect(summary).toMatchObject({ batches: 3, sent: 120, done: 120 });
  });

  it('moves the If-Match of a later entry to the version the server gave a create', async () => {
    const db = await setup([]);
    await runCommand(db, 'u1', create, { id: 'new1', values: { phone: '1' } }, { now: T0 });
    await edit(db, 'new1', { phone: '2' });
    const batches: BatchOperation[][] = [];
    await replayOutbox(
      db,
      async (ops) => {
        batches.push(ops);
        return ops.map((op) =>
          op.method === 'POST'
            ? { status: 201, body: { id: 'new1', version: 1, phone: '1' } }
            : ok(op, 2),
        );
      },
      { now: T0 },
    );
    expect(batches.map((ops) => ops.map((op) => [op.method, op.ifMatch]))).toEqual([
      [['POST', undefined]],
      [['PATCH', 1]],
    ]);
    expect(await db.students.get('new1')).toMatchObject({ version: 2, phone: '2' });
  });

  it('shows the server record with the later queued change on top while that one waits', async () => {
    const db = await setup(['A']);
    await edit(db, 'A', { phone: '1' });
    await edit(db, 'A', { email: 'mine@x.y' });
    const serverCopy: SyncedRecord = {
      id: 'A',
      version: 4,
      phone: '1',
      email: 'old@x.y',
      note: 'server',
    };
    // The phone change goes through; the email change meets a 503 and waits.
    const answers = recorder((op) =>
      JSON.stringify(op.body).includes('phone')
        ? { status: 200, body: serverCopy }
        : { status: 503, body: null },
    );
    await replayOutbox(db, answers.transport, { now: T0 });
    expect(answers.batches).toHaveLength(2);
    expect(await db.students.get('A')).toEqual({
      id: 'A',
      version: 4,
      phone: '1',
      email: 'mine@x.y',
      note: 'server',
    });
  });

  it('sends one by one when the batch as a whole is refused, and never wedges on a bad entry', async () => {
    const db = await setup(['s1', 's2']);
    const bad = await edit(db, 's1', { phone: '1' });
    const good = await edit(db, 's2', { phone: '2' });
    await db.outbox.update(bad.id, { path: '/api/students/a b' }); // the batch schema refuses it
    await syncedTable(db, 'students').put({ id: 's3', version: 3 });
    const third = await edit(db, 's3', { phone: '3' });
    const sent: BatchOperation[][] = [];
    const summary = await replayOutbox(
      db,
      async (ops) => {
        sent.push(ops);
        if (ops.length > 1) throw Object.assign(new Error('Payload too large'), { status: 413 });
        return ops.map((op) => ok(op));
      },
      { now: T0 },
    );
    expect(sent.map((ops) => ops.length)).toEqual([2, 1, 1]);
    expect(summary).toMatchObject({ done: 2, rejected: 1 });
    expect(await db.outbox.get(good.id)).toBeUndefined();
    expect(await db.outbox.get(third.id)).toBeUndefined();
    expect((await db.outbox.get(bad.id))?.state).toBe('rejected');
  });
});

describe('withOutboxLock', () => {
  it('runs one replay at a time per user without navigator.locks', async () => {
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      withOutboxLock('u1', task('a', 20)),
      withOutboxLock('u1', async () => {
        throw new Error('boom');
      }).catch((error: Error) => error.message),
      withOutboxLock('u1', task('b', 1)),
    ]);
    expect(results).toEqual(['a', 'boom', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('uses navigator.locks with a per-user name when present', async () => {
    const request = vi.fn(async (_name: string, fn: () => Promise<unknown>) => fn());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withOutboxLock('u7', async () => 42)).toBe(42);
    expect(request).toHaveBeenCalledWith('collegium-outbox-u7', expect.any(Function));
  });
});
