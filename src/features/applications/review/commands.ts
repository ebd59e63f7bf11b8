import { z } from 'zod';
import {
  conditionsCommandSchema,
  type DepositCommand as Deposit,
  depositCommandSchema as depositSchema,
  statusCommandSchema as statusChangeSchema,
} from '../../../domain/applications/admissions';
import { formatPence } from '../../../domain/applications/decisions';
import {
  type StoredSectionReview,
  sectionReview,
} from '../../../domain/applications/review-commands';
import { SECTION_TITLES } from '../../../domain/applications/section-answers';
import {
  isReviewSection,
  isValidOutcome,
  type ReviewSection,
} from '../../../domain/applications/sections';
import { CONFIRMED_STATUS } from '../../../domain/applications/statuses';
import { defineCommand } from '../../../offline/commands';
import { type CollegiumDb, syncedTable } from '../../../offline/database';
import { mergePatch, valueAt } from '../../../offline/values';

// The college's decisions on an application, each a named command through the outbox
// (architecture §5): shown on this device at once, sent when online; the server's record then replaces them.

const path = (id: string, action: string) =>
  `/api/applications/${encodeURIComponent(id)}/${action}`;

/** Who acts and when, so the change shows the reviewer on this device before it is sent. */
const actor = {
  by: z.string().min(1),
  byName: z.string().min(1),
  at: z.iso.datetime({ offset: true }),
};

// A deep-merge patch is any record's change: laid on through the sync engine's view of the table.
async function patchRow(db: CollegiumDb, id: string, patch: Record<string, unknown>) {
  const table = syncedTable(db, 'applications');
  const row = await table.get(id);
  if (row) await table.put({ ...mergePatch(row, patch), id: row.id, version: row.version });
}

/** Input of a section review: the section's outcome and comment, and who gave it. */
export interface ReviewSectionInput {
  id: string;
  applicant: string;
  section: ReviewSection;
  outcome: string;
  comment: string;
  by: string;
  byName: string;
  at: string;
}

// The stored review, as the server builds it: every key is set, so laying it on the server's copy
// while queued gives what the server will store.
function reviewPatch(input: ReviewSectionInput): Record<string, unknown> {
  return { sections: { [input.section]: sectionReview(input, input) } };
}

/**
 * POST /api/applications/:id/review. The base is the section as this device saw it: when
 * another reviewer changed it meanwhile the server answers 409 and the outbox keeps a conflict.
 */
export const reviewSection = defineCommand<ReviewSectionInput>({
  name: 'applications.reviewSection',
  schema: z
    .object({
      id: z.string().min(1),
      applicant: z.string(),
      section: z.string().refine(isReviewSection),
      outcome: z.string(),
      comment: z.string().trim().max(4000),
      ...actor,
    })
    .refine((input) => isValidOutcome(input.section, input.outcome), {
      path: ['outcome'],
      message: "Choose one of this section's outcomes",
    }) as z.ZodType<ReviewSectionInput>,
  label: (input) =>
    `Application — ${input.applicant}: ${SECTION_TITLES[input.section]} ${input.outcome.toLowerCase()}`,
  method: 'POST',
  path: (input) => path(input.id, 'review'),
  body: (input, context) => ({
    section: input.section,
    outcome: input.outcome,
    ...(input.comment ? { comment: input.comment } : {}),
    ...(context.base ? { base: context.base } : {}),
  }),
  entity: 'applications',
  recordId: (input) => input.id,
  baseOf: (row, input) => {
    const seen = valueAt(row, ['sections', input.section]) as
      | { outcome?: string | null; comment?: string | null }
      | undefined;
    return { outcome: seen?.outcome ?? null, comment: seen?.comment ?? null };
  },
  patch: reviewPatch,
  baseAt: (input) => ['sections', input.section],
  apply: (db, input) => patchRow(db, input.id, reviewPatch(input)),
});

/** Input of quick accept. */
export interface QuickAcceptInput {
  id: string;
  applicant: string;
  /** What quick accept changes on this device: quickAcceptReviews, as the server builds it. */
  reviews: Record<string, StoredSectionReview>;
}

function quickAcceptPatch(input: QuickAcceptInput): Record<string, unknown> {
  return { sections: input.reviews };
}

/** POST /api/applications/:id/quick-accept: every section Accepted or Acknowledged (spec §4). */
export const quickAcceptApplication = defineCommand<QuickAcceptInput>({
  name: 'applications.quickAccept',
  schema: z.object({
    id: z.string().min(1),
    applicant: z.string(),
    reviews: z.record(
      z.string().refine(isReviewSection),
      z.looseObject({
        outcome: z.string(),
        reviewedBy: actor.by,
        reviewedByName: actor.byName,
        reviewedAt: actor.at,
      }),
    ),
  }),
  label: (input) => `Application — ${input.applicant}: quick accept`,
  method: 'POST',
  path: (input) => path(input.id, 'quick-accept'),
  body: () => ({}),
  entity: 'applications',
  recordId: (input) => input.id,
  patch: quickAcceptPatch,
  apply: (db, input) => patchRow(db, input.id, quickAcceptPatch(input)),
});

/** Input of a status change. */
export interface SetStatusInput {
  id: string;
  applicant: string;
  status: string;
  reason?: string;
}

/**
 * POST /api/applications/:id/status, with the reason refusals need (the domain's rule). The base
 * is the status this device saw: when someone else changed it meanwhile the server answers 409
 * and the outbox keeps a conflict (the record shows it, see DecisionConflict).
 */
export const setApplicationStatus = defineCommand<SetStatusInput>({
  name: 'applications.setStatus',
  schema: z
    .object({ id: z.string().min(1), applicant: z.string() })
    .and(statusChangeSchema) as z.ZodType<SetStatusInput>,
  label: (input) => `Application — ${input.applicant}: ${input.status}`,
  method: 'POST',
  path: (input) => path(input.id, 'status'),
  body: (input, context) => ({
    status: input.status,
    ...(input.reason ? { reason: input.reason } : {}),
    ...(context.base ? { base: context.base } : {}),
  }),
  entity: 'applications',
  recordId: (input) => input.id,
  // Not on the device: no base, so the server applies it to whatever status it has.
  baseOf: (row) =>
    row ? { status: typeof row.status === 'string' ? row.status : null } : undefined,
  baseAt: () => [],
  patch: (input) => ({ status: input.status }),
  apply: (db, input) => patchRow(db, input.id, { status: input.status }),
});

/** Input of the conditions of an offer (the whole list, as PUT replaces it). */
export interface SetConditionsInput {
  id: string;
  applicant: string;
  conditions: z.infer<typeof conditionsCommandSchema>['conditions'];
}

/** PUT /api/applications/:id/conditions (only with the conditionalOffers switch on). */
export const setConditions = defineCommand<SetConditionsInput>({
  name: 'applications.setConditions',
  schema: z.object({
    id: z.string().min(1),
    applicant: z.string(),
    conditions: conditionsCommandSchema.shape.conditions,
  }),
  label: (input) => `Application — ${input.applicant}: conditions of the offer`,
  method: 'PUT',
  path: (input) => path(input.id, 'conditions'),
  body: (input) => ({ conditions: input.conditions }),
  entity: 'applications',
  recordId: (input) => input.id,
  patch: (input) => ({ conditions: input.conditions }),
  apply: (db, input) => patchRow(db, input.id, { conditions: input.conditions }),
});

/** Input of the deposit that confirms the place. */
export interface RecordDepositInput {
  id: string;
  applicant: string;
  deposit: Deposit;
}

function depositPatch(input: RecordDepositInput): Record<string, unknown> {
  return { status: CONFIRMED_STATUS, deposit: input.deposit };
}

/** POST /api/applications/:id/deposit: confirms the place; the server creates the student. */
export const recordDeposit = defineCommand<RecordDepositInput>({
  name: 'applications.recordDeposit',
  schema: z.object({ id: z.string().min(1), applicant: z.string(), deposit: depositSchema }),
  label: (input) =>
    `Application — ${input.applicant}: deposit ${formatPence(input.deposit.amountPence)}`,
  method: 'POST',
  path: (input) => path(input.id, 'deposit'),
  body: (input) => input.deposit,
  entity: 'applications',
  recordId: (input) => input.id,
  patch: depositPatch,
  apply: (db, input) => patchRow(db, input.id, depositPatch(input)),
});
