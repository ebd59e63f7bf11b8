import type { InvoiceListRow, InvoiceTotals } from '../../../domain/finance/invoice-list';
import type { AgeingBucket } from '../../../domain/finance/invoice-status';

/** GET finance/invoices: the filtered rows, their totals and ageing, and the filters' options. */
export interface InvoiceList {
  items: InvoiceListRow[];
  total: number;
  totals: InvoiceTotals;
  ageing: Record<AgeingBucket, number>;
  options: { years: string[]; hubs: { id: string; name: string }[]; programmes: string[] };
}
