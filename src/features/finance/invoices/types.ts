import type { InvoiceListRow, InvoiceTotals } from '../../../domain/finance/invoice-list';
import type { AgeingBucket } from '../../../domain/finance/invoice-status';
import type { InstalmentLine } from '../../../domain/finance/statement';

/** GET finance/invoices: the filtered rows, their totals and ageing, and the filters' options. */
export interface InvoiceList {
  items: InvoiceListRow[];
  total: number;
  totals: InvoiceTotals;
  ageing: Record<AgeingBucket, number>;
  options: { years: string[]; hubs: { id: string; name: string }[]; programmes: string[] };
}

/** GET finance/invoices/:id: an invoice with its student, lines, plan and payments. */
export interface InvoiceRecord extends InvoiceListRow {
  intakeDate: string | null;
  /** The engagement a tuition invoice is for (its plan is changed there). */
  engagementId: string | null;
  student: { id: string; name: string; email: string; hubId: string; programmeCode: string };
  lines: { description: string; amountPence: number }[];
  plan: InstalmentLine[];
  payments: {
    id: string;
    paidOn: string;
    amountPence: number;
    method: string;
    reference: string | null;
  }[];
}
