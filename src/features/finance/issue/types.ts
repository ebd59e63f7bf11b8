import {
  academicStartYearOf,
  academicYearTitle,
  FIRST_INVOICE_YEAR,
} from '../../../domain/calendar/academic-year';

/** An engagement a run could not invoice, and why. */
export interface RefusedEngagement {
  engagementId: string;
  studentId: string;
  studentName: string;
  reason: string;
}

/** GET finance/issue-runs/:id: a run's progress and summary. */
export interface IssueRun {
  id: string;
  sessionId: string;
  /** running, done or failed. */
  status: string;
  total: number;
  done: number;
  issued: number;
  alreadyIssued: number;
  refused: RefusedEngagement[];
  resumed?: boolean;
}

/** GET finance/payment-plans/:engagementId/:sessionId. */
export interface PlanAnswer {
  feeType: string;
  offeredTerms: string[];
  plan: { paymentTerm: string; intakeDate: string | null; loanReference: string | null } | null;
}

/** PUT finance/payment-plans/…: the plan, and what the re-plan did. */
export interface PlanChangeAnswer {
  outcome: 'issued' | 'already-issued' | 'reissued' | 'refused' | 'not-invoiced';
  creditNotes: { id: string; number: string; invoiceId: string; amountPence: number }[];
  invoice: { id: string; number: string; amountPence: number; paymentTerm: string | null } | null;
}

/** The years a run may be for, newest first: next year back to the first invoice year. */
export function issuableYears(now: Date): string[] {
  const years: string[] = [];
  for (let year = academicStartYearOf(now) + 1; year >= FIRST_INVOICE_YEAR; year -= 1) {
    years.push(academicYearTitle(year));
  }
  return years;
}

/** The current academic year's title. */
export const currentYear = (now: Date) => academicYearTitle(academicStartYearOf(now));

export const OFFLINE_MESSAGE = 'Issuing invoices needs a connection: you are offline.';
