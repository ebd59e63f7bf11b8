import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../offline/commands';
import { applyConflictResolution } from '../../../offline/conflict';
import { openUserDatabase, syncedTable } from '../../../offline/database';
import type { OutboxEntry, SyncedRecord } from '../../../offline/types';
import { recordDeposit, setApplicationStatus } from './commands';
import { myDecision, refusedDecisions, theirStatus, whyNotAgain } from './decision-conflict';

const entry = (fields: Partial<OutboxEntry>): OutboxEntry => ({
  id: crypto.randomUUID(),
  userId: 'u1',
  command: 'applications.setStatus',
  label: 'Application — Ada: Approved',
  method: 'POST',
  path: '/api/applications/a1/status',
  createdAt: '2026-11-22T06:00:00.000Z',
  updatedAt: '2026-11-22T06:00:00.000Z',
  state: 'conflict',
  attempts: 1,
  ...fields,
});

const record = (fields: Record<string, unknown>): SyncedRecord => ({
  id: 'a1',
  version: 7,
  ...fields,
});

const deposit = { kind: 'deposit', amountPence: 25000, paidOn: '2026-11-20' } as const;

describe('myDecision', () => {
  it('reads back a status change with its reason, or without one', () => {
    const body = { status: 'Deferred (to future year)', reason: 'Visa', base: { status: 'x' } };
    expect(myDecision(entry({ body }))).toEqual({
      kind: 'status',
      status: 'Deferred (to future year)',
      reason: 'Visa',
    });
    expect(myDecision(entry({ body: { status: 'Approved' } }))).toEqual({
      kind: 'status',
      status: 'Approved',
      reason: null,
    });
  });

  it('reads back a deposit', () => {
    const body = { amountPence: 25000, paidOn: '2026-11-20', reference: 'BACS 4471' };
    expect(myDecision(entry({ command: 'applications.recordDeposit', body }))).toEqual({
      kind: 'deposit',
      ...body,
    });
  });

  it('is undefined for other commands and bodies it cannot read', () => {
    expect(myDecision(entry({ command: 'applications.reviewSection', body: {} }))).toBeUndefined();
    expect(myDecision(entry({ body: { reason: 'no status' } }))).toBeUndefined();
    expect(
      myDecision(entry({ command: 'applications.recordDeposit', body: { amountPence: -1 } })),
    ).toBeUndefined();
  });
});

describe('refusedDecisions', () => {
  it('keeps the status changes and deposits in conflict or refused, in order', () => {
    const conflict = entry({ body: { status: 'Approved' } });
    const rejected = entry({
      command: 'applications.recordDeposit',
      state: 'rejected',
      body: { amountPence: 100, paidOn: '2026-11-20' },
    });
    const waiting = entry({ state: 'pending', body: { status: 'Approved' } });
    const review = entry({ command: 'applications.reviewSection', body: { section: 'finances' } });
    expect(refusedDecisions([conflict, waiting, review, rejected])).toEqual([conflict, rejected]);
  });
});

describe('theirStatus', () => {
  it('names who set the status, when and why, from the last status line', () => {
    const history = [
      { kind: 'status', status: 'Place offered', at: '2026-11-01T10:00:00Z', byName: 'Rachel' },
      { kind: 'review', section: 'finances', outcome: 'Accepted' },
      {
        kind: 'status',
        status: 'Deferred (to future year)',
        at: '2026-11-21T09:00:00Z',
        by: 'user-admin',
        byName: 'Alex Morgan',
        reason: 'Visa not yet granted',
      },
    ];
    expect(theirStatus(record({ status: 'Deferred (to future year)', history }))).toEqual({
      status: 'Deferred (to future year)',
      byName: 'Alex Morgan',
      at: '2026-11-21T09:00:00Z',
      reason: 'Visa not yet granted',
    });
  });

  it('gives the status alone when its line is missing or names another status', () => {
    expect(theirStatus(record({ status: 'Approved' }))).toEqual({ status: 'Approved' });
    const history = [{ kind: 'status', status: 'Approved', by: 'user-admin', reason: null }];
    expect(theirStatus(record({ status: 'Approved', history }))).toEqual({
      status: 'Approved',
      byName: 'user-admin',
    });
    expect(theirStatus(record({ status: 'Place offered', history }))).toEqual({
      status: 'Place offered',
    });
    expect(theirStatus(undefined)).toBeUndefined();
    expect(theirStatus(record({}))).toBeUndefined();
  });
});

describe('whyNotAgain', () => {
  it('lets a status change go again on any status', () => {
    const mine = { kind: 'status', status: 'Approved', reason: null } as const;
    expect(whyNotAgain(mine, record({ status: 'Confirmed (deposit paid)' }), true)).toBeUndefined();
  });

  it('stops a deposit on a confirmed place or a place not offered', () => {
    expect(whyNotAgain(deposit, record({ status: 'Confirmed (deposit paid)' }), true)).toBe(
      'The place is already confirmed: its deposit is recorded.',
    );
    expect(whyNotAgain(deposit, record({ status: 'Place offered', studentId: 's1' }), true)).toBe(
      'The place is already confirmed: its deposit is recorded.',
    );
    expect(whyNotAgain(deposit, record({ status: 'Application on hold' }), true)).toBe(
      'A deposit confirms an offered or accepted place, and this application is now Application on hold.',
    );
    expect(whyNotAgain(deposit, record({}), true)).toMatch(/now without a status\.$/);
  });

  it('stops a deposit while a condition is unmet, when conditional offers are on', () => {
    const conditions = [
      { id: 'c1', text: 'Degree certificate', met: false },
      { id: 'c2', text: 'DBS check', met: true },
    ];
    const offered = record({ status: 'Place accepted', conditions });
    expect(whyNotAgain(deposit, offered, true)).toBe(
      "The offer's conditions are not all met: Degree certificate.",
    );
    expect(whyNotAgain(deposit, offered, false)).toBeUndefined();
    expect(whyNotAgain(deposit, undefined, true)).toBeUndefined();
  });
});

describe('applying a refused status change again', () => {
  it('sends it on their status and version, with my reason', async () => {
    const db = await openUserDatabase(`decision-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put(record({ version: 5, status: 'Under review' }));
    const queued = await runCommand(db, 'u1', setApplicationStatus, {
      id: 'a1',
      applicant: 'Ada',
      status: 'Deferred (to future year)',
      reason: 'Visa not yet granted',
    });
    const theirs = record({ version: 6, status: 'Place offered' });
    const conflict: OutboxEntry = { ...queued, state: 'conflict', serverRecord: theirs };
    await db.outbox.put(conflict);
    const resolution = await applyConflictResolution(db, conflict, 'mine');
    expect(resolution?.action).toBe('requeue');
    const [requeued] = await db.outbox.toArray();
    expect(requeued).toMatchObject({
      state: 'pending',
      baseVersion: 6,
      body: {
        status: 'Deferred (to future year)',
        reason: 'Visa not yet granted',
        base: { status: 'Place offered' },
      },
    });
    expect((await db.applications.get('a1'))?.status).toBe('Deferred (to future year)');
  });

  it('resends a deposit whole, on their version', async () => {
    const db = await openUserDatabase(`decision-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put(record({ version: 5, status: 'Place offered' }));
    const queued = await runCommand(db, 'u1', recordDeposit, {
      id: 'a1',
      applicant: 'Ada',
      deposit: { amountPence: 25000, paidOn: '2026-11-20' },
    });
    const conflict: OutboxEntry = {
      ...queued,
      state: 'conflict',
      serverRecord: record({ version: 8, status: 'Place accepted' }),
    };
    await db.outbox.put(conflict);
    await applyConflictResolution(db, conflict, 'mine');
    const [requeued] = await db.outbox.toArray();
    expect(requeued).toMatchObject({
      baseVersion: 8,
      body: { amountPence: 25000, paidOn: '2026-11-20' },
    });
  });
});
