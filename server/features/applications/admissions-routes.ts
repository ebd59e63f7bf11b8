import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conditionsCommandSchema,
  reviewCommandSchema,
  reviewMatchesBase,
  SECTION_LABELS,
  statusCommandSchema,
  withConditionIds,
} from '#domain/applications/admissions';
import {
  applyQuickAccept,
  applyReview,
  quickAcceptReviews,
  type ReviewStamp,
  type StoredSectionReviews,
} from '#domain/applications/review-commands';
import type { ReviewSection } from '#domain/applications/sections';
import type { Requirement } from '#domain/permissions/requirement';
import { applicationsEntity } from '../../entities/applications';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { applyCommand } from '../../platform/entities/command';
import type { Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { conflict, notFound } from '../../platform/errors';
import { featureOn } from '../../platform/features';
import { appendHistory, historyEntry } from '../../platform/history';
import { parseWith } from '../../platform/validation';
import { ADMIN, idParams, REVIEW } from './access';

function sectionsOf(current: Row): StoredSectionReviews {
  const value = current.sections;
  return value && typeof value === 'object' ? (value as StoredSectionReviews) : {};
}

function stampOf(auth: AuthContext): ReviewStamp {
  return { by: auth.user.id, byName: auth.user.name, at: new Date().toISOString() };
}

/** A command on an application, as the application's next version. */
function applyToApplication(
  context: AppContext,
  auth: AuthContext,
  request: { params: { id: string }; headers: { 'if-match'?: string | string[] } },
  next: (current: Row) => Record<string, unknown>,
) {
  return applyCommand(
    context.db,
    applicationsEntity,
    auth,
    request.params.id,
    request.headers['if-match'],
    next,
  );
}

const emptyBody = z.strictObject({});

/** Section review, quick accept, status and conditions of an application (spec §4). */
export function registerAdmissionsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Another hub's application (or none) is 404 to every command, as to a read (issue 17).
  const allowedOn = (
    request: FastifyRequest<{ Params: { id: string } }>,
    requirement: Requirement,
  ) =>
    requireRecordPermission(
      context.db,
      request,
      applicationsEntity,
      request.params.id,
      requirement,
    );

  api.post('/api/applications/:id/review', { schema: { params: idParams } }, async (request) => {
    const auth = await allowedOn(request, REVIEW);
    const command = parseWith(reviewCommandSchema, request.body ?? {});
    const section = command.section as ReviewSection;
    return applyToApplication(context, auth, request, (current) => {
      const sections = sectionsOf(current);
      // Per-section concurrency: another reviewer's change to THIS section is never overwritten.
      if (command.base && !reviewMatchesBase(sections[section], command.base)) {
        throw conflict(
          `The ${SECTION_LABELS[section]} section was reviewed by someone else meanwhile`,
          { current: presentRecord(applicationsEntity, current), section },
        );
      }
      const review = { section, outcome: command.outcome, comment: command.comment };
      return {
        sections: applyReview(sections, review, stampOf(auth)),
        history: appendHistory(
          current,
          historyEntry(auth, 'review', {
            section,
            outcome: command.outcome,
            comment: command.comment ?? null,
          }),
        ),
      };
    });
  });

  api.post(
    '/api/applications/:id/quick-accept',
    { schema: { params: idParams } },
    async (request) => {
      const auth = await allowedOn(request, REVIEW);
      parseWith(emptyBody, request.body ?? {});
      return applyToApplication(context, auth, request, (current) => {
        const sections = sectionsOf(current);
        const stamp = stampOf(auth);
        const entries = Object.entries(quickAcceptReviews(sections, stamp)).map(
          ([section, review]) =>
            historyEntry(auth, 'review', { section, outcome: review.outcome, quickAccept: true }),
        );
        return {
          sections: applyQuickAccept(sections, stamp),
          history: appendHistory(current, ...entries),
        };
      });
    },
  );

  api.post('/api/applications/:id/status', { schema: { params: idParams } }, async (request) => {
    const auth = await allowedOn(request, ADMIN);
    const { status, reason, base } = parseWith(statusCommandSchema, request.body ?? {});
    return applyToApplication(context, auth, request, (current) => {
      // A change made on a status someone else has changed since is never applied over theirs.
      if (base && (current.status ?? null) !== base.status) {
        throw conflict('The status of this application was changed by someone else meanwhile', {
          current: presentRecord(applicationsEntity, current),
        });
      }
      return {
        status,
        history: appendHistory(
          current,
          historyEntry(auth, 'status', { from: current.status, status, reason: reason || null }),
        ),
      };
    });
  });

  api.put('/api/applications/:id/conditions', { schema: { params: idParams } }, async (request) => {
    const auth = await allowedOn(request, ADMIN);
    if (!featureOn(context, 'conditionalOffers')) {
      throw notFound('Conditional offers are switched off');
    }
    const command = parseWith(conditionsCommandSchema, request.body ?? {});
    const conditions = withConditionIds(command.conditions, randomUUID);
    return applyToApplication(context, auth, request, (current) => ({
      conditions,
      history: appendHistory(current, historyEntry(auth, 'conditions', { conditions })),
    }));
  });
}
