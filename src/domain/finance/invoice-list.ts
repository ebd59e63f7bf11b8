import { z } from 'zod';
import { parseAcademicYearTitle } from '../calendar/academic-year';
import { compareValues, SORT_ORDERS, type SortOrder } from '../format/compare';
import {
  type AgeingBucket,
  ageingTotals,
  type InvoiceStatus,
  invoiceStatus,
  invoiceStatusSchema,
} from './invoice-status';
import { ALL_PAYMENT_TERMS } from './payment-terms';

// The staff invoices list (spec §2.3 `finance/invoices`): one row per invoice with what was paid
// against it and its status, the filters the screen and the server's export share, and the
// totals row and ageing of the filtered rows. Money is integer pence.

/** One row of the invoices list. */
export interface InvoiceListRow {
  id: string;
  number: string;
  studentId: string;
  studentName: string;
  hubId: string;
  /** The hub's name (its id when unknown), as the list shows and sorts it. */
  hubName: string;
  programmeCode: string;
  /** The academic year, e.g. `2026-27`. */
  sessionId: string;
  description: string;
  issuedOn: string;
  dueOn: string;
  /** The payment term of a tuition invoice; null when paid at once. */
  paymentTerm: string | null;
  amountPence: number;
  /** Payments against it, and its share of the student's payments naming no invoice (deposits). */
  paidPence: number;
  /** Credit notes against it (a bursary, a change of plan). */
  creditedPence: number;
  /** Amount less paid and credited (negative: overpaid). */
  balancePence: number;
  /** The day it was sent to the student; null while a draft. */
  sentOn: string | null;
  /** The day it was cancelled; null while it stands. */
  cancelledOn: string | null;
  status: InvoiceStatus;
}

/** The columns the list shows and sorts by, in order (the export writes the same). */
export const INVOICE_LIST_COLUMNS = [
  'number',
  'studentName',
  'dueOn',
  'amountPence',
  'paidPence',
  'creditedPence',
  'balancePence',
  'status',
  'sessionId',
  'paymentTerm',
  'programmeCode',
  'hubName',
  'issuedOn',
] as const satisfies readonly (keyof InvoiceListRow)[];
export type InvoiceListColumn = (typeof INVOICE_LIST_COLUMNS)[number];

/** How a status reads on screen and in exports: 'part-paid' → 'Part-paid'. */
export function invoiceStatusLabel(status: InvoiceStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** "No term": the filter value of invoices paid at once (no payment term). */
export const NO_TERM = 'none';

const text = z.string().trim().max(100).optional();

/** The query of `GET /api/finance/invoices`: filters, search, sort, page and export. */
export const invoiceListQuerySchema = z.strictObject({
  year: z
    .string()
    .refine((value) => parseAcademicYearTitle(value) !== undefined, 'Not an academic year')
    .optional(),
  status: invoiceStatusSchema.optional(),
  hub: text,
  programme: text,
  term: z.enum([...ALL_PAYMENT_TERMS, NO_TERM]).optional(),
  q: text,
  sort: z.enum(INVOICE_LIST_COLUMNS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
export type InvoiceListFilter = Pick<
  InvoiceListQuery,
  'year' | 'status' | 'hub' | 'programme' | 'term' | 'q'
>;

/** What was paid and credited against an invoice, in pence. */
export interface InvoiceSettlement {
  paidPence: number;
  creditedPence: number;
}

/**
 * A list row of an invoice: its money (paid and credited given, balance computed) and its status
 * on `today` from its sent and cancelled days (a draft until sent).
 */
export function invoiceRowOf(
  invoice: {
    id: string;
    number: string;
    studentId: string;
    sessionId: string;
    description: string;
    issuedOn: string;
    dueOn: string;
    paymentTerm: string | null;
    amountPence: number;
    sentOn: string | null;
    cancelledOn: string | null;
  },
  student: { firstName: string; lastName: string; hubId: string; programmeCode: string },
  { paidPence, creditedPence }: InvoiceSettlement,
  today: string,
  hubName = student.hubId,
): InvoiceListRow {
  return {
    id: invoice.id,
    number: invoice.number,
    studentId: invoice.studentId,
    studentName: `${student.firstName} ${student.lastName}`,
    hubId: student.hubId,
    hubName,
    programmeCode: student.programmeCode,
    sessionId: invoice.sessionId,
    description: invoice.description,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    paymentTerm: invoice.paymentTerm,
    amountPence: invoice.amountPence,
    paidPence,
    creditedPence,
    balancePence: invoice.amountPence - paidPence - creditedPence,
    sentOn: invoice.sentOn,
    cancelledOn: invoice.cancelledOn,
    status: invoiceStatus(invoice, paidPence, today, creditedPence),
  };
}

/** Whether a row passes the filters; the search matches the student's name or the number. */
export function matchesInvoiceFilter(row: InvoiceListRow, filter: InvoiceListFilter): boolean {
  if (filter.year && row.sessionId !== filter.year) return false;
  if (filter.status && row.status !== filter.status) return false;
  if (filter.hub && row.hubId !== filter.hub) return false;
  if (filter.programme && row.programmeCode !== filter.programme) return false;
  if (filter.term && (row.paymentTerm ?? NO_TERM) !== filter.term) return false;
  const q = filter.q?.trim().toLocaleLowerCase('en-GB');
  if (q) {
    const words = `${row.studentName} ${row.number}`.toLocaleLowerCase('en-GB');
    if (!words.includes(q)) return false;
  }
  return true;
}

/** The rows in the order asked (newest issued first by default), ties by number. */
export function sortInvoiceRows(
  rows: readonly InvoiceListRow[],
  sort?: InvoiceListColumn,
  order: SortOrder = 'asc',
): InvoiceListRow[] {
  if (!sort) {
    return rows.toSorted(
      (a, b) => b.issuedOn.localeCompare(a.issuedOn) || a.number.localeCompare(b.number),
    );
  }
  const sign = order === 'desc' ? -1 : 1;
  return rows.toSorted(
    (a, b) => sign * compareValues(a[sort], b[sort]) || a.number.localeCompare(b.number),
  );
}

/** The totals row of the list: amount, paid, credited and balance, in pence. */
export interface InvoiceTotals {
  amountPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
}

/** Sums of the rows, and their unpaid balances per ageing bucket on `today`. */
export function invoiceListSummary(
  rows: readonly InvoiceListRow[],
  today: string,
): { totals: InvoiceTotals; ageing: Record<AgeingBucket, number> } {
  const totals = { amountPence: 0, paidPence: 0, creditedPence: 0, balancePence: 0 };
  for (const row of rows) {
    totals.amountPence += row.amountPence;
    totals.paidPence += row.paidPence;
    totals.creditedPence += row.creditedPence;
    totals.balancePence += row.balancePence;
  }
  const ageing = ageingTotals(rows, today);
  return { totals, ageing };
}
