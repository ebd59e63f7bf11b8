import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../offline/commands';
import { openUserDatabase } from '../../offline/database';
import { logLeadActivity, moveLeadStage, takeLeadOwnership } from './commands';

const lead = {
  id: 'lead-001',
  version: 3,
  name: 'Ann',
  lastName: 'Smith',
  stage: 'Initial contact made' as const,
  hubId: 'hub-1',
};

async function freshDb() {
  const db = await openUserDatabase(`leads-${crypto.randomUUID()}`);
  await db['potential-students'].put(lead);
  return db;
}

describe('leads.moveStage', () => {
  it('queues a PATCH of the stage based on the stage and version seen, and shows it at once', async () => {
    const db = await freshDb();
    const entry = await runCommand(db, 'u1', moveLeadStage, {
      id: 'lead-001',
      name: 'Ann Smith',
      stage: 'Engaged with HD/PD',
    });
    expect(entry).toMatchObject({
      command: 'leads.moveStage',
      method: 'PATCH',
      path: '/api/potential-students/lead-001',
      body: { changes: { stage: 'Engaged with HD/PD' }, base: { stage: 'Initial contact made' } },
      baseVersion: 3,
      label: 'Potential student — Ann Smith: moved to Engaged with HD/PD',
      entity: 'potential-students',
      recordId: 'lead-001',
    });
    expect(await db['potential-students'].get('lead-001')).toMatchObject({
      stage: 'Engaged with HD/PD',
      version: 3,
    });
    // The move logs nothing on the device: the server writes the Stage change activity.
    expect(await db['lead-activities'].count()).toBe(0);
  });

  it('refuses a stage that is not one of §4’s and queues nothing', async () => {
    const db = await freshDb();
    await expect(
      runCommand(db, 'u1', moveLeadStage, {
        id: 'lead-001',
        name: 'Ann Smith',
        stage: 'Hot lead',
      }),
    ).rejects.toThrow('Choose one of the stages');
    expect(await db.outbox.count()).toBe(0);
    expect((await db['potential-students'].get('lead-001'))?.stage).toBe('Initial contact made');
  });
});

describe('leads.logActivity', () => {
  const activity = {
    id: 'activity-1',
    potentialStudentId: 'lead-001',
    leadName: 'Ann Smith',
    kind: 'Call' as const,
    on: '2026-10-01',
    summary: '  Talked about the open night  ',
    authorName: 'Harriet Dunmore',
  };

  it('queues one POST without the author, and shows the activity at once', async () => {
    const db = await freshDb();
    const entry = await runCommand(db, 'u1', logLeadActivity, activity);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/lead-activities',
      body: {
        id: 'activity-1',
        potentialStudentId: 'lead-001',
        kind: 'Call',
        on: '2026-10-01',
        summary: 'Talked about the open night',
      },
      label: 'Call with Ann Smith',
    });
    expect(entry.body).not.toHaveProperty('authorName');
    const stored = await db['lead-activities']
      .where('potentialStudentId')
      .equals('lead-001')
      .toArray();
    expect(stored).toEqual([
      expect.objectContaining({ id: 'activity-1', version: 0, authorName: 'Harriet Dunmore' }),
    ]);
  });

  it('refuses a Stage change logged by hand, and an empty summary', async () => {
    const db = await freshDb();
    await expect(
      runCommand(db, 'u1', logLeadActivity, { ...activity, kind: 'Stage change' }),
    ).rejects.toThrow('Choose what kind of activity it was');
    await expect(
      runCommand(db, 'u1', logLeadActivity, { ...activity, summary: ' ' }),
    ).rejects.toThrow('Write what happened');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('leads.takeOwnership', () => {
  it('queues a PATCH of the owner based on the owner seen, and shows the new owner at once', async () => {
    const db = await freshDb();
    const entry = await runCommand(db, 'user-hd', takeLeadOwnership, {
      id: 'lead-001',
      name: 'Ann Smith',
      ownerId: 'user-hd',
      ownerName: 'Harriet Dunmore',
    });
    expect(entry).toMatchObject({
      command: 'leads.takeOwnership',
      method: 'PATCH',
      path: '/api/potential-students/lead-001',
      body: { changes: { ownerId: 'user-hd' }, base: { ownerId: null } },
      baseVersion: 3,
      label: 'Potential student — Ann Smith: followed up by Harriet Dunmore',
    });
    expect(await db['potential-students'].get('lead-001')).toMatchObject({
      ownerId: 'user-hd',
      ownerName: 'Harriet Dunmore',
      stage: 'Initial contact made',
    });
  });
});
