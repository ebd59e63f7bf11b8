import type { MailMessage } from '../../platform/mail/mailer';
import { INVITATION_DAYS, type InvitationRow } from './service';

/**
 * The mail that takes a referee their single-use link; `again` when it replaces an earlier link
 * (a resend), which then no longer works.
 */
export function invitationMail(input: {
  publicUrl: string;
  invitation: InvitationRow;
  token: string;
  applicantName: string;
  again?: boolean;
}): MailMessage {
  const { invitation, applicantName } = input;
  const what = invitation.kind === 'leader' ? 'a church leader’s reference' : 'a reference';
  const link = `${input.publicUrl}/pages/reference/${encodeURIComponent(input.token)}`;
  return {
    to: invitation.refereeEmail,
    subject: `${input.again ? 'Reminder: reference' : 'Reference'} request for ${applicantName}`,
    text:
      `Hello ${invitation.refereeName},\n\n${applicantName} has applied to study with us and ` +
      `named you to give ${what}. Please answer a few questions within ${INVITATION_DAYS} days at:\n` +
      `${link}\n\n` +
      (input.again
        ? 'This link replaces the one we sent you before, which no longer works. '
        : '') +
      'The link works once and needs no account. If you did not expect this message, ' +
      'you can ignore it.',
  };
}
