import type { BursaryListRow, BursaryOutcome } from '../../../domain/finance/bursary-review';

/** GET finance/bursaries: the filtered rows and the filters' options. */
export interface BursaryList {
  items: BursaryListRow[];
  total: number;
  options: { years: string[]; types: string[]; outcomes: BursaryOutcome[] };
}

/** One invoice of the student's year, with what was paid and credited against it. */
export interface BursaryYearInvoice {
  id: string;
  number: string;
  description: string;
  dueOn: string;
  cancelledOn: string | null;
  amountPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
}

/** GET finance/bursaries/:id: the application, the student's year, the decision and history. */
export interface BursaryRecord extends BursaryListRow {
  answers: Record<string, unknown>;
  /** What an applicant asked for each year (applications only). */
  soughtPence: number | null;
  student: { id: string; name: string; programmeCode: string; hubId: string } | null;
  finance: {
    invoices: BursaryYearInvoice[];
    feesPence: number;
    invoicedPence: number;
    balancePence: number;
  } | null;
  credits: {
    id: string;
    number: string;
    invoiceId: string;
    issuedOn: string;
    amountPence: number;
  }[];
  evidence: { id: string; fileName: string; size: number }[];
  decision: {
    outcome: BursaryOutcome;
    bursaryType: string | null;
    amountPence: number | null;
    comment: string | null;
    decidedAt: string;
    decidedBy: string | null;
  } | null;
  history: {
    at: string;
    by: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
  version: number;
}
