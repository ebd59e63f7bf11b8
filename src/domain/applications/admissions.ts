import { z } from 'zod';
import { isReviewSection, type ReviewSection, SECTION_OUTCOMES } from './sections';
import { APPLICATION_STATUSES, type ApplicationStatus, CONFIRMED_STATUS } from './statuses';

// Admissions commands on an application (spec §4): section review, quick accept, status with
// reason, conditions of a conditional offer, deposit. The server and the client share these.

/** The name of each section as the review screen and messages show it. */
export const SECTION_LABELS: Record<ReviewSection, string> = {
  eligibility: 'Eligibility',
  references: 'References',
  leaderReferences: 'Leader references',
  placement: 'Placement',
  churchPlanting: 'Church planting',
  studentMinistry: 'Student ministry',
  convictions: 'Convictions',
  nextSteps: 'Next steps',
  attendance: 'Attendance',
  finances: 'Finances',
  qualifications: 'Qualifications',
  languageAbility: 'Language ability',
  disabilities: 'Disabilities',
  learningSupport: 'Learning support',
  neurodiversity: 'Neurodiversity',
  healthDisability: 'Health and disability',
  bursaryApplication: 'Bursary application',
  bursaryReferences: 'Bursary references',
};

/** What a section's review was when the reviewer opened it: the base of a per-section check. */
export const reviewBaseSchema = z.object({
  outcome: z.string().max(200).nullable(),
  comment: z.string().max(5000).nullable(),
});
export type ReviewBase = z.infer<typeof reviewBaseSchema>;

/**
 * One section's review: the outcome must be one of that section's outcomes (spec §4 table),
 * reported on `outcome` with the section named.
 */
export const reviewCommandSchema = z
  .strictObject({
    section: z.string().refine(isReviewSection, { message: 'Not a section of an application' }),
    outcome: z.string().min(1).max(200),
    comment: z.string().trim().max(5000).optional(),
    base: reviewBaseSchema.optional(),
  })
  .superRefine((value, context) => {
    if (!isReviewSection(value.section)) return;
    const allowed: readonly string[] = SECTION_OUTCOMES[value.section];
    if (!allowed.includes(value.outcome)) {
      context.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: `'${value.outcome}' is not an outcome of the ${SECTION_LABELS[value.section]} section`,
      });
    }
  });
export type ReviewCommand = z.infer<typeof reviewCommandSchema>;

/** The fields of a stored review that a base is compared with. */
export interface ReviewProbe {
  readonly outcome?: string | null | undefined;
  readonly comment?: string | null | undefined;
}

/** True when the section's review is still what the reviewer based their change on. */
export function reviewMatchesBase(current: ReviewProbe | null | undefined, base: ReviewBase) {
  return (current?.outcome ?? null) === base.outcome && (current?.comment ?? null) === base.comment;
}

/** Statuses that close or postpone an application: a reason must be given (spec §4). */
export const REASON_STATUSES = [
  'Rejected (by the college)',
  'Declined (plans unclear)',
  'Deferred (to future year)',
] as const satisfies readonly ApplicationStatus[];

/** True when moving to the status needs a reason. */
export function needsReason(status: string): boolean {
  return (REASON_STATUSES as readonly string[]).includes(status);
}

/** Statuses with a place offered: an offer letter can be printed (spec §4). */
export const OFFER_STATUSES = [
  'Place offered',
  'Place accepted',
  CONFIRMED_STATUS,
] as const satisfies readonly ApplicationStatus[];

/** True when the application holds an offer of a place. */
export function hasOffer(status: string | null | undefined): boolean {
  return status != null && (OFFER_STATUSES as readonly string[]).includes(status);
}

/** A deposit confirms an offered or accepted place; nothing else can be confirmed. */
export function canRecordDeposit(status: string | null | undefined): boolean {
  return status === 'Place offered' || status === 'Place accepted';
}

/** The status a change was made on: when it changed meanwhile the change is refused (409). */
export const statusBaseSchema = z.strictObject({ status: z.string().max(200).nullable() });

/**
 * A status change by hand: any status of the full list except Confirmed, which only the deposit
 * sets ("confirmation is based on deposit", spec §4); the spec gives no other transition rule.
 */
export const statusCommandSchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES),
    reason: z.string().trim().max(5000).optional(),
    base: statusBaseSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.status === CONFIRMED_STATUS) {
      context.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Record the deposit to confirm a place',
      });
    }
    if (needsReason(value.status) && !value.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `Give a reason for '${value.status}'`,
      });
    }
  });
export type StatusCommand = z.infer<typeof statusCommandSchema>;

/** One condition of a conditional offer. */
export const offerConditionSchema = z.strictObject({
  id: z.string().trim().min(1).max(100).optional(),
  text: z.string().trim().min(1).max(2000),
  met: z.boolean(),
});
export type OfferConditionInput = z.infer<typeof offerConditionSchema>;

/** The whole list of conditions, replacing the previous one. */
export const conditionsCommandSchema = z.strictObject({
  conditions: z.array(offerConditionSchema).max(50),
});

/** A stored condition: every condition has an id once saved. */
export interface OfferCondition {
  id: string;
  text: string;
  met: boolean;
}

/** Gives every condition an id: its own, else a new one from `newId`. */
export function withConditionIds(
  conditions: readonly OfferConditionInput[],
  newId: () => string,
): OfferCondition[] {
  return conditions.map((c) => ({ id: c.id ?? newId(), text: c.text, met: c.met }));
}

/** An application's stored conditions, read defensively: entries that are not one are left out. */
export function storedConditions(conditions: unknown): OfferConditionInput[] {
  if (!Array.isArray(conditions)) return [];
  return conditions.flatMap((condition) => {
    const parsed = offerConditionSchema.safeParse(condition);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The texts of an offer's conditions still unmet: a deposit confirms a conditional offer only
 * once every condition is met.
 */
export function unmetConditions(conditions: unknown): string[] {
  return storedConditions(conditions).flatMap((condition) =>
    condition.met ? [] : [condition.text],
  );
}

/** The deposit that confirms a place: amount in pence, the day it was paid, a reference. */
export const depositCommandSchema = z.strictObject({
  amountPence: z.int().positive().max(100_000_000),
  paidOn: z.iso.date(),
  reference: z.string().trim().max(200).optional(),
});
export type DepositCommand = z.infer<typeof depositCommandSchema>;

/** The status of the engagement a confirmed place creates: Starting unless the intake has begun. */
export function engagementStatusForIntake(intake: string, today: string): 'Starting' | 'Current' {
  return intake >= today ? 'Starting' : 'Current';
}

/** The engagement code of a programme's intake: `BA-2027-09`. */
export function engagementCodeFor(programme: string, intake: string): string {
  return `${programme}-${intake.slice(0, 7)}`;
}
