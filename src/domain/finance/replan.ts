// A student changes their payment plan for a year after its invoices were sent (spec §2.3
// `finance/invoices`): a sent invoice is never edited. What is still unpaid on each of them is
// cancelled by a credit note, and the fee less what was paid is invoiced again on the new plan.
// Money is integer pence.

/** An invoice of the year as issued, with what was paid and credited against it. */
export interface IssuedInvoice {
  id: string;
  amountPence: number;
  paidPence: number;
  /** Credit notes already raised against it (a positive amount). */
  creditedPence: number;
}

/** A credit note to raise against an invoice (a positive amount cancels that much of it). */
export interface CreditNote {
  invoiceId: string;
  amountPence: number;
}

/** What a change of plan does: credit notes, and the amount to invoice on the new plan. */
export interface Replan {
  creditNotes: CreditNote[];
  /** The year's fee less what was already paid; never below zero (an overpayment is credit). */
  toInvoicePence: number;
}

/**
 * The credit notes and the amount still to invoice when a year's fee of `feePence` moves to a
 * new plan. Each invoice's open part (amount less paid less credited) is credited in full;
 * invoices already settled get none. Running it again after the credit notes are raised and the
 * new invoices issued gives the same amount and no further credit notes for the old invoices.
 */
export function replanYear(feePence: number, issued: readonly IssuedInvoice[]): Replan {
  for (const value of [feePence, ...issued.flatMap((i) => [i.amountPence, i.paidPence])]) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not integer pence: ${value}`);
  }
  const creditNotes = issued
    .map((invoice) => ({
      invoiceId: invoice.id,
      amountPence: invoice.amountPence - invoice.paidPence - invoice.creditedPence,
    }))
    .filter((note) => note.amountPence > 0);
  const paid = issued.reduce((sum, invoice) => sum + invoice.paidPence, 0);
  return { creditNotes, toInvoicePence: Math.max(0, feePence - paid) };
}
