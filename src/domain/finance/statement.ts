import type { FinanceDetails, InstalmentStatus } from '../forms/student-records';
import { paymentPlan } from './schedules';

// A student's statement (GET forms/student/finance-details): invoices, payments, and where each
// instalment of the session's plan stands. Money is integer pence; days are YYYY-MM-DD strings,
// which order like the days they name.

/** An instalment as a plan gives it: due day and amount. */
export interface PlannedInstalment {
  dueDate: string;
  amountPence: number;
}

/** An instalment with what has been paid towards it and its status. */
export type InstalmentLine = FinanceDetails['plan'][number];

/**
 * Status of one instalment on a day: Paid when fully paid (a zero or negative instalment is
 * paid), else Overdue once its due day has passed, else Part paid when something is paid, else Due.
 */
export function instalmentStatus(
  instalment: PlannedInstalment,
  paidPence: number,
  today: string,
): InstalmentStatus {
  if (paidPence >= instalment.amountPence) return 'Paid';
  if (instalment.dueDate < today) return 'Overdue';
  return paidPence > 0 ? 'Part paid' : 'Due';
}

const byDueDate = (a: PlannedInstalment, b: PlannedInstalment) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;

/**
 * Spreads what was paid over the instalments, oldest due first, and gives each its status on
 * `today`. An overpayment fills every instalment (the rest is credit, seen in the balance);
 * a negative total (refunds beyond payments) pays nothing.
 */
export function allocateToInstalments(
  plan: readonly PlannedInstalment[],
  paidPence: number,
  today: string,
): InstalmentLine[] {
  let left = Math.max(0, paidPence);
  return [...plan].sort(byDueDate).map((instalment) => {
    const paid = Math.min(left, Math.max(0, instalment.amountPence));
    left -= paid;
    return {
      dueDate: instalment.dueDate,
      amountPence: instalment.amountPence,
      paidPence: paid,
      status: instalmentStatus(instalment, paid, today),
    };
  });
}

/** What settling needs of an invoice: credit notes against it take that much off what it asks. */
export interface InvoiceAmount {
  id: string;
  issuedOn: string;
  amountPence: number;
  creditedPence?: number;
}

/** What settling needs of a payment: its amount and the invoice it names, if any. */
export interface PaymentAmount {
  invoiceId: string | null;
  amountPence: number;
}

/**
 * Paid and balance of each invoice (in the given order): the payments made against it, then
 * payments that name no known invoice (a deposit), spread over the invoices still owing after
 * their credit notes, oldest issued first (`allocatedPence`, part of `paidPence`). What is left
 * over is credit: it shows in the account balance, not on an invoice.
 */
export function settleInvoices<T extends InvoiceAmount>(
  invoices: readonly T[],
  payments: readonly PaymentAmount[],
): (T & {
  paidPence: number;
  allocatedPence: number;
  creditedPence: number;
  balancePence: number;
})[] {
  const direct = new Map<string, number>(invoices.map((invoice) => [invoice.id, 0]));
  let unassigned = 0;
  for (const payment of payments) {
    const paid = payment.invoiceId === null ? undefined : direct.get(payment.invoiceId);
    if (payment.invoiceId !== null && paid !== undefined) {
      direct.set(payment.invoiceId, paid + payment.amountPence);
    } else {
      unassigned += payment.amountPence;
    }
  }
  const oldestFirst = [...invoices].sort(
    (a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.id.localeCompare(b.id),
  );
  const shareOf = new Map<string, number>();
  for (const invoice of oldestFirst) {
    const paid = direct.get(invoice.id) ?? 0;
    const owing = invoice.amountPence - (invoice.creditedPence ?? 0) - paid;
    const share = Math.max(0, Math.min(unassigned, owing));
    unassigned -= share;
    shareOf.set(invoice.id, share);
  }
  return invoices.map((invoice) => {
    const allocatedPence = shareOf.get(invoice.id) ?? 0;
    const paidPence = (direct.get(invoice.id) ?? 0) + allocatedPence;
    const creditedPence = invoice.creditedPence ?? 0;
    return {
      ...invoice,
      paidPence,
      allocatedPence,
      creditedPence,
      balancePence: invoice.amountPence - creditedPence - paidPence,
    };
  });
}

/**
 * What the student owes: everything invoiced minus everything paid and credited (negative is
 * credit).
 */
export function accountBalance(
  invoices: readonly { amountPence: number }[],
  payments: readonly { amountPence: number }[],
  creditNotes: readonly { amountPence: number }[] = [],
): number {
  const sum = (rows: readonly { amountPence: number }[]) =>
    rows.reduce((total, row) => total + row.amountPence, 0);
  return sum(invoices) - sum(payments) - sum(creditNotes);
}

/** An invoice as the statement reads it. */
export interface StatementInvoice extends InvoiceAmount {
  number: string;
  sessionId: string;
  description: string;
  dueOn: string;
  /** Payment term of a tuition invoice (its plan follows the term's schedule); else null. */
  paymentTerm: string | null;
  /** The intake date the schedule counts from; null without a plan. */
  intakeDate: string | null;
}

/** A payment as the statement reads it. */
export interface StatementPayment extends PaymentAmount {
  id: string;
  paidOn: string;
  method: string;
  reference: string | null;
}

/** A credit note as the statement reads it. */
export interface StatementCreditNote {
  id: string;
  number: string;
  invoiceId: string;
  issuedOn: string;
  amountPence: number;
  reason: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The credit notes' total per invoice. */
export function creditedByInvoice(
  creditNotes: readonly { invoiceId: string; amountPence: number }[],
): Map<string, number> {
  const credited = new Map<string, number>();
  for (const note of creditNotes) {
    credited.set(note.invoiceId, (credited.get(note.invoiceId) ?? 0) + note.amountPence);
  }
  return credited;
}

/**
 * The finance details of a session (spec §7, §9): its fees, the plan of its tuition invoice (the
 * newest of the session with a payment term not credited in full, so a re-plan shows the new
 * plan) with what is paid or credited of each instalment on `today`, every invoice with paid,
 * credited and balance, every payment and credit note (newest first) and the overall balance.
 * The plan is empty when the session has no such invoice or its term has no schedule.
 */
export function financeDetails(input: {
  sessionId: string;
  today: string;
  invoices: readonly StatementInvoice[];
  payments: readonly StatementPayment[];
  creditNotes?: readonly StatementCreditNote[];
}): FinanceDetails {
  const notes = input.creditNotes ?? [];
  const credited = creditedByInvoice(notes);
  const settled = settleInvoices(
    input.invoices.map((invoice) => ({
      ...invoice,
      creditedPence: credited.get(invoice.id) ?? 0,
    })),
    input.payments,
  );
  const session = settled
    .filter((invoice) => invoice.sessionId === input.sessionId)
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.id.localeCompare(b.id));
  // A re-plan credits the old tuition invoice and issues a newer one: the newest is the plan.
  const tuition = session.findLast(
    (invoice) => invoice.paymentTerm !== null && invoice.creditedPence < invoice.amountPence,
  );
  const schedule =
    tuition?.paymentTerm && tuition.intakeDate
      ? paymentPlan(tuition.intakeDate, tuition.paymentTerm, tuition.amountPence)
      : undefined;
  const plan = allocateToInstalments(
    (schedule ?? []).map((instalment) => ({
      dueDate: isoDay(instalment.dueDate),
      amountPence: instalment.amountPence,
    })),
    (tuition?.paidPence ?? 0) + (tuition?.creditedPence ?? 0),
    input.today,
  );
  const numberOf = new Map(input.invoices.map((invoice) => [invoice.id, invoice.number]));
  return {
    sessionId: input.sessionId,
    paymentTerm: tuition?.paymentTerm ?? null,
    fees: session.map((invoice) => ({
      description: invoice.description,
      amountPence: invoice.amountPence,
    })),
    totalFeesPence: session.reduce((total, invoice) => total + invoice.amountPence, 0),
    plan,
    invoices: settled.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      sessionId: invoice.sessionId,
      description: invoice.description,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      amountPence: invoice.amountPence,
      paidPence: invoice.paidPence,
      creditedPence: invoice.creditedPence,
      balancePence: invoice.balancePence,
    })),
    payments: [...input.payments]
      .sort((a, b) => b.paidOn.localeCompare(a.paidOn) || a.id.localeCompare(b.id))
      .map((payment) => ({
        id: payment.id,
        paidOn: payment.paidOn,
        amountPence: payment.amountPence,
        method: payment.method,
        reference: payment.reference,
      })),
    creditNotes: [...notes]
      .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || a.id.localeCompare(b.id))
      .map((note) => ({
        id: note.id,
        number: note.number,
        invoiceNumber: numberOf.get(note.invoiceId) ?? '',
        issuedOn: note.issuedOn,
        amountPence: note.amountPence,
        reason: note.reason,
      })),
    balancePence: accountBalance(input.invoices, input.payments, notes),
  };
}
