import { eq } from 'drizzle-orm';
import { referenceInvitations } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { INVITATION_DAYS, type InvitationRow, reachableApplication } from './service';

/** The applicant's name as the mails give it. */
export const applicantNameOf = (application: Record<string, unknown>) =>
  `${String(application.firstName)} ${String(application.lastName)}`;

/** The values of the reference request and reminder templates. */
function invitationValues(input: {
  publicUrl: string;
  invitation: InvitationRow;
  token: string;
  applicantName: string;
}): Record<string, string> {
  const { invitation } = input;
  return {
    refereeName: invitation.refereeName,
    applicantName: input.applicantName,
    referenceKind: invitation.kind === 'leader' ? 'a church leader’s reference' : 'a reference',
    days: String(INVITATION_DAYS),
    link: `${input.publicUrl}/pages/reference/${encodeURIComponent(input.token)}`,
  };
}

/**
 * Mails a referee their single-use link (template reference-request); `again` when it replaces
 * an earlier link (a resend, template reference-reminder), which then no longer works.
 */
export async function sendInvitationMail(
  context: AppContext,
  input: { invitation: InvitationRow; token: string; applicantName: string; again?: boolean },
): Promise<void> {
  await sendTemplate(
    context,
    input.again ? 'reference-reminder' : 'reference-request',
    input.invitation.refereeEmail,
    invitationValues({ ...input, publicUrl: context.publicUrl }),
  );
}

/** Previews of the reference mails with a real invitation, read in the caller's scope. */
export function registerReferencePreviews(context: AppContext): void {
  const source = async (auth: Parameters<typeof reachableApplication>[1], id: string) => {
    const [invitation] = await context.db
      .select()
      .from(referenceInvitations)
      .where(eq(referenceInvitations.id, id));
    if (!invitation) return undefined;
    const application = await reachableApplication(context.db, auth, invitation.applicationId);
    return invitationValues({
      publicUrl: context.publicUrl,
      invitation,
      token: 'preview',
      applicantName: applicantNameOf(application),
    });
  };
  registerPreviewSource(context, 'reference-request', source);
  registerPreviewSource(context, 'reference-reminder', source);
}
