import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ReceivedReference,
  type ReferenceKind,
  type ReferenceRequest,
  referenceFields,
  referenceInvitationBody,
  referenceSubmissionSchema,
  referenceTranslationBody,
  referenceVariantOf,
} from '#domain/applications/reference-form';
import { sectionsOnReferenceReceived } from '#domain/applications/review';
import {
  SUBMITTABLE_STATUS,
  SUBMITTED_STATUS,
  submissionProblems,
} from '#domain/applications/submission';
import type { Requirement } from '#domain/permissions/requirement';
import type { Db } from '../../db/client';
import { applicationsEntity } from '../../entities/applications';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { updateRecord } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { featureOn } from '../../platform/features';
import { parseWith } from '../../platform/validation';
import { applicantNameOf, registerReferencePreviews, sendInvitationMail } from './mail';
import {
  assertRenewable,
  assertRoomForInvitation,
  claimInvitation,
  createInvitation,
  deleteInvitation,
  invitationOf,
  invitedApplication,
  invitedKinds,
  listInvitations,
  openInvitation,
  presentInvitation,
  reachableApplication,
  refereeActor,
  referenceListOf,
  referencesOf,
  renewInvitation,
  restoreInvitation,
  submittingActor,
  withHistory,
} from './service';

const INVITE = [['applications:admin', 'applications:apply']] as const;
const LIST = [
  ['applications:admin', 'applications:apply', 'applications:view', 'myapplicants:view'],
] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(200) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const invitationParams = idParams.extend({
  invitationId: z.string().trim().min(1).max(200),
});
const translationParams = idParams.extend({ invitationId: z.string().trim().min(1).max(200) });
// The answers are checked against the variant's schema in the handler (the variant depends on
// the application), so the route only requires an object of a sane size.
const answersBody = z.record(z.string(), z.unknown());

// A referee's link is guessed by nobody (256 bits), but a public form still gets a tighter
// limit than the signed-in API's, per address (applies when the rate limiter is on).
const PUBLIC_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The version-free write every route here makes: the current record, changed by `next`. */
function changeApplication(
  db: Db,
  auth: Parameters<typeof updateRecord>[2],
  id: string,
  next: Parameters<typeof updateRecord>[4]['next'],
) {
  // Each change is worked out from the record as locked in the write's transaction, so the
  // caller's version does not matter: any version merges.
  return updateRecord(db, applicationsEntity, auth, id, {
    expectedVersion: -1,
    canMerge: () => true,
    next,
  });
}

/**
 * Referees and the applicant's submit (spec §3 Reference answers, §4): invitations by mail, the
 * public single-use reference form, the college's translation, and submitting an application.
 */
export function registerReferenceRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const translatable = () => featureOn(context, 'translatableReferences');
  registerReferencePreviews(context);
  // Another hub's application (or none) is 404 to every action, as to a read (issue 17).
  const allowedOn = (
    request: FastifyRequest<{ Params: { id: string } }>,
    requirement: Requirement,
  ) => requireRecordPermission(db, request, applicationsEntity, request.params.id, requirement);

  api.post(
    '/api/applications/:id/reference-invitations',
    { schema: { params: idParams, body: referenceInvitationBody } },
    async (request, reply) => {
      const auth = await allowedOn(request, INVITE);
      const application = await reachableApplication(db, auth, request.params.id);
      await assertRoomForInvitation(db, application, request.body.kind);
      const { invitation, token } = await createInvitation(db, {
        applicationId: application.id,
        ...request.body,
        createdBy: auth.realUser.id,
      });
      try {
        await sendInvitationMail(context, {
          invitation,
          token,
          applicantName: applicantNameOf(application),
        });
      } catch (error) {
        // A link nobody received must not count as an invitation: the caller may try again.
        await deleteInvitation(db, invitation.id);
        throw error;
      }
      return reply.code(201).send(presentInvitation(invitation));
    },
  );

  api.get(
    '/api/applications/:id/reference-invitations',
    { schema: { params: idParams } },
    async (request) => {
      const auth = await allowedOn(request, LIST);
      const application = await reachableApplication(db, auth, request.params.id);
      const rows = await listInvitations(db, application.id);
      return { items: rows.map(presentInvitation) };
    },
  );

  // A new link for an invitation not yet answered (waiting, or expired): the college's staff only,
  // so an applicant cannot make the college mail a referee again and again.
  api.post(
    '/api/applications/:id/reference-invitations/:invitationId/resend',
    { schema: { params: invitationParams } },
    async (request) => {
      const auth = await allowedOn(request, ['applications:admin']);
      const application = await reachableApplication(db, auth, request.params.id);
      const previous = await invitationOf(db, application.id, request.params.invitationId);
      await assertRenewable(db, application, previous);
      const { invitation, token } = await renewInvitation(db, previous);
      try {
        await sendInvitationMail(context, {
          invitation,
          token,
          applicantName: applicantNameOf(application),
          again: true,
        });
      } catch (error) {
        // The referee never received the new link: the old one keeps working as before.
        await restoreInvitation(db, previous);
        throw error;
      }
      return presentInvitation(invitation);
    },
  );

  api.get(
    '/api/references/:token',
    { schema: { params: tokenParams }, config: PUBLIC_LIMIT },
    async (request, reply): Promise<ReferenceRequest> => {
      reply.header('cache-control', 'no-store');
      const invitation = await openInvitation(db, request.params.token);
      const { applicantName, programme } = await invitedApplication(db, invitation);
      const variant = referenceVariantOf(programme);
      return {
        applicantName,
        programme,
        kind: invitation.kind as ReferenceKind,
        variant,
        refereeName: invitation.refereeName,
        askLanguage: translatable(),
        fields: referenceFields(variant),
      };
    },
  );

  api.post(
    '/api/references/:token',
    { schema: { params: tokenParams, body: answersBody }, config: PUBLIC_LIMIT },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invitation = await openInvitation(db, request.params.token);
      const { programme } = await invitedApplication(db, invitation);
      const variant = referenceVariantOf(programme);
      const { language, ...answers } = parseWith(
        referenceSubmissionSchema(variant, translatable()),
        request.body,
      );
      const actor = refereeActor(invitation);
      const list = referenceListOf(invitation.kind);
      await db.transaction(async (tx) => {
        // First the link: a second answer (even a concurrent one) waits here and gets 410.
        const claimed = await claimInvitation(tx, invitation);
        const receivedAt = new Date().toISOString();
        const reference: ReceivedReference = {
          ...answers,
          invitationId: claimed.id,
          refereeName: claimed.refereeName,
          refereeEmail: claimed.refereeEmail,
          language: language ?? null,
          translation: null,
          status: 'Received',
          receivedAt,
        };
        await changeApplication(tx as Db, actor, claimed.applicationId, (current) => ({
          [list]: [...referencesOf(current, list), reference],
          sections: sectionsOnReferenceReceived(current.sections, list, {
            refereeId: actor.user.id,
            refereeName: claimed.refereeName,
            at: receivedAt,
          }),
          history: withHistory(current, {
            at: receivedAt,
            by: actor.user.id,
            action: 'reference-received',
            note: `${claimed.kind === 'leader' ? 'Leader reference' : 'Reference'} received from ${claimed.refereeName}`,
            invitationId: claimed.id,
          }),
        }));
      });
      // Nothing of the application is sent back: the referee only learns it was received.
      return reply.code(201).send({ status: 'Received' });
    },
  );

  api.put(
    '/api/applications/:id/references/:invitationId/translation',
    { schema: { params: translationParams, body: referenceTranslationBody } },
    async (request) => {
      const auth = await allowedOn(request, ['applications:admin']);
      if (!translatable()) {
        throw notFound('Translations of references are not used here (translatableReferences)');
      }
      const { id, invitationId } = request.params;
      const row = await changeApplication(db, auth, id, (current) => {
        const list = (['references', 'leaderReferences'] as const).find((name) =>
          referencesOf(current, name).some((r) => r.invitationId === invitationId),
        );
        if (!list) throw notFound('This application has no reference from that invitation');
        return {
          [list]: referencesOf(current, list).map((reference) =>
            reference.invitationId === invitationId
              ? { ...reference, translation: request.body.translation }
              : reference,
          ),
          history: withHistory(current, {
            at: new Date().toISOString(),
            by: auth.realUser.id,
            action: 'reference-translated',
            note: 'Translation of a reference recorded',
            invitationId,
          }),
        };
      });
      return presentRecord(applicationsEntity, row);
    },
  );

  api.post('/api/applications/:id/submit', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, ['applications:apply']);
    // A long application names both referees (spec §3): the kinds it has invited so far.
    const invited = await invitedKinds(db, request.params.id);
    const row = await changeApplication(db, submittingActor(auth), request.params.id, (current) => {
      // Only the applicant's own application: the college's staff never submit for them.
      if (current.applicantUserId !== auth.user.id) throw notFound();
      if (current.status !== SUBMITTABLE_STATUS) {
        throw conflict(`Only an application ${SUBMITTABLE_STATUS} can be submitted`);
      }
      const problems = submissionProblems(current, invited);
      if (problems.length > 0) throw invalid(problems, 'The application is not complete');
      return {
        status: SUBMITTED_STATUS,
        history: withHistory(current, {
          at: new Date().toISOString(),
          by: auth.realUser.id,
          action: 'submitted',
          note: 'Submitted by the applicant',
          status: { from: SUBMITTABLE_STATUS, to: SUBMITTED_STATUS },
        }),
      };
    });
    return presentRecord(applicationsEntity, row);
  });
}
