import { z } from 'zod';
import {
  type ReferenceKind,
  referenceInvitationBody,
} from '../../../domain/applications/reference-form';
import { createRecordCommand, defineCommand, updateRecordCommand } from '../../../offline/commands';

/** Starts the applicant's own application, In progress (queued, with a client id). */
export const createApplication = createRecordCommand('applications', () => 'Application — started');

/** Saves the parts of one wizard step (PATCH with its base, sent when the connection allows). */
export const updateApplication = updateRecordCommand(
  'applications',
  (input) => `Application — ${Object.keys(input.changes).join(', ')}`,
);

/** Input of submitting: the application. */
export interface SubmitApplicationInput {
  id: string;
}

/**
 * Submits the application (POST /api/applications/:id/submit): In progress to Under review once
 * the server accepts it; a 422 names each missing part and stays on the outbox entry.
 */
export const submitApplication = defineCommand<SubmitApplicationInput>({
  name: 'applications.submit',
  schema: z.object({ id: z.string().trim().min(1) }),
  label: () => 'Application — submit',
  method: 'POST',
  path: (input) => `/api/applications/${encodeURIComponent(input.id)}/submit`,
  body: () => ({}),
  entity: 'applications',
  recordId: (input) => input.id,
});

/** Input of inviting a referee: the application and the invitation (spec §3 references). */
export interface InviteRefereeInput {
  id: string;
  kind: ReferenceKind;
  refereeName: string;
  refereeEmail: string;
}

/** Invites a referee (POST /api/applications/:id/reference-invitations): the server mails them. */
export const inviteReferee = defineCommand<InviteRefereeInput>({
  name: 'applications.invite-referee',
  schema: referenceInvitationBody.extend({ id: z.string().trim().min(1) }),
  label: (input) => `Application — invite ${input.refereeName}`,
  method: 'POST',
  path: (input) => `/api/applications/${encodeURIComponent(input.id)}/reference-invitations`,
  body: ({ kind, refereeName, refereeEmail }) => ({ kind, refereeName, refereeEmail }),
  entity: 'applications',
  recordId: (input) => input.id,
});
