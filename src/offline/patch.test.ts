import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand, runCommand } from './commands';
import { applyConflictResolution, conflictRows, resolveConflict } from './conflict';
import { openUserDatabase, syncedTable } from './database';
import { overlayQueued, restoreAfterDiscard } from './local-records';
import type { OutboxEntry, SyncedRecord } from './types';
import { mergePatch, valueAt } from './values';

const NOW = new Date('2026-11-22T06:00:00.000Z');

// A command shaped like applications.reviewSection: a POST whose local change is a patch of a
// nested section, and whose base is the section as the device saw it.
const review = defineCommand<{ id: string; section: string; outcome: string }>({
  name: 'things.review',
  schema: z.object({ id: z.string(), section: z.string(), outcome: z.string() }),
  label: (input) => `Review ${input.section}`,
  method: 'POST',
  path: (input) => `/api/applications/${input.id}/review`,
  body: (input, context) => ({ section: input.section, outcome: input.outcome, ...context }),
  entity: 'applications',
  recordId: (input) => input.id,
  baseOf: (row, input) => {
    const seen = valueAt(row, ['sections', input.section]) as { outcome?: string } | undefined;
    return { outcome: seen?.outcome ?? null, comment: null };
  },
  patch: (input) => ({ sections: { [input.section]: { outcome: input.outcome } } }),
  baseAt: (input) => ['sections', input.section],
  apply: async (db, input) => {
    const row = await db.applications.get(input.id);
    if (row) {
      await syncedTable(db, 'applications').put({
        ...row,
        ...mergePatch(row, { sections: { [input.section]: { outcome: input.outcome } } }),
      });
    }
  },
});

describe('mergePatch and valueAt', () => {
  it('merges plain objects key by key and replaces everything else', () => {
    const target = { a: { b: 1, c: [1] }, d: 'x' };
    expect(mergePatch(target, { a: { c: [2], e: null }, d: { f: 1 } })).toEqual({
      a: { b: 1, c: [2], e: null },
      d: { f: 1 },
    });
    expect(target).toEqual({ a: { b: 1, c: [1] }, d: 'x' });
  });
  it('reads a nested value, undefined when a step is missing', () => {
    expect(valueAt({ a: { b: 2 } }, ['a', 'b'])).toBe(2);
    expect(valueAt({ a: 3 }, ['a', 'b'])).toBeUndefined();
    expect(valueAt(undefined, [])).toBeUndefined();
  });
});

describe('commands with a patch and a base path', () => {
  it('queue the patch and the base path, and overlay the patch on the server copy', async () => {
    const db = await openUserDatabase(`patch-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put({
      id: 'a1',
      version: 2,
      sections: { eligibility: {} },
    });
    const entry = await runCommand(
      db,
      'u1',
      review,
      { id: 'a1', section: 'finances', outcome: 'Accepted' },
      {
        now: NOW,
      },
    );
    expect(entry.patch).toEqual({ sections: { finances: { outcome: 'Accepted' } } });
    expect(entry.baseAt).toEqual(['sections', 'finances']);
    expect(entry.body).toEqual({
      section: 'finances',
      outcome: 'Accepted',
      base: { outcome: null, comment: null },
    });
    const server: SyncedRecord = {
      id: 'a1',
      version: 3,
      sections: { eligibility: { outcome: 'Accepted' } },
    };
    expect(overlayQueued(server, [entry])).toEqual({
      id: 'a1',
      version: 3,
      sections: { eligibility: { outcome: 'Accepted' }, finances: { outcome: 'Accepted' } },
    });
  });
});

describe('resolving a conflict of a command with a base path', () => {
  const theirs: SyncedRecord = {
    id: 'a1',
    version: 4,
    sections: { finances: { outcome: 'Insufficient finances', comment: 'No budget' } },
  };
  const conflicted: OutboxEntry = {
    id: 'e1',
    userId: 'u1',
    command: 'applications.reviewSection',
    label: 'Review finances',
    method: 'POST',
    path: '/api/applications/a1/review',
    body: { section: 'finances', outcome: 'Accepted', base: { outcome: null, comment: null } },
    entity: 'applications',
    recordId: 'a1',
    base: { outcome: null, comment: null },
    patch: { sections: { finances: { outcome: 'Accepted' } } },
    baseAt: ['sections', 'finances'],
    createdAt: '2026-11-22T05:00:00.000Z',
    updatedAt: '2026-11-22T05:00:00.000Z',
    state: 'conflict',
    attempts: 1,
    serverRecord: theirs,
  };

  it('"keep mine" resends with their section as the base', () => {
    const resolution = resolveConflict(conflicted, 'mine', NOW);
    expect(resolution.action).toBe('requeue');
    if (resolution.action !== 'requeue') return;
    const base = { outcome: 'Insufficient finances', comment: 'No budget' };
    expect(resolution.entry.base).toEqual(base);
    expect(resolution.entry.body).toEqual({ section: 'finances', outcome: 'Accepted', base });
    expect(resolution.entry.id).not.toBe('e1');
    expect(resolution.entry.state).toBe('pending');
  });

  it('"keep mine" without their section sends an empty base', () => {
    const resolution = resolveConflict(
      { ...conflicted, serverRecord: { id: 'a1', version: 4, sections: {} } },
      'mine',
    );
    if (resolution.action !== 'requeue') throw new Error('expected a requeue');
    expect(resolution.entry.base).toEqual({ outcome: null, comment: null });
  });

  it('leaves the body alone when the entry has no base path or no base', () => {
    const { baseAt: _path, ...withoutPath } = conflicted;
    const plain = resolveConflict(withoutPath, 'mine');
    if (plain.action !== 'requeue') throw new Error('expected a requeue');
    expect(plain.entry.body).toEqual(conflicted.body);
    const noBase = resolveConflict({ ...conflicted, body: { section: 'finances' } }, 'mine');
    if (noBase.action !== 'requeue') throw new Error('expected a requeue');
    expect(noBase.entry.body).toEqual({ section: 'finances' });
  });

  it('"keep mine" shows my outcome on their record; "take theirs" shows theirs', async () => {
    const db = await openUserDatabase(`patch-${crypto.randomUUID()}`);
    await db.outbox.add(conflicted);
    await applyConflictResolution(db, conflicted, 'mine', NOW);
    expect((await db.applications.get('a1'))?.sections).toEqual({
      finances: { outcome: 'Accepted', comment: 'No budget' },
    });
    const [requeued] = await db.outbox.toArray();
    if (!requeued) throw new Error('expected the requeued entry');
    await db.outbox.put({ ...requeued, state: 'conflict', serverRecord: theirs });
    await applyConflictResolution(db, { ...requeued, state: 'conflict' }, 'theirs', NOW);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.applications.get('a1'))?.sections).toEqual(theirs.sections);
  });
});

describe('conflictRows', () => {
  const server: SyncedRecord = {
    id: 'a1',
    version: 4,
    lastName: 'Theirs',
    sections: { finances: { outcome: 'Insufficient finances', comment: 'No budget' } },
  };
  const entry: OutboxEntry = {
    id: 'e1',
    userId: 'u1',
    command: 'applications.reviewSection',
    label: 'Review finances',
    method: 'POST',
    path: '/api/applications/a1/review',
    body: { section: 'finances', outcome: 'Accepted', base: { outcome: null, comment: null } },
    entity: 'applications',
    recordId: 'a1',
    baseAt: ['sections', 'finances'],
    createdAt: '2026-11-22T05:00:00.000Z',
    updatedAt: '2026-11-22T05:00:00.000Z',
    state: 'conflict',
    attempts: 1,
    serverRecord: server,
  };
  it("compares a base path's fields, resolved as a whole", () => {
    expect(conflictRows(entry)).toEqual({
      rows: [
        { field: 'outcome', mine: 'Accepted', theirs: 'Insufficient finances' },
        { field: 'comment', mine: undefined, theirs: 'No budget' },
      ],
      perField: false,
    });
    expect(conflictRows({ ...entry, baseAt: undefined, body: 'odd' }).rows).toEqual([]);
    expect(conflictRows({ ...entry, baseAt: ['nowhere'] }).rows[0]?.theirs).toBeUndefined();
  });
  it('compares the changed fields of a PATCH, each resolvable', () => {
    const patch = { ...entry, body: { changes: { lastName: 'Mine' }, base: { lastName: 'Old' } } };
    expect(conflictRows(patch)).toEqual({
      rows: [{ field: 'lastName', mine: 'Mine', theirs: 'Theirs' }],
      perField: true,
    });
    expect(conflictRows({ ...patch, serverRecord: undefined }).rows[0]?.theirs).toBeUndefined();
  });
});

describe('discarding a refused command with a patch', () => {
  const refused: OutboxEntry = {
    id: 'e9',
    userId: 'u1',
    command: 'applications.reviewSection',
    label: 'Review finances',
    method: 'POST',
    path: '/api/applications/a1/review',
    body: {
      section: 'finances',
      outcome: 'Accepted',
      base: { outcome: 'Rejected', comment: null },
    },
    entity: 'applications',
    recordId: 'a1',
    base: { outcome: 'Rejected', comment: null },
    patch: { sections: { finances: { outcome: 'Accepted' } } },
    baseAt: ['sections', 'finances'],
    createdAt: '2026-11-22T05:00:00.000Z',
    updatedAt: '2026-11-22T05:00:00.000Z',
    state: 'rejected',
    attempts: 1,
  };
  it('puts the base back at its path and keeps the record (it is not a create)', async () => {
    const db = await openUserDatabase(`patch-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put({
      id: 'a1',
      version: 3,
      sections: { finances: { outcome: 'Accepted', reviewedBy: 'u1' } },
    });
    await restoreAfterDiscard(db, refused);
    expect(await db.applications.get('a1')).toEqual({
      id: 'a1',
      version: 3,
      sections: { finances: { outcome: 'Rejected', comment: null, reviewedBy: 'u1' } },
    });
  });
  it('leaves the record as it is without a base path, or when it is not on the device', async () => {
    const db = await openUserDatabase(`patch-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put({ id: 'a1', version: 3, status: 'Approved' });
    await restoreAfterDiscard(db, { ...refused, baseAt: undefined });
    expect(await db.applications.get('a1')).toEqual({ id: 'a1', version: 3, status: 'Approved' });
    await restoreAfterDiscard(db, { ...refused, recordId: 'zz' });
    expect(await db.applications.get('zz')).toBeUndefined();
  });
});
