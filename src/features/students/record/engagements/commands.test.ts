import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CommandValidationError, runCommand } from '../../../../offline/commands';
import { conflictRows, resolveConflict } from '../../../../offline/conflict';
import { type CollegiumDb, openUserDatabase, syncedTable } from '../../../../offline/database';
import { changeEngagementStatus } from './commands';

const who = { by: 'u1', byName: 'Rose Registrar', at: '2026-11-22T06:00:00.000Z' };
const NOW = new Date(who.at);
const earlier = {
  from: 'Starting',
  to: 'Current',
  reason: 'Began',
  date: '2025-09-01',
  by: 'u0',
  at: '2025-09-01T09:00:00.000Z',
};

async function withEngagement(): Promise<CollegiumDb> {
  const db = await openUserDatabase(`engagement-${crypto.randomUUID()}`);
  await syncedTable(db, 'engagements').put({
    id: 'e1',
    version: 4,
    studentId: 's1',
    code: 'E1',
    programmeCode: 'BA',
    status: 'Current',
    startDate: '2025-09-01',
    statusHistory: [earlier],
  });
  return db;
}

const toIoS = {
  id: 'e1',
  label: 'Ada Lovelace, BA',
  status: 'IoS' as const,
  reason: 'Long illness',
  date: '2026-11-20',
  interruptionCategory: '04',
  ...who,
};

describe('engagements.changeStatus', () => {
  it('queues the change with the version and the status this device saw, and shows it at once', async () => {
    const db = await withEngagement();
    const entry = await runCommand(db, 'u1', changeEngagementStatus, toIoS, {
      now: NOW,
      baseVersion: 4,
    });
    expect(entry).toMatchObject({
      command: 'engagements.changeStatus',
      label: 'Engagement — Ada Lovelace, BA: IoS',
      method: 'POST',
      path: '/api/engagements/e1/status',
      baseVersion: 4,
      entity: 'engagements',
      recordId: 'e1',
      body: {
        status: 'IoS',
        reason: 'Long illness',
        date: '2026-11-20',
        interruptionCategory: '04',
        base: { status: 'Current' },
      },
      patch: { status: 'IoS' },
      baseAt: [],
      state: 'pending',
    });
    const row = await db.engagements.get('e1');
    expect(row?.status).toBe('IoS');
    expect(row?.statusHistory).toEqual([
      earlier,
      {
        from: 'Current',
        to: 'IoS',
        reason: 'Long illness',
        date: '2026-11-20',
        category: '04',
        ...who,
      },
    ]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends no category for another status', async () => {
    const db = await withEngagement();
    const { interruptionCategory: _, ...rest } = toIoS;
    const entry = await runCommand(db, 'u1', changeEngagementStatus, {
      ...rest,
      status: 'Withdrawn',
    });
    expect(entry.body).toEqual({
      status: 'Withdrawn',
      reason: 'Long illness',
      date: '2026-11-20',
      base: { status: 'Current' },
    });
    expect((await db.engagements.get('e1'))?.statusHistory?.at(-1)).not.toHaveProperty('category');
  });

  it.each([
    ['IoS without a category', { interruptionCategory: undefined }, 'interruptionCategory'],
    ['a category for Withdrawn', { status: 'Withdrawn' as const }, 'interruptionCategory'],
    ['no reason', { reason: ' ' }, 'reason'],
    ['a date not YYYY-MM-DD', { date: '20/11/2026' }, 'date'],
  ])('refuses %s, queueing and changing nothing', async (_, change, param) => {
    const db = await withEngagement();
    const run = runCommand(db, 'u1', changeEngagementStatus, { ...toIoS, ...change });
    await expect(run).rejects.toBeInstanceOf(CommandValidationError);
    await run.catch((error: CommandValidationError) =>
      expect(error.details.map((detail) => detail.param)).toContain(param),
    );
    expect(await db.outbox.count()).toBe(0);
    expect((await db.engagements.get('e1'))?.status).toBe('Current');
  });
});

describe('a stale status change', () => {
  it('compares my status with theirs, and keeping mine resends it on their version', async () => {
    const db = await withEngagement();
    const entry = await runCommand(db, 'u1', changeEngagementStatus, toIoS, { baseVersion: 4 });
    const server = { id: 'e1', version: 6, status: 'Withdrawn', statusHistory: [] };
    const conflict = { ...entry, state: 'conflict' as const, serverRecord: server };
    expect(conflictRows(conflict)).toEqual({
      rows: [{ field: 'status', mine: 'IoS', theirs: 'Withdrawn' }],
      perField: false,
    });
    const resolution = resolveConflict(conflict, 'mine');
    expect(resolution).toMatchObject({
      action: 'requeue',
      entry: { baseVersion: 6, body: { status: 'IoS', base: { status: 'Withdrawn' } } },
    });
  });
});
