import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { engagements, students } from './people';

// Money is integer pence in every column (src/domain/finance).

/**
 * An invoice to a student. A session's tuition invoice names the payment term its plan follows
 * (spec §9 payment terms and schedules); other invoices (residential, resits) have none.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    engagementId: text('engagement_id').references(() => engagements.id),
    /** Human number, e.g. `INV-2026-00042`. */
    number: text('number').notNull(),
    /** Academic year title, e.g. `2026-27`. */
    sessionId: text('session_id').notNull(),
    description: text('description').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** One of ALL_PAYMENT_TERMS or a schedule name; null when the invoice is paid at once. */
    paymentTerm: text('payment_term'),
    /** The intake date its schedule counts from (YYYY-09-DD or YYYY-01-DD). */
    intakeDate: date('intake_date', { mode: 'string' }),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('invoices_student').on(table.studentId),
    uniqueIndex('invoices_number').on(table.number),
    index('invoices_seq').on(table.seq),
  ],
);

/** A payment received from (or for) a student, optionally against an invoice. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    invoiceId: text('invoice_id').references(() => invoices.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Card, Bank transfer, Direct debit, Student Loan, Bursary. */
    method: text('method').notNull(),
    reference: text('reference'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('payments_student').on(table.studentId),
    index('payments_invoice').on(table.invoiceId),
    index('payments_seq').on(table.seq),
  ],
);
