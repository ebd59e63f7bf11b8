import { describe, expect, it } from 'vitest';
import {
  canSendAgain,
  INVITATION_KIND_LABELS,
  invitationState,
  referenceInvitationListSchema,
} from './invitations';

const NOW = new Date('2026-09-01T12:00:00.000Z');

describe('invitationState', () => {
  it('is Waiting until the link expires, then Expired', () => {
    expect(invitationState({ expiresAt: '2026-09-01T12:00:01.000Z', usedAt: null }, NOW)).toBe(
      'Waiting',
    );
    expect(invitationState({ expiresAt: '2026-09-01T12:00:00.000Z', usedAt: null }, NOW)).toBe(
      'Expired',
    );
  });

  it('is Received once answered, even after the link would have expired', () => {
    expect(
      invitationState(
        { expiresAt: '2026-08-01T00:00:00.000Z', usedAt: '2026-07-20T09:00:00.000Z' },
        NOW,
      ),
    ).toBe('Received');
  });
});

describe('canSendAgain', () => {
  it('offers a new link to a waiting or expired invitation only', () => {
    expect(canSendAgain('Waiting')).toBe(true);
    expect(canSendAgain('Expired')).toBe(true);
    expect(canSendAgain('Received')).toBe(false);
  });
});

describe('referenceInvitationListSchema', () => {
  it('reads the API list and names each kind', () => {
    const parsed = referenceInvitationListSchema.parse({
      items: [
        {
          id: 'i-1',
          kind: 'leader',
          refereeName: 'Revd Ruth Price',
          refereeEmail: 'ruth@example.org',
          sentAt: '2026-08-01T09:00:00.000Z',
          expiresAt: '2026-08-31T09:00:00.000Z',
          usedAt: null,
        },
      ],
    });
    expect(parsed.items.map((i) => INVITATION_KIND_LABELS[i.kind])).toEqual(['Church leader']);
    expect(referenceInvitationListSchema.safeParse({ items: [{ id: 'x' }] }).success).toBe(false);
  });
});
