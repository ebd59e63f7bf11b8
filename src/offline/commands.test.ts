import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CommandValidationError,
  createRecordCommand,
  defineCommand,
  deleteRecordCommand,
  newRecordId,
  runCommand,
  updateRecordCommand,
} from './commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from './database';
import { saveDraft } from './drafts';

const T0 = new Date('2025-05-01T10:00:00.000Z');
const fresh = () => openUserDatabase(`cmd-${crypto.randomUUID()}`);
const update = updateRecordCommand(
  'students',
  (input) => `Student — ${input.id}: ${Object.keys(input.changes).join(', ')}`,
);

async function withStudent(): Promise<CollegiumDb> {
  const db = await fresh();
  await syncedTable(db, 'students').put({ id: 's1', version: 3, firstName: 'Ada', phone: '000' });
  return db;
}

describe('runCommand', () => {
  it('applies an update locally (version kept) and queues the PATCH with its base', async () => {
    const db = await withStudent();
    const entry = await runCommand(
      db,
      'u1',
      update,
      { id: 's1', changes: { phone: '111', email: 'a@b.c' } },
      { now: T0 },
    );
    expect(await db.students.get('s1')).toEqual({
      id: 's1',
      version: 3,
      firstName: 'Ada',
      phone: '111',
      email: 'a@b.c',
    });
    expect(entry).toMatchObject({
      userId: 'u1',
      command: 'students.update',
      label: 'Student — s1: phone, email',
      method: 'PATCH',
      path: '/api/students/s1',
      body: { changes: { phone: '111', email: 'a@b.c' }, base: { phone: '000', email: null } },
      entity: 'students',
      recordId: 's1',
      baseVersion: 3,
      base: { phone: '000', email: null },
      createdAt: T0.toISOString(),
      state: 'pending',
      attempts: 0,
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.toArray()).toEqual([entry]);
  });

  it('throws the schema’s issues and writes nothing for invalid input', async () => {
    const db = await withStudent();
    const error = await runCommand(db, 'u1', update, { id: '', changes: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CommandValidationError);
    expect((error as CommandValidationError).details.map((d) => d.param).sort()).toEqual([
      'changes',
      'id',
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.students.get('s1'))?.phone).toBe('000');
  });

  it('appends no outbox entry when the local write fails (one transaction)', async () => {
    const db = await withStudent();
    const breaking = defineCommand<{ id: string; phone: string }>({
      name: 'students.breaking',
      schema: z.object({ id: z.string(), phone: z.string() }),
      label: () => 'Breaking',
      method: 'PATCH',
      path: (input) => `/api/students/${input.id}`,
      entity: 'students',
      recordId: (input) => input.id,
      apply: async (db2, input) => {
        await db2.students.update(input.id, { phone: input.phone }); // written, then rolled back
        await syncedTable(db2, 'students').put({ version: 1 } as never); // no key: IndexedDB refuses
      },
    });
    await expect(runCommand(db, 'u1', breaking, { id: 's1', phone: '999' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.students.get('s1'))?.phone).toBe('000');
  });

  it('creates with the client id and version 0, no If-Match; deletes keeping the row as base', async () => {
    const db = await withStudent();
    const created = await runCommand(db, 'u1', createRecordCommand('students'), {
      id: 'new1',
      values: { firstName: 'Ben' },
    });
    expect(await db.students.get('new1')).toEqual({ id: 'new1', version: 0, firstName: 'Ben' });
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/students',
      body: { firstName: 'Ben', id: 'new1' },
      recordId: 'new1',
    });
    expect(created.baseVersion).toBeUndefined();

    const deleted = await runCommand(db, 'u1', deleteRecordCommand('students'), { id: 's1' });
    expect(await db.students.get('s1')).toBeUndefined();
    expect(deleted).toMatchObject({ method: 'DELETE', path: '/api/students/s1', baseVersion: 3 });
    expect(deleted.base).toEqual({ id: 's1', version: 3, firstName: 'Ada', phone: '000' });
    expect(deleted.body).toBeUndefined();
  });

  it('keeps the order of commands made in the same millisecond', async () => {
    const db = await withStudent();
    const a = await runCommand(
      db,
      'u1',
      update,
      { id: 's1', changes: { phone: '1' } },
      { now: T0 },
    );
    const b = await runCommand(
      db,
      'u1',
      update,
      { id: 's1', changes: { phone: '2' } },
      { now: T0 },
    );
    expect(b.createdAt > a.createdAt).toBe(true);
    expect(b.base).toEqual({ phone: '1' }); // made on top of the first
  });

  it('takes explicit base values and clears the form’s draft in the same transaction', async () => {
    const db = await withStudent();
    await saveDraft(db, 'student:s1', { phone: '111' });
    const entry = await runCommand(
      db,
      'u1',
      update,
      { id: 's1', changes: { phone: '111' } },
      {
        baseVersion: 2,
        base: { phone: 'seen' },
        draftKey: 'student:s1',
      },
    );
    expect(entry).toMatchObject({
      baseVersion: 2,
      base: { phone: 'seen' },
      body: { base: { phone: 'seen' } },
    });
    expect(await db.drafts.get('student:s1')).toBeUndefined();
  });
});

// Over plain http at a LAN address (a residential's own server) the page is not a secure context
// and the browser has no crypto.randomUUID: queueing must still work there.
describe('ids outside a secure context', () => {
  const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
  afterEach(() => {
    if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
    else Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
  });

  it('queues a change and makes record ids with no crypto.randomUUID', async () => {
    const db = await withStudent();
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    const entry = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '111' } });
    const version4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(entry.id).toMatch(version4);
    expect(newRecordId()).toMatch(version4);
    expect(newRecordId()).not.toBe(newRecordId());
  });
});
