import { tuitionInvoiceOrdinal } from '../finance/issuing';
import { wholePounds } from './rules';

// INVOICEFEEAMOUNT of a StudentCourseSession: the tuition invoiced for the engagement's academic
// year, in whole pounds. A year's tuition invoices are `<engagement>-<year>-tuition`, `-2`, …
// (issuing.ts); a re-plan cancels or credits the earlier one and issues the next with the year's
// full lines, so the year's tuition is the tuition line of its newest invoice still standing.
// Admin fee lines (with an itemCode) and "paid on earlier invoices" lines (negative) are not fee.

/** The fields of an invoice the fee amount reads. */
export interface FeeInvoice {
  id: string;
  engagementId: string | null;
  sessionId: string;
  cancelledOn: string | null;
  lines: unknown;
}

interface Line {
  amountPence?: unknown;
  itemCode?: unknown;
}

/** Pence of an invoice's tuition lines: positive lines without an item code. */
function tuitionPence(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  return (lines as Line[]).reduce(
    (sum, line) =>
      typeof line.amountPence === 'number' && line.amountPence > 0 && !line.itemCode
        ? sum + line.amountPence
        : sum,
    0,
  );
}

/** Whole pounds of tuition invoiced for an engagement's year; undefined when none was invoiced. */
export function invoicedFeePounds(
  invoices: readonly FeeInvoice[],
  engagementId: string,
  year: string,
): number | undefined {
  let newest: { ordinal: number; invoice: FeeInvoice } | undefined;
  for (const invoice of invoices) {
    if (invoice.engagementId !== engagementId || invoice.sessionId !== year) continue;
    if (invoice.cancelledOn) continue;
    const ordinal = tuitionInvoiceOrdinal(invoice.id, engagementId, year);
    if (ordinal === undefined) continue;
    if (!newest || ordinal > newest.ordinal) newest = { ordinal, invoice };
  }
  if (!newest) return undefined;
  const pence = tuitionPence(newest.invoice.lines);
  return pence > 0 ? wholePounds(pence) : undefined;
}
