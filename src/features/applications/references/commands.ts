import { z } from 'zod';
import {
  referenceInvitationBody,
  referenceTranslationBody,
} from '../../../domain/applications/reference-form';
import { defineCommand } from '../../../offline/commands';

const path = (id: string, rest: string) => `/api/applications/${encodeURIComponent(id)}/${rest}`;

/** Inviting a referee (POST reference-invitations): the server mails them a single-use link. */
export const inviteReferee = defineCommand({
  name: 'applications.inviteReferee',
  schema: referenceInvitationBody.extend({ id: z.string().min(1), applicant: z.string().min(1) }),
  label: (input) => `Application — ${input.applicant}: invite ${input.refereeName}`,
  method: 'POST',
  path: (input) => path(input.id, 'reference-invitations'),
  body: ({ kind, refereeName, refereeEmail }) => ({ kind, refereeName, refereeEmail }),
  entity: 'applications',
  recordId: (input) => input.id,
});

/** A new link for an invitation not yet answered (POST …/{invitationId}/resend): staff only. */
export const resendInvitation = defineCommand({
  name: 'applications.resendInvitation',
  schema: z.object({
    id: z.string().min(1),
    applicant: z.string().min(1),
    invitationId: z.string().min(1),
    refereeName: z.string().min(1),
  }),
  label: (input) => `Application — ${input.applicant}: send ${input.refereeName} a new link`,
  method: 'POST',
  path: (input) =>
    path(input.id, `reference-invitations/${encodeURIComponent(input.invitationId)}/resend`),
  entity: 'applications',
  recordId: (input) => input.id,
});

/** The college's translation of a reference (PUT …/references/{invitationId}/translation). */
export const translateReference = defineCommand({
  name: 'applications.translateReference',
  schema: referenceTranslationBody.extend({
    id: z.string().min(1),
    applicant: z.string().min(1),
    invitationId: z.string().min(1),
    list: z.enum(['references', 'leaderReferences']),
  }),
  label: (input) => `Application — ${input.applicant}: translation of a reference`,
  method: 'PUT',
  path: (input) =>
    path(input.id, `references/${encodeURIComponent(input.invitationId)}/translation`),
  body: (input) => ({ translation: input.translation }),
  entity: 'applications',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    const row = await db.applications.get(input.id);
    const list = row?.[input.list];
    if (!row || !Array.isArray(list)) return;
    const next = list.map((entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as { invitationId?: unknown }).invitationId === input.invitationId
        ? { ...entry, translation: input.translation }
        : entry,
    );
    await db.applications.put({ ...row, [input.list]: next });
  },
});
