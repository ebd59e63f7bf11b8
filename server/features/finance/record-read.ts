import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { invoiceRowOf } from '#domain/finance/invoice-list';
import type {
  InvoiceRecordView,
  RecordHistoryEntry,
  RecordPayment,
} from '#domain/finance/invoice-record';
import { invoiceLinesSchema } from '#domain/finance/issuing';
import { paymentPlan } from '#domain/finance/schedules';
import { allocateToInstalments } from '#domain/finance/statement';
import { formatMoney } from '#domain/format/numbers';
import { auditLog, creditNotes, hubs, invoices, payments, students, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import type { Tx } from '../../platform/changes';
import { notFound } from '../../platform/errors';
import { todayOf } from './ledger';
import { studentMoney } from './record-money';

type Reader = Pick<Tx, 'select'>;

/** The invoice and its student, when it exists and is in the caller's scope; else 404. */
export async function invoiceInScope(db: Reader, auth: AuthContext, id: string) {
  const [found] = await db
    .select({ invoice: invoices, student: students })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(eq(invoices.id, id));
  // Outside the caller's scope reads as not there (its existence is not revealed).
  if (!found || !inScope(auth.scope, found.invoice.scopeKeys ?? [])) {
    throw notFound('No such invoice');
  }
  return found;
}

const paymentColumns = {
  id: payments.id,
  paidOn: payments.paidOn,
  amountPence: payments.amountPence,
  method: payments.method,
  reference: payments.reference,
};

const SUBJECTS = { invoices: 'invoice', payments: 'payment', credit_notes: 'credit note' } as const;

// How the history names the fields people changed; record ids are left out (the row says what).
const FIELD_LABELS: Record<string, string> = {
  amountPence: 'Amount',
  paidOn: 'Paid on',
  method: 'Method',
  reference: 'Reference',
  sentOn: 'Sent',
  cancelledOn: 'Cancelled',
  dueOn: 'Due',
  issuedOn: 'Issued',
  number: 'Number',
  reason: 'Reason',
  description: 'Description',
  paymentTerm: 'Payment term',
  emailedTo: 'To',
};
const HIDDEN = new Set(['id', 'invoiceId', 'studentId', 'engagementId', 'bursaryAwardId']);

const shown = (field: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('Pence') && typeof value === 'number') return formatMoney(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The changes of an audit entry in words: a new record's values (`Amount £120.00; Paid on
 * 2026-11-20`), a change's before and after (`Sent: — → 2026-11-27`).
 */
function summaryOf(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  return Object.entries(changes as Record<string, { before?: unknown; after?: unknown }>)
    .filter(([field]) => !HIDDEN.has(field))
    .map(([field, change]) => {
      const label = FIELD_LABELS[field] ?? field;
      const before = change?.before;
      return before === null || before === undefined
        ? `${label} ${shown(field, change?.after)}`
        : `${label}: ${shown(field, before)} → ${shown(field, change?.after)}`;
    })
    .join('; ');
}

/** The audit entries of the invoice, its payments and its credit notes, oldest first. */
async function historyOf(
  db: Reader,
  invoiceId: string,
  paymentIds: readonly string[],
  noteIds: readonly string[],
): Promise<RecordHistoryEntry[]> {
  const of = (entity: keyof typeof SUBJECTS, ids: readonly string[]) =>
    ids.length > 0
      ? and(eq(auditLog.entity, entity), inArray(auditLog.recordId, [...ids]))
      : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      entity: auditLog.entity,
      action: auditLog.action,
      changes: auditLog.changes,
      who: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(or(of('invoices', [invoiceId]), of('payments', paymentIds), of('credit_notes', noteIds)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    at: String(row.at),
    who: row.who,
    subject: SUBJECTS[row.entity as keyof typeof SUBJECTS] ?? 'invoice',
    action: row.action,
    summary: summaryOf(row.changes),
  }));
}

/**
 * The invoice record (spec §2.3): its row (money with deposits and credit notes), lines, plan,
 * payments, the student's deposits, credit notes and history. 404 when not there or out of scope.
 */
export async function invoiceRecord(
  context: AppContext,
  auth: AuthContext,
  id: string,
  db: Reader = context.db,
): Promise<InvoiceRecordView> {
  const { invoice, student } = await invoiceInScope(db, auth, id);
  // One after another: inside a transaction the queries share one connection.
  const money = await studentMoney(db, student.id);
  const received = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.invoiceId, id))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  const deposits = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.studentId, student.id), isNull(payments.invoiceId)))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  const notes = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedOn: creditNotes.issuedOn,
      amountPence: creditNotes.amountPence,
      reason: creditNotes.reason,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, id))
    .orderBy(asc(creditNotes.issuedOn), asc(creditNotes.id));
  const hub = await db.select({ name: hubs.name }).from(hubs).where(eq(hubs.id, student.hubId));
  const settled = money.get(id) ?? {
    paidPence: 0,
    allocatedPence: 0,
    creditedPence: 0,
  };
  const today = todayOf(context);
  const row = invoiceRowOf(invoice, student, settled, today, hub[0]?.name);
  const schedule =
    invoice.paymentTerm && invoice.intakeDate
      ? paymentPlan(invoice.intakeDate, invoice.paymentTerm, invoice.amountPence)
      : undefined;
  const plan = allocateToInstalments(
    (schedule ?? []).map((instalment) => ({
      dueDate: instalment.dueDate.toISOString().slice(0, 10),
      amountPence: instalment.amountPence,
    })),
    settled.paidPence + settled.creditedPence,
    today,
  );
  const stored = invoiceLinesSchema.safeParse(invoice.lines);
  const storedLines = stored.success ? stored.data : [];
  const history = await historyOf(
    db,
    id,
    received.map((payment) => payment.id),
    notes.map((note) => note.id),
  );
  return {
    ...row,
    intakeDate: invoice.intakeDate,
    engagementId: invoice.engagementId,
    student: {
      id: student.id,
      name: row.studentName,
      email: student.email,
      hubId: student.hubId,
      programmeCode: student.programmeCode,
    },
    lines:
      storedLines.length > 0
        ? storedLines
        : [{ description: invoice.description, amountPence: invoice.amountPence }],
    plan,
    payments: received satisfies RecordPayment[],
    deposits,
    allocatedPence: settled.allocatedPence,
    creditNotes: notes,
    history,
  };
}
