import { formatMoney } from '../format/numbers';
import { paymentTermsFor } from './payment-terms';
import { paymentDueDates } from './schedules';

// Fees validation (spec §2.3 `finance/validation`): every way an engagement's fees for a year can
// disagree with the rules, each said in words for the finance officer who fixes it.

/** What the check reads of one engagement's fees for one academic year. */
export interface FeesCheckInput {
  /** The engagement's status (spec §4); a Current one must be invoiced. */
  status: string;
  /** The academic year, e.g. '2026-27'. */
  session: string;
  /** The programme's fee type (normal, modular, dissertation: spec §9 payment terms). */
  feeType: string;
  /** The plan the student chose; null when none. */
  paymentTerm: string | null;
  /** The intake the schedule counts from (YYYY-09-DD or YYYY-01-DD); null when unknown. */
  intakeDate: string | null;
  /**
   * The year's tuition invoices that stand (not cancelled). An invoice is one per year; its
   * instalments follow its own payment term and intake (spec §9 schedules), or fall due at once
   * on `dueOn` when it names no term. `amountPence` is what it charges less its credit notes.
   * Oldest issued first: after a change of plan the newest is the one on the plan.
   */
  invoices: readonly TuitionInvoice[];
  paidPence: number;
  /** Bursaries awarded for the year, and what of them is credited on the invoices. */
  bursaryAwardedPence: number;
  bursaryCreditedPence: number;
  /** The Student Loans Company reference, for a student-loan plan. */
  loanReference: string | null;
}

/** A tuition invoice as the check reads it. */
export interface TuitionInvoice {
  dueOn: string;
  amountPence: number;
  paymentTerm: string | null;
  intakeDate: string | null;
}

/** The kinds of disagreement, for filtering and counting. */
export const FEE_PROBLEMS = [
  'no-invoice',
  'plan-not-allowed',
  'schedule-mismatch',
  'bursary-not-credited',
  'overpaid',
  'loan-without-reference',
] as const;
export type FeeProblemKind = (typeof FEE_PROBLEMS)[number];

/** One disagreement: its kind and what is wrong, in words. */
export interface FeeProblem {
  kind: FeeProblemKind;
  message: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** An invoice's instalment due days: its schedule's, else its own due day. */
export function invoiceDueDays(invoice: TuitionInvoice): string[] {
  const dates =
    invoice.paymentTerm && invoice.intakeDate
      ? paymentDueDates(invoice.intakeDate, invoice.paymentTerm)
      : undefined;
  return dates ? dates.map(day) : [invoice.dueOn];
}

/**
 * The newest invoice of the year against the plan's schedule: after a change of plan the earlier
 * invoices keep their own (settled by payments and credit notes), the new one follows the plan.
 */
function scheduleProblem(input: FeesCheckInput): FeeProblem | undefined {
  const newest = input.invoices.at(-1);
  if (!input.paymentTerm || !input.intakeDate || !newest) return undefined;
  const expected = paymentDueDates(input.intakeDate, input.paymentTerm)?.map(day);
  if (!expected) return undefined;
  const actual = invoiceDueDays(newest).sort();
  if (actual.join() === expected.join()) return undefined;
  return {
    kind: 'schedule-mismatch',
    message: `Instalments are due on ${actual.join(', ')}; the ${input.paymentTerm} schedule has ${expected.join(', ')}`,
  };
}

/** Every way the engagement's fees for the year disagree with the rules; empty when none. */
export function feeProblems(input: FeesCheckInput): FeeProblem[] {
  const problems: FeeProblem[] = [];
  if (input.status === 'Current' && input.invoices.length === 0) {
    problems.push({
      kind: 'no-invoice',
      message: `No invoice for ${input.session} although the engagement is Current`,
    });
  }
  const allowed = paymentTermsFor(input.feeType);
  if (input.paymentTerm && !allowed.includes(input.paymentTerm as (typeof allowed)[number])) {
    problems.push({
      kind: 'plan-not-allowed',
      message: `The ${input.paymentTerm} plan is not offered for ${input.feeType} fees (offered: ${allowed.join(', ') || 'none'})`,
    });
  }
  const schedule = scheduleProblem(input);
  if (schedule) problems.push(schedule);
  if (input.bursaryAwardedPence > input.bursaryCreditedPence) {
    problems.push({
      kind: 'bursary-not-credited',
      message: `A bursary of ${formatMoney(input.bursaryAwardedPence)} is credited only ${formatMoney(input.bursaryCreditedPence)}`,
    });
  }
  const invoiced = input.invoices.reduce((sum, invoice) => sum + invoice.amountPence, 0);
  if (input.paidPence > invoiced) {
    problems.push({
      kind: 'overpaid',
      message: `Payments of ${formatMoney(input.paidPence)} exceed the invoices' ${formatMoney(invoiced)}`,
    });
  }
  if (input.paymentTerm === 'Student Loan' && !input.loanReference?.trim()) {
    problems.push({
      kind: 'loan-without-reference',
      message: 'A student-loan plan without a loan reference',
    });
  }
  return problems;
}
