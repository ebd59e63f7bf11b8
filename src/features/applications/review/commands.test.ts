import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { quickAcceptReviews, sectionReview } from '../../../domain/applications/review-commands';
import { CommandValidationError, runCommand } from '../../../offline/commands';
import { type CollegiumDb, openUserDatabase, syncedTable } from '../../../offline/database';
import {
  quickAcceptApplication,
  recordDeposit,
  reviewSection,
  setApplicationStatus,
  setConditions,
} from './commands';

const who = { by: 'u1', byName: 'Harriet Dunmore', at: '2026-11-22T06:00:00.000Z' };
const NOW = new Date(who.at);

async function withApplication(): Promise<CollegiumDb> {
  const db = await openUserDatabase(`review-${crypto.randomUUID()}`);
  await syncedTable(db, 'applications').put({
    id: 'a1',
    version: 5,
    status: 'Under review',
    sections: { finances: { outcome: 'Accepted', comment: 'Fine', reviewedBy: 'x' } },
  });
  return db;
}

describe('applications.reviewSection', () => {
  it('sends the section as the device saw it as the base, and shows mine at once', async () => {
    const db = await withApplication();
    const entry = await runCommand(
      db,
      'u1',
      reviewSection,
      {
        id: 'a1',
        applicant: 'Ada Lovelace',
        section: 'finances',
        outcome: 'Insufficient finances',
        comment: 'No budget',
        ...who,
      },
      { now: NOW },
    );
    expect(entry).toMatchObject({
      command: 'applications.reviewSection',
      label: 'Application — Ada Lovelace: Finances insufficient finances',
      method: 'POST',
      path: '/api/applications/a1/review',
      body: {
        section: 'finances',
        outcome: 'Insufficient finances',
        comment: 'No budget',
        base: { outcome: 'Accepted', comment: 'Fine' },
      },
      baseAt: ['sections', 'finances'],
    });
    expect((await db.applications.get('a1'))?.sections).toEqual({
      finances: {
        outcome: 'Insufficient finances',
        comment: 'No budget',
        reviewedBy: 'u1',
        reviewedByName: 'Harriet Dunmore',
        reviewedAt: who.at,
      },
    });
  });

  it('sends an empty base for a section not yet reviewed, and no empty comment', async () => {
    const db = await withApplication();
    const entry = await runCommand(db, 'u1', reviewSection, {
      id: 'a1',
      applicant: 'Ada Lovelace',
      section: 'eligibility',
      outcome: 'Accepted',
      comment: '',
      ...who,
    });
    expect(entry.body).toEqual({
      section: 'eligibility',
      outcome: 'Accepted',
      base: { outcome: null, comment: null },
    });
    // What the server stores for this review, comment null included.
    const sections = (await db.applications.get('a1'))?.sections as Record<string, object>;
    expect(sections.eligibility).toEqual(
      sectionReview({ section: 'eligibility', outcome: 'Accepted' }, who),
    );
  });

  it("refuses an outcome that is not the section's, on the outcome", async () => {
    const db = await withApplication();
    const attempt = runCommand(db, 'u1', reviewSection, {
      id: 'a1',
      applicant: 'Ada Lovelace',
      section: 'finances',
      outcome: 'Received',
      comment: '',
      ...who,
    });
    await expect(attempt).rejects.toBeInstanceOf(CommandValidationError);
    await expect(attempt).rejects.toMatchObject({ details: [{ param: 'outcome' }] });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the other decisions', () => {
  it('quick accept accepts or acknowledges the sections not yet reviewed', async () => {
    const db = await withApplication();
    const seen = (await db.applications.get('a1'))?.sections as Record<string, object>;
    const entry = await runCommand(db, 'u1', quickAcceptApplication, {
      id: 'a1',
      applicant: 'Ada Lovelace',
      reviews: quickAcceptReviews(seen, who),
    });
    expect(entry.body).toEqual({});
    const sections = (await db.applications.get('a1'))?.sections as Record<
      string,
      { outcome: string }
    >;
    expect(sections.finances).toEqual(seen.finances);
    expect(sections.eligibility).toEqual({
      outcome: 'Accepted',
      reviewedBy: 'u1',
      reviewedByName: 'Harriet Dunmore',
      reviewedAt: who.at,
    });
    expect(sections.convictions?.outcome).toBe('Acknowledged');
    expect(sections.bursaryApplication).toBeUndefined();
  });

  it('a status change needs a reason for a refusal', async () => {
    const db = await withApplication();
    await expect(
      runCommand(db, 'u1', setApplicationStatus, {
        id: 'a1',
        applicant: 'Ada',
        status: 'Rejected (by the college)',
      }),
    ).rejects.toBeInstanceOf(CommandValidationError);
    const entry = await runCommand(db, 'u1', setApplicationStatus, {
      id: 'a1',
      applicant: 'Ada',
      status: 'Deferred (to future year)',
      reason: 'Next year',
    });
    expect(entry.body).toEqual({
      status: 'Deferred (to future year)',
      reason: 'Next year',
      base: { status: 'Under review' },
    });
    expect(entry).toMatchObject({ base: { status: 'Under review' }, baseAt: [] });
    const offered = await runCommand(db, 'u1', setApplicationStatus, {
      id: 'a1',
      applicant: 'Ada',
      status: 'Place offered',
    });
    // Made on the queued change before it, as this device shows it.
    expect(offered.body).toEqual({
      status: 'Place offered',
      base: { status: 'Deferred (to future year)' },
    });
    expect((await db.applications.get('a1'))?.status).toBe('Place offered');
  });

  it('conditions replace the list; the deposit confirms the place', async () => {
    const db = await withApplication();
    const conditions = await runCommand(db, 'u1', setConditions, {
      id: 'a1',
      applicant: 'Ada',
      conditions: [{ text: 'A-levels', met: false }],
    });
    expect(conditions).toMatchObject({ method: 'PUT', path: '/api/applications/a1/conditions' });
    const deposit = await runCommand(db, 'u1', recordDeposit, {
      id: 'a1',
      applicant: 'Ada',
      deposit: { amountPence: 25000, paidOn: '2026-11-20', reference: 'BACS 12' },
    });
    expect(deposit.label).toBe('Application — Ada: deposit £250.00');
    expect(deposit.body).toEqual({
      amountPence: 25000,
      paidOn: '2026-11-20',
      reference: 'BACS 12',
    });
    expect(await db.applications.get('a1')).toMatchObject({
      status: 'Confirmed (deposit paid)',
      conditions: [{ text: 'A-levels', met: false }],
      deposit: { amountPence: 25000 },
    });
  });

  it('leaves a record that is not on the device alone', async () => {
    const db = await withApplication();
    const entry = await runCommand(db, 'u1', setApplicationStatus, {
      id: 'zz',
      applicant: 'Nobody',
      status: 'Approved',
    });
    expect(entry.body).toEqual({ status: 'Approved' });
    expect(await db.applications.get('zz')).toBeUndefined();
  });
});
