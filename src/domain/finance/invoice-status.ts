import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';

// Where an invoice stands, and how old its unpaid balances are (spec §2.3 `finance/invoices`).
// Money is integer pence; days are YYYY-MM-DD strings.

/** Statuses of an invoice, as the finance list filters them. */
export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'part-paid',
  'paid',
  'overdue',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** What the status reads of an invoice. */
export interface InvoiceStanding {
  amountPence: number;
  dueOn: string;
  /** The day it was sent to the student; null while a draft. */
  sentOn: string | null;
  /** The day it was cancelled (by a credit note); null otherwise. */
  cancelledOn: string | null;
}

/**
 * An invoice's status on `today`: cancelled and draft whatever was paid; then paid when the
 * payments and credit notes cover it (a zero or negative invoice is paid), overdue once its due
 * day has passed, part-paid when something was paid, else sent.
 */
export function invoiceStatus(
  invoice: InvoiceStanding,
  paidPence: number,
  today: string,
  creditedPence = 0,
): InvoiceStatus {
  if (invoice.cancelledOn) return 'cancelled';
  if (!invoice.sentOn) return 'draft';
  if (paidPence + creditedPence >= invoice.amountPence) return 'paid';
  if (invoice.dueOn < today) return 'overdue';
  return paidPence > 0 ? 'part-paid' : 'sent';
}

/** Ageing buckets of unpaid balances: not yet due, then days past the due day. */
export const AGEING_BUCKETS = ['not-due', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of a balance due on `dueOn`, seen on `today` (due today is not yet late). */
export function ageingBucket(dueOn: string, today: string): AgeingBucket {
  const late = differenceInCalendarDays(parseISO(today), parseISO(dueOn));
  if (late <= 0) return 'not-due';
  if (late <= 30) return '1-30';
  if (late <= 60) return '31-60';
  if (late <= 90) return '61-90';
  return '90+';
}

/**
 * The unpaid balances (amount less payments and credit notes) of invoices summed per ageing
 * bucket, in pence. Paid, cancelled and draft invoices owe nothing yet.
 */
export function ageingTotals(
  invoices: readonly (InvoiceStanding & { paidPence: number; creditedPence?: number })[],
  today: string,
): Record<AgeingBucket, number> {
  const totals = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    AgeingBucket,
    number
  >;
  for (const invoice of invoices) {
    const credited = invoice.creditedPence ?? 0;
    const status = invoiceStatus(invoice, invoice.paidPence, today, credited);
    if (status === 'draft' || status === 'cancelled' || status === 'paid') continue;
    totals[ageingBucket(invoice.dueOn, today)] +=
      invoice.amountPence - invoice.paidPence - credited;
  }
  return totals;
}
