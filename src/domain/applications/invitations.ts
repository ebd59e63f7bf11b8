import { z } from 'zod';
import { REFERENCE_KINDS, type ReferenceKind } from './reference-form';

// The reference invitations an application has sent (GET …/reference-invitations), as the
// staff record lists them: never the link's token, which only the referee's mail holds.

/** One invitation as the API presents it. */
export const referenceInvitationSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(REFERENCE_KINDS),
  refereeName: z.string(),
  refereeEmail: z.string(),
  /** When the link was last sent (a resend sends a new link and restarts its 30 days). */
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  usedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReferenceInvitation = z.infer<typeof referenceInvitationSchema>;

/** The list answer. */
export const referenceInvitationListSchema = z.object({
  items: z.array(referenceInvitationSchema),
});

/** Where an invitation stands: the referee may still answer, has answered, or ran out of time. */
export type InvitationState = 'Waiting' | 'Received' | 'Expired';

/** Who an invitation asks, as the record names them. */
export const INVITATION_KIND_LABELS: Record<ReferenceKind, string> = {
  reference: 'Referee',
  leader: 'Church leader',
};

/** The state of an invitation at `now`: answered wins over expiry (the link was used in time). */
export function invitationState(
  invitation: Pick<ReferenceInvitation, 'expiresAt' | 'usedAt'>,
  now: Date,
): InvitationState {
  if (invitation.usedAt) return 'Received';
  return Date.parse(invitation.expiresAt) > now.getTime() ? 'Waiting' : 'Expired';
}

/** True when a new link can be sent: the referee has not answered yet. */
export function canSendAgain(state: InvitationState): boolean {
  return state !== 'Received';
}
