import { eq, inArray, sql } from 'drizzle-orm';
import { parseAcademicYearTitle } from '#domain/calendar/academic-year';
import { queryRows } from '../../db/client';
import { creditNotes, invoices, payments } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { Tx } from '../../platform/changes';
import { notFound } from '../../platform/errors';
import { featureOn } from '../../platform/features';

// What every part of finance shares: the feature switches, document numbers, balances and
// credit notes. Money is integer pence.

/** The finance feature switches (config/features.json). */
export type FinanceSwitch =
  | 'invoices'
  | 'payments'
  | 'bursaries'
  | 'financeRequests'
  | 'accountingService';

const SWITCH_NAMES: Record<FinanceSwitch, string> = {
  invoices: 'Invoices',
  payments: 'Payments',
  bursaries: 'Bursaries',
  financeRequests: 'Finance requests',
  accountingService: 'The accounting service',
};

/** Throws 404 when the switch is off: the area does not exist for this college (spec §1). */
export function requireSwitch(context: AppContext, name: FinanceSwitch): void {
  if (!featureOn(context, name)) throw notFound(`${SWITCH_NAMES[name]} are switched off`);
}

/** Today's day (UTC) from the app's clock. */
export const todayOf = (context: AppContext): string =>
  (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

const startYearOf = (sessionId: string) =>
  parseAcademicYearTitle(sessionId) ?? Number(sessionId.slice(0, 4));

/** The next invoice number for an academic year, e.g. `INV-2026-03420` (never reused). */
export async function nextInvoiceNumber(tx: Tx, sessionId: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('invoice_numbers') as n`);
  return `INV-${startYearOf(sessionId)}-${String(row?.n).padStart(5, '0')}`;
}

/** The next credit note number for an academic year, e.g. `CN-2026-00001`. */
export async function nextCreditNoteNumber(tx: Tx, sessionId: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('credit_note_numbers') as n`);
  return `CN-${startYearOf(sessionId)}-${String(row?.n).padStart(5, '0')}`;
}

/** An invoice's money: its amount, what was paid and credited against it, and the balance. */
export interface InvoiceMoney {
  amountPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
}

/** The money of each invoice named (those not found are absent from the map). */
export async function invoiceMoney(
  tx: Pick<Tx, 'select'>,
  invoiceIds: readonly string[],
): Promise<Map<string, InvoiceMoney>> {
  const money = new Map<string, InvoiceMoney>();
  if (invoiceIds.length === 0) return money;
  const ids = [...invoiceIds];
  const found = await tx
    .select({ id: invoices.id, amountPence: invoices.amountPence })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  const paid = await tx
    .select({ id: payments.invoiceId, pence: sql<number>`sum(${payments.amountPence})::int` })
    .from(payments)
    .where(inArray(payments.invoiceId, ids))
    .groupBy(payments.invoiceId);
  const credited = await tx
    .select({ id: creditNotes.invoiceId, pence: sql<number>`sum(${creditNotes.amountPence})::int` })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, ids))
    .groupBy(creditNotes.invoiceId);
  const paidOf = new Map(paid.map((row) => [row.id, Number(row.pence)]));
  const creditedOf = new Map(credited.map((row) => [row.id, Number(row.pence)]));
  for (const invoice of found) {
    const paidPence = paidOf.get(invoice.id) ?? 0;
    const creditedPence = creditedOf.get(invoice.id) ?? 0;
    money.set(invoice.id, {
      amountPence: invoice.amountPence,
      paidPence,
      creditedPence,
      balancePence: invoice.amountPence - paidPence - creditedPence,
    });
  }
  return money;
}

/** What a credit note needs: the invoice, the amount (positive pence), why, and the day. */
export interface CreditNoteInput {
  invoiceId: string;
  amountPence: number;
  reason: string;
  issuedOn: string;
  bursaryAwardId?: string | null;
}

/**
 * Raises a credit note against an invoice (never editing the invoice itself, spec §2.3); when
 * it leaves nothing to pay and nothing was paid, the invoice is marked cancelled that day.
 * Throws 404 when the invoice is not there; refuses amounts that are not positive whole pence
 * or exceed the invoice's balance (a programming error: callers compute them).
 */
export async function raiseCreditNote(tx: Tx, input: CreditNoteInput) {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence <= 0) {
    throw new RangeError(`Not a credit in pence: ${input.amountPence}`);
  }
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw notFound('No such invoice');
  const money = (await invoiceMoney(tx, [invoice.id])).get(invoice.id);
  if (!money || input.amountPence > money.balancePence) {
    throw new RangeError(`A credit of ${input.amountPence} exceeds the balance of ${invoice.id}`);
  }
  const count = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const [note] = await tx
    .insert(creditNotes)
    .values({
      id: `${invoice.id}-cn${Number(count[0]?.n ?? 0) + 1}`,
      number: await nextCreditNoteNumber(tx, invoice.sessionId),
      studentId: invoice.studentId,
      invoiceId: invoice.id,
      sessionId: invoice.sessionId,
      issuedOn: input.issuedOn,
      amountPence: input.amountPence,
      reason: input.reason,
      bursaryAwardId: input.bursaryAwardId ?? null,
      scopeKeys: invoice.scopeKeys,
    })
    .returning();
  if (money.paidPence === 0 && input.amountPence === money.balancePence) {
    await tx
      .update(invoices)
      .set({ cancelledOn: input.issuedOn, version: sql`${invoices.version} + 1` })
      .where(eq(invoices.id, invoice.id));
  }
  if (!note) throw new Error('The credit note was not written');
  return note;
}
