import { type AnyColumn, asc, inArray, type SQL } from 'drizzle-orm';
import { creditedByInvoice, settleInvoices } from '#domain/finance/statement';
import { creditNotes, invoices, payments } from '../../db/schema';
import type { Tx } from '../../platform/changes';

// What each invoice holds as the list, the record and the payment check read it: the payments
// naming it, its share of the student's payments naming no invoice (a deposit from admissions,
// spread oldest invoice first as the student's statement spreads it), and its credit notes.
// Money is integer pence.

/** An invoice's settled money. */
export interface SettledMoney {
  amountPence: number;
  /** Payments naming it plus `allocatedPence`. */
  paidPence: number;
  /** Its share of the student's payments that name no invoice (deposits). */
  allocatedPence: number;
  creditedPence: number;
  /** Amount less paid and credited. */
  balancePence: number;
}

/**
 * The money of every invoice of the students chosen by `students` (a condition on a student id
 * column: a list of ids or a subquery), keyed by invoice id.
 */
export async function settledMoney(
  tx: Pick<Tx, 'select'>,
  students: (column: AnyColumn) => SQL,
): Promise<Map<string, SettledMoney>> {
  // One after another: inside a transaction the queries share one connection.
  const owed = await tx
    .select({
      id: invoices.id,
      studentId: invoices.studentId,
      issuedOn: invoices.issuedOn,
      amountPence: invoices.amountPence,
    })
    .from(invoices)
    .where(students(invoices.studentId))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const paid = await tx
    .select({
      studentId: payments.studentId,
      invoiceId: payments.invoiceId,
      amountPence: payments.amountPence,
    })
    .from(payments)
    .where(students(payments.studentId));
  const credited = await tx
    .select({ invoiceId: creditNotes.invoiceId, amountPence: creditNotes.amountPence })
    .from(creditNotes)
    .where(students(creditNotes.studentId));
  const creditedOf = creditedByInvoice(credited);
  const byStudent = new Map<string, { invoices: typeof owed; payments: typeof paid }>();
  const of = (studentId: string) => {
    let entry = byStudent.get(studentId);
    if (!entry) {
      entry = { invoices: [], payments: [] };
      byStudent.set(studentId, entry);
    }
    return entry;
  };
  for (const invoice of owed) of(invoice.studentId).invoices.push(invoice);
  for (const payment of paid) of(payment.studentId).payments.push(payment);
  const money = new Map<string, SettledMoney>();
  for (const entry of byStudent.values()) {
    const settled = settleInvoices(
      entry.invoices.map((invoice) => ({
        ...invoice,
        creditedPence: creditedOf.get(invoice.id) ?? 0,
      })),
      entry.payments,
    );
    for (const invoice of settled) {
      money.set(invoice.id, {
        amountPence: invoice.amountPence,
        paidPence: invoice.paidPence,
        allocatedPence: invoice.allocatedPence,
        creditedPence: invoice.creditedPence,
        balancePence: invoice.balancePence,
      });
    }
  }
  return money;
}

/** The money of one student's invoices. */
export const studentMoney = (tx: Pick<Tx, 'select'>, studentId: string) =>
  settledMoney(tx, (column) => inArray(column, [studentId]));
