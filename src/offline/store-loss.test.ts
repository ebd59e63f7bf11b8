import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand, updateRecordCommand } from './commands';
import { deleteUserDatabase, openUserDatabase, syncedTable } from './database';
import { isStorageFull, sendUnqueued } from './device-full';
import { saveDraft } from './drafts';
import { exportUnsent, unsentDocument } from './outbox-actions';
import { DeviceCopy, saveHeldDrafts, watchStoreLoss } from './store-loss';
import type { BatchOperation } from './types';

const update = updateRecordCommand('students', (input) => `Student — ${input.id}`);
const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('the page copy of a lost store', () => {
  it('writes the unsent entries and drafts it held back into a re-created store', async () => {
    const userId = `lost-${crypto.randomUUID()}`;
    const db = await openUserDatabase(userId);
    await syncedTable(db, 'students').put({ id: 's1', version: 3, phone: '000' });
    const first = await runCommand(db, userId, update, { id: 's1', changes: { phone: '1' } });
    const second = await runCommand(db, userId, update, { id: 's1', changes: { phone: '2' } });
    await db.outbox.update(second.id, { state: 'sending' });
    const copy = new DeviceCopy();
    copy.keepOutbox(await db.outbox.toArray());
    copy.keepDraft(await saveDraft(db, 'student:s1', { preferredName: 'Typed' }, NOW));
    const shown = await syncedTable(db, 'students').get('s1');
    if (shown) copy.keepRecord('students', shown);

    // Deleted under the page: Dexie closes and, on the next use, opens a new, empty store.
    await deleteUserDatabase(userId);
    const fresh = await openUserDatabase(userId);
    expect(await fresh.outbox.count()).toBe(0);

    expect(await copy.restoreInto(fresh)).toEqual({ entries: 2, drafts: 1 });
    const restored = await fresh.outbox.orderBy('createdAt').toArray();
    // Same ids (the Idempotency-Keys), so an entry the server did receive is not applied twice.
    expect(restored.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(restored.map((entry) => entry.state)).toEqual(['pending', 'pending']);
    expect(await fresh.drafts.get('student:s1')).toMatchObject({
      values: { preferredName: 'Typed' },
    });
    // The record its form shows is back too (until the sync brings the server's).
    expect(await syncedTable(fresh, 'students').get('s1')).toEqual(shown);
    fresh.close();
  });

  it('never overwrites what the store holds, and forgets sent entries and discarded drafts', async () => {
    const userId = `lost-${crypto.randomUUID()}`;
    const db = await openUserDatabase(userId);
    await syncedTable(db, 'students').put({ id: 's1', version: 3, phone: '000' });
    const sent = await runCommand(db, userId, update, { id: 's1', changes: { phone: '1' } });
    const waiting = await runCommand(db, userId, update, { id: 's1', changes: { phone: '2' } });
    const copy = new DeviceCopy();
    copy.keepOutbox(await db.outbox.toArray());
    copy.keepDraft({ key: 'a', values: { x: 1 }, savedAt: NOW.toISOString() });
    copy.forgetDraft('a');
    // The first entry was sent (done entries leave the outbox): the next refresh drops it.
    await db.outbox.delete(sent.id);
    copy.keepOutbox(await db.outbox.toArray());
    await db.outbox.update(waiting.id, { state: 'rejected' });

    expect(await copy.restoreInto(db)).toEqual({ entries: 0, drafts: 0 });
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.state])).toEqual([
      [waiting.id, 'rejected'],
    ]);
    db.close();
  });
});

describe('watching the store', () => {
  it('tells a deletion from elsewhere, and then the re-opened store takes what the page held', async () => {
    const userId = `watched-${crypto.randomUUID()}`;
    const db = await openUserDatabase(userId);
    await syncedTable(db, 'students').put({ id: 's1', version: 3, phone: '000' });
    const copy = new DeviceCopy();
    copy.keepEntry(await runCommand(db, userId, update, { id: 's1', changes: { phone: '1' } }));
    let losses = 0;
    const stop = watchStoreLoss(db, () => {
      losses += 1;
    });
    // Another connection (a tab, "clear site data") deletes it while this one is open.
    await deleteUserDatabase(userId);
    expect(losses).toBe(1);
    await db.open();
    expect(await db.outbox.count()).toBe(0);
    await copy.restoreInto(db);
    expect(await db.outbox.count()).toBe(1);
    // Closing it on purpose is not a loss.
    stop();
    db.close();
    expect(losses).toBe(1);
  });

  it('writes the drafts the page holds over older stored ones', async () => {
    const db = await openUserDatabase(`drafts-${crypto.randomUUID()}`);
    await saveDraft(db, 'k', { name: 'old' }, NOW);
    const copy = new DeviceCopy();
    copy.keepDraft({ key: 'k', values: { name: 'newer' }, savedAt: NOW.toISOString() });
    expect(await saveHeldDrafts(db, copy)).toBe(1);
    expect((await db.drafts.get('k'))?.values).toEqual({ name: 'newer' });
    db.close();
  });
});

describe('a full device', () => {
  it('is told from other failures, also when Dexie wraps the browser error', () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    const wrapped = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: { name: 'QuotaExceededError' },
    });
    expect(isStorageFull(wrapped)).toBe(true);
    expect(isStorageFull(new Error('x', { cause: wrapped }))).toBe(true);
    expect(isStorageFull(new DOMException('closed', 'DatabaseClosedError'))).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });

  it('exports the change it could not queue with the queued ones', async () => {
    const db = await openUserDatabase(`full-${crypto.randomUUID()}`);
    await syncedTable(db, 'students').put({ id: 's1', version: 3, phone: '000' });
    const queued = await runCommand(db, 'u1', update, { id: 's1', changes: { phone: '1' } });
    const notQueued = { ...queued, id: 'not-queued', body: { changes: { phone: '2' } } };
    const parsed = JSON.parse(
      await exportUnsent(db, NOW, [{ label: 'Student — s1: phone', entry: notQueued }]),
    );
    expect(parsed).toMatchObject({ count: 2, exportedAt: NOW.toISOString() });
    expect(parsed.entries.map((entry: { id: string }) => entry.id)).toEqual([queued.id]);
    expect(parsed.notQueued).toEqual([{ label: 'Student — s1: phone', entry: notQueued }]);
    // Without a store to read, the page's copy makes the same document.
    expect(JSON.parse(unsentDocument(db.name, [queued], NOW)).entries).toEqual([queued]);
    db.close();
  });

  it('"Send it now" sends the change with its key and keeps what the server did not take', async () => {
    const entry = (id: string, phone: string) => ({
      id,
      userId: 'u1',
      command: 'students.update',
      label: `Student — ${id}: phone`,
      method: 'PATCH' as const,
      path: `/api/students/${id}`,
      body: { changes: { phone } },
      entity: 'students' as const,
      recordId: id,
      baseVersion: 3,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      state: 'pending' as const,
      attempts: 0,
    });
    const sent: BatchOperation[] = [];
    const outcome = await sendUnqueued(
      [
        { label: 'a', entry: entry('s1', '1') },
        { label: 'b', entry: entry('s2', '2') },
      ],
      async (operations) => {
        sent.push(...operations);
        return [
          { status: 200, body: { id: 's1', version: 4 } },
          { status: 422, body: { message: 'Phone is not valid' } },
        ];
      },
    );
    expect(sent.map((operation) => [operation.idempotencyKey, operation.ifMatch])).toEqual([
      ['s1', 3],
      ['s2', 3],
    ]);
    expect(outcome.sent.map((change) => change.label)).toEqual(['a']);
    expect(outcome.left.map((change) => change.label)).toEqual(['b']);
    expect(outcome.message).toBe('Phone is not valid');
  });
});
