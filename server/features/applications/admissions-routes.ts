import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
import type { SectionReviews } from '#domain/applications/review';
import {
  quickAcceptOutcome,
  REVIEW_SECTIONS,
  type ReviewSection,
} from '#domain/applications/sections';
import { applicationsEntity } from '../../entities/applications';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import type { Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';
import { parseIfMatch } from '../../platform/entities/routes';
import { updateRecord } from '../../platform/entities/write';
import { conflict, invalid, notFound, zodDetails } from '../../platform/errors';

/** Who reviews sections: admissions staff, and hub directors within their hub (scope). */
export const REVIEW = [['applications:admin', 'myapplicants:view']] as const;
/** Who changes status, conditions and deposit: admissions staff only. */
export const ADMIN = ['applications:admin'] as const;

export const idParams = z.object({ id: z.string().min(1).max(300) });

/** One entry of an application's history (oldest first): who did what, when. */
export type HistoryEntry = { at: string; by: string; byName: string; kind: string } & Record<
  string,
  unknown
>;

/** A history entry by the caller, now. */
export function historyEntry(
  auth: AuthContext,
  kind: string,
  fields: Record<string, unknown>,
): HistoryEntry {
  return {
    at: new Date().toISOString(),
    by: auth.user.id,
    byName: auth.user.name,
    kind,
    ...fields,
  };
}

/** The stored history of an application, with entries appended. */
export function appendHistory(current: Row, ...entries: HistoryEntry[]): HistoryEntry[] {
  const before = Array.isArray(current.history) ? (current.history as HistoryEntry[]) : [];
  return [...before, ...entries];
}

function sectionsOf(current: Row): SectionReviews & Record<string, unknown> {
  const value = current.sections;
  return value && typeof value === 'object' ? (value as SectionReviews) : {};
}

/** Parses a command body with its schema: 422 with one detail per bad field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalid(zodDetails(parsed.error.issues));
  return parsed.data;
}

/**
 * Applies a command to an application the caller can see (404 otherwise). Without If-Match it
 * applies to the current version (each command checks what it depends on itself); with a stale
 * If-Match it is refused with 409 and the current record.
 */
export async function applyCommand(
  context: AppContext,
  auth: AuthContext,
  id: string,
  ifMatchHeader: string | string[] | undefined,
  next: (current: Row) => Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const ifMatch = parseIfMatch(ifMatchHeader);
  const row = await updateRecord(context.db, applicationsEntity, auth, id, {
    expectedVersion: ifMatch ?? 0,
    canMerge: () => ifMatch === undefined,
    next,
  });
  return presentRecord(applicationsEntity, row);
}

const emptyBody = z.strictObject({});

/** Section review, quick accept, status and conditions of an application (issue 8, spec §4). */
export function registerAdmissionsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/applications/:id/review', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, REVIEW);
    const command = parseBody(reviewCommandSchema, request.body);
    const section = command.section as ReviewSection;
    return applyCommand(
      context,
      auth,
      request.params.id,
      request.headers['if-match'],
      (current) => {
        const sections = sectionsOf(current);
        // Per-section concurrency: another reviewer's change to THIS section is never overwritten.
        if (command.base && !reviewMatchesBase(sections[section], command.base)) {
          throw conflict(
            `The ${SECTION_LABELS[section]} section was reviewed by someone else meanwhile`,
            { current: presentRecord(applicationsEntity, current), section },
          );
        }
        const reviewedAt = new Date().toISOString();
        const review = {
          outcome: command.outcome,
          ...(command.comment ? { comment: command.comment } : {}),
          reviewedBy: auth.user.id,
          reviewedByName: auth.user.name,
          reviewedAt,
        };
        return {
          sections: { ...sections, [section]: review },
          history: appendHistory(
            current,
            historyEntry(auth, 'review', {
              section,
              outcome: command.outcome,
              comment: command.comment ?? null,
            }),
          ),
        };
      },
    );
  });

  api.post(
    '/api/applications/:id/quick-accept',
    { schema: { params: idParams } },
    async (request) => {
      const auth = requirePermission(request, REVIEW);
      parseBody(emptyBody, request.body);
      return applyCommand(
        context,
        auth,
        request.params.id,
        request.headers['if-match'],
        (current) => {
          const existing = sectionsOf(current);
          const sections: Record<string, unknown> = { ...existing };
          const entries: HistoryEntry[] = [];
          const reviewedAt = new Date().toISOString();
          // Only sections not yet reviewed: quick accept never overrides a reviewer's outcome.
          for (const section of REVIEW_SECTIONS) {
            const outcome = quickAcceptOutcome(section);
            if (!outcome || existing[section]?.outcome) continue;
            sections[section] = {
              ...existing[section],
              outcome,
              reviewedBy: auth.user.id,
              reviewedByName: auth.user.name,
              reviewedAt,
            };
            entries.push(historyEntry(auth, 'review', { section, outcome, quickAccept: true }));
          }
          return { sections, history: appendHistory(current, ...entries) };
        },
      );
    },
  );

  api.post('/api/applications/:id/status', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, ADMIN);
    const { status, reason, base } = parseBody(statusCommandSchema, request.body);
    return applyCommand(
      context,
      auth,
      request.params.id,
      request.headers['if-match'],
      (current) => {
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
      },
    );
  });

  api.put('/api/applications/:id/conditions', { schema: { params: idParams } }, async (request) => {
    const auth = requirePermission(request, ADMIN);
    if (!context.config.features.conditionalOffers) {
      throw notFound('Conditional offers are switched off');
    }
    const command = parseBody(conditionsCommandSchema, request.body);
    const conditions = withConditionIds(command.conditions, randomUUID);
    return applyCommand(
      context,
      auth,
      request.params.id,
      request.headers['if-match'],
      (current) => ({
        conditions,
        history: appendHistory(current, historyEntry(auth, 'conditions', { conditions })),
      }),
    );
  });
}
