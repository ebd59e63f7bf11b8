import { eq, sql } from 'drizzle-orm';
import { engagements, paymentPlans } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { Tx } from '../../platform/changes';
import { notFound } from '../../platform/errors';

/** A change of payment plan for one engagement and academic year (spec §9 payment terms). */
export interface PlanChangeInput {
  engagementId: string;
  /** The academic year, e.g. '2026-27'. */
  sessionId: string;
  /** One of ALL_PAYMENT_TERMS, offered for the engagement's programme. */
  paymentTerm: string;
  /** The Student Loans Company reference, for a Student Loan plan; ignored for the others. */
  loanReference: string | null;
  byUserId: string;
}

/**
 * Puts a change of plan in place: for now, upserts the engagement's payment plan for the year
 * (the intake it counts from is kept). Issuing reads the plan for invoices not yet issued.
 *
 * At merge the lead routes this through `changePaymentPlan` (server/features/finance/issuing.ts,
 * same input), which also re-plans a year already invoiced with credit notes and new instalments.
 */
export async function applyPlanChange(
  tx: Tx,
  _context: AppContext,
  input: PlanChangeInput,
): Promise<void> {
  const [engagement] = await tx
    .select({ studentId: engagements.studentId })
    .from(engagements)
    .where(eq(engagements.id, input.engagementId));
  if (!engagement) throw notFound('There is no such engagement');
  const loanReference =
    input.paymentTerm === 'Student Loan' ? input.loanReference?.trim() || null : null;
  await tx
    .insert(paymentPlans)
    .values({
      id: `${input.engagementId}:${input.sessionId}`,
      studentId: engagement.studentId,
      engagementId: input.engagementId,
      sessionId: input.sessionId,
      paymentTerm: input.paymentTerm,
      loanReference,
      updatedBy: input.byUserId,
    })
    .onConflictDoUpdate({
      target: [paymentPlans.engagementId, paymentPlans.sessionId],
      set: {
        paymentTerm: input.paymentTerm,
        loanReference,
        updatedBy: input.byUserId,
        updatedAt: sql`now()`,
      },
    });
}
