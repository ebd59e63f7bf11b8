import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../offline/commands';
import { openUserDatabase, syncedTable } from '../../../offline/database';
import { inviteReferee, resendInvitation, translateReference } from './commands';

describe('reference commands', () => {
  it('queues an invitation with only the body the server takes; refuses a bad email', async () => {
    const db = await openUserDatabase(`refs-${crypto.randomUUID()}`);
    const entry = await runCommand(db, 'u1', inviteReferee, {
      id: 'app-1',
      applicant: 'Ada Lovelace',
      kind: 'reference',
      refereeName: 'Canon Mark Ellis',
      refereeEmail: 'mark@example.org',
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/applications/app-1/reference-invitations',
      body: {
        kind: 'reference',
        refereeName: 'Canon Mark Ellis',
        refereeEmail: 'mark@example.org',
      },
      label: 'Application — Ada Lovelace: invite Canon Mark Ellis',
    });
    await expect(
      runCommand(db, 'u1', inviteReferee, {
        id: 'app-1',
        applicant: 'Ada Lovelace',
        kind: 'reference',
        refereeName: 'X',
        refereeEmail: 'not an email',
      }),
    ).rejects.toThrow('Please give a valid email address');
  });

  it('puts the translation on the one reference at once and queues the PUT with If-Match', async () => {
    const db = await openUserDatabase(`refs-${crypto.randomUUID()}`);
    await syncedTable(db, 'applications').put({
      id: 'app-1',
      version: 4,
      references: [
        { invitationId: 'i1', refereeName: 'A', translation: null },
        { invitationId: 'i2', refereeName: 'B', translation: null },
      ],
    });
    const entry = await runCommand(db, 'u1', translateReference, {
      id: 'app-1',
      applicant: 'Ada Lovelace',
      invitationId: 'i2',
      list: 'references',
      translation: 'He has served faithfully for ten years.',
    });
    expect(entry).toMatchObject({
      method: 'PUT',
      path: '/api/applications/app-1/references/i2/translation',
      body: { translation: 'He has served faithfully for ten years.' },
      baseVersion: 4,
    });
    const row = await db.applications.get('app-1');
    expect(row?.references).toEqual([
      { invitationId: 'i1', refereeName: 'A', translation: null },
      {
        invitationId: 'i2',
        refereeName: 'B',
        translation: 'He has served faithfully for ten years.',
      },
    ]);
  });

  it('queues a resend of one invitation, without a body', async () => {
    const db = await openUserDatabase(`refs-${crypto.randomUUID()}`);
    const entry = await runCommand(db, 'u1', resendInvitation, {
      id: 'app 1',
      applicant: 'Ada Lovelace',
      invitationId: 'i/2',
      refereeName: 'Canon Mark Ellis',
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/applications/app%201/reference-invitations/i%2F2/resend',
      label: 'Application — Ada Lovelace: send Canon Mark Ellis a new link',
      recordId: 'app 1',
    });
    expect(entry.body).toBeUndefined();
  });
});
