import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { engagements, students, users } from './people';
import { programmes } from './reference';

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
    /** What it charges, line by line: `{description, amountPence, itemCode?}[]` summing to amountPence. */
    lines: jsonb('lines').notNull().default([]),
    /** The day it was sent to the student; null while a draft. */
    sentOn: date('sent_on', { mode: 'string' }),
    /** The day it was cancelled (credited in full with nothing paid); null while it stands. */
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('invoices_student').on(table.studentId),
    uniqueIndex('invoices_number').on(table.number),
    index('invoices_seq').on(table.seq),
    index('invoices_engagement_session').on(table.engagementId, table.sessionId),
  ],
);

/** Numbers of invoices (`INV-<year>-<n>`) and credit notes (`CN-<year>-<n>`), never reused. */
export const invoiceNumbers = pgSequence('invoice_numbers');
export const creditNoteNumbers = pgSequence('credit_note_numbers');

/**
 * A credit note: takes `amountPence` (positive) off one invoice, which is never edited once sent
 * (spec §2.3: a change of plan, a bursary, a cancellation). The invoice's balance is its amount
 * less payments and credit notes.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    sessionId: text('session_id').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Why, in words the student reads: "Change of plan to Termly", "General Bursary 2026-27". */
    reason: text('reason').notNull(),
    /** The bursary award it credits, when it comes from one. */
    bursaryAwardId: text('bursary_award_id'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('credit_notes_number').on(table.number),
    index('credit_notes_invoice').on(table.invoiceId),
    index('credit_notes_student').on(table.studentId),
    index('credit_notes_seq').on(table.seq),
  ],
);

/**
 * The payment plan of one engagement for one academic year (spec §9 payment terms): what issuing
 * reads to build the year's invoice and instalments. Finance sets it (or approves a student's
 * change-of-plan request); a change after invoicing is a re-plan with credit notes.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    /** `<engagementId>:<sessionId>` */
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    engagementId: text('engagement_id')
      .notNull()
      .references(() => engagements.id),
    sessionId: text('session_id').notNull(),
    /** One of ALL_PAYMENT_TERMS. */
    paymentTerm: text('payment_term').notNull(),
    /** The intake the schedule counts from (YYYY-09-DD or YYYY-01-DD); null: the engagement's. */
    intakeDate: date('intake_date', { mode: 'string' }),
    /** The Student Loans Company reference, for a student-loan plan. */
    loanReference: text('loan_reference'),
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_plans_engagement_session').on(table.engagementId, table.sessionId),
    index('payment_plans_student').on(table.studentId),
  ],
);

/**
 * A programme's yearly tuition (spec §2.3 `finance/invoices`: "the tuition fee of the programme
 * and level"): the full-time fee in pence and the fee type that decides the payment terms offered
 * (spec §9). Part-time and extended paces pay a share of it (src/domain/finance/fees.ts).
 */
export const tuitionFees = pgTable('tuition_fees', {
  programmeCode: text('programme_code')
    .primaryKey()
    .references(() => programmes.id),
  /** One of FEE_TYPES: normal, modular, dissertation. */
  feeType: text('fee_type').notNull().default('normal'),
  fullTimePence: integer('full_time_pence').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The bursary panel's decision on one application for one academic year (spec §2.3
 * `finance/bursaries`, §4 bursaryApplication outcomes, §9 bursary types). The application is the
 * student's `bursary-application` form (source `form`, sourceId the form record's id) or an
 * applicant's bursary section (source `application`, sourceId the application id). An approved
 * award becomes credit notes on the student's invoices of that year.
 */
export const bursaryAwards = pgTable(
  'bursary_awards',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    sessionId: text('session_id').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** One of BURSARY_APPLICATION_TYPES, as applied for. */
    applicationType: text('application_type'),
    /** One of the §4 bursaryApplication outcomes. */
    outcome: text('outcome').notNull().default('Under consideration'),
    /** One of BURSARY_TYPES, once decided. */
    bursaryType: text('bursary_type'),
    amountPence: integer('amount_pence'),
    comment: text('comment'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('bursary_awards_source').on(table.source, table.sourceId, table.sessionId),
    index('bursary_awards_student').on(table.studentId),
    index('bursary_awards_seq').on(table.seq),
  ],
);

/**
 * A run of "issue invoices for the academic year" (spec §2.3): its progress and summary. Issuing
 * is idempotent per engagement and year, so a run cut short by a crash resumes by running again.
 */
export const invoiceIssueRuns = pgTable('invoice_issue_runs', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  startedBy: text('started_by').references(() => users.id),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  /** running, done or failed. */
  status: text('status').notNull().default('running'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  issued: integer('issued').notNull().default(0),
  alreadyIssued: integer('already_issued').notNull().default(0),
  /** `{engagementId, studentName, reason}[]`: engagements that could not be invoiced, and why. */
  refused: jsonb('refused').notNull().default([]),
});

/**
 * What waits to reach Xero (spec §2.3 "Xero as the ledger of record"): one row per push of a
 * contact, invoice, credit note or payment at a version. Its id is the Idempotency-Key sent to
 * Xero, so a resend after a crash never creates a second record there.
 */
export const xeroQueue = pgTable(
  'xero_queue',
  {
    id: text('id').primaryKey(),
    /** contact, invoice, credit-note or payment. */
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    recordVersion: integer('record_version').notNull().default(1),
    /** waiting, sent or failed (kept, shown, retried on demand). */
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Xero's ValidationErrors messages of the last failure. */
    validationErrors: jsonb('validation_errors').notNull().default([]),
    /** The id Xero gave the record once pushed. */
    xeroId: text('xero_id'),
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    index('xero_queue_status').on(table.status),
    index('xero_queue_record').on(table.kind, table.recordId),
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
