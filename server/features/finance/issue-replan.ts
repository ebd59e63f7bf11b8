import { replannedInvoice, type TuitionInvoice, tuitionInvoiceId } from '#domain/finance/issuing';
import { replanYear } from '#domain/finance/replan';
import { invoices } from '../../db/schema';
import type { Tx } from '../../platform/changes';
import { invoiceMoney, nextInvoiceNumber, raiseCreditNote } from './ledger';

// The rows issuing writes (issuing.ts): a tuition invoice, and a re-plan's credit notes and
// new invoice. Money is integer pence.

type InvoiceInsert = typeof invoices.$inferInsert;

/** What a re-plan reports back to issuing: the standing invoice and the credit notes raised. */
export interface ReplanResult {
  invoiceId?: string;
  creditNoteIds?: string[];
}

/** The invoice row of a tuition invoice issued (and sent) today. */
export function invoiceRow(
  invoice: TuitionInvoice,
  engagement: { id: string; studentId: string; scopeKeys: string[] | null },
  today: string,
  id: string,
): Omit<InvoiceInsert, 'number'> {
  return {
    id,
    studentId: engagement.studentId,
    engagementId: engagement.id,
    sessionId: invoice.sessionId,
    description: invoice.description,
    issuedOn: today,
    // We send on issue: the invoice is never a draft.
    sentOn: today,
    dueOn: invoice.firstDueOn,
    amountPence: invoice.totalPence,
    paymentTerm: invoice.paymentTerm,
    intakeDate: invoice.intakeDate,
    lines: invoice.lines,
    scopeKeys: engagement.scopeKeys ?? [],
  };
}

/**
 * A change of plan after invoicing (spec §2.3): the open part of each earlier invoice of the
 * year is credited, and the year's fee on the new plan less what was paid is invoiced anew.
 * False when there was nothing to credit nor to invoice.
 */
export async function replanOne(
  tx: Tx,
  today: string,
  replan: { invoice: TuitionInvoice; result: ReplanResult; earlier: string[]; next: number },
  engagement: { id: string; studentId: string; scopeKeys: string[] | null } | undefined,
): Promise<boolean> {
  if (!engagement) return false;
  const money = await invoiceMoney(tx, replan.earlier);
  const decided = replanYear(
    replan.invoice.totalPence,
    replan.earlier.map((id) => {
      const m = money.get(id);
      return {
        id,
        amountPence: m?.amountPence ?? 0,
        paidPence: m?.paidPence ?? 0,
        creditedPence: m?.creditedPence ?? 0,
      };
    }),
  );
  const creditNoteIds: string[] = [];
  for (const note of decided.creditNotes) {
    const raised = await raiseCreditNote(tx, {
      invoiceId: note.invoiceId,
      amountPence: note.amountPence,
      reason: `Change of plan to ${replan.invoice.paymentTerm}`,
      issuedOn: today,
    });
    creditNoteIds.push(raised.id);
  }
  replan.result.creditNoteIds = creditNoteIds;
  if (decided.toInvoicePence <= 0) {
    replan.result.invoiceId = replan.earlier.at(-1);
    return creditNoteIds.length > 0;
  }
  const next = replannedInvoice(replan.invoice, decided.toInvoicePence);
  const id = tuitionInvoiceId(engagement.id, next.sessionId, replan.next);
  await tx.insert(invoices).values({
    ...invoiceRow(next, engagement, today, id),
    number: await nextInvoiceNumber(tx, next.sessionId),
  });
  replan.result.invoiceId = id;
  return true;
}
