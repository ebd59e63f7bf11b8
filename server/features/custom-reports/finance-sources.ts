import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Feature } from '#domain/config/feature-list';
import {
  type CatalogEntity,
  type CatalogField,
  FINANCE_REPORT_ENTITIES,
  type FieldType,
  opsOfType,
} from '#domain/custom-reports/definition';
import { BURSARY_TYPES } from '#domain/finance/bursaries';
import { BURSARY_OUTCOMES } from '#domain/finance/bursary-review';
import { ALL_PAYMENT_TERMS } from '#domain/finance/payment-terms';
import { PAYMENT_METHODS } from '#domain/finance/payments';
import { meetsRequirement, type Requirement } from '#domain/permissions/requirement';
import { bursaryAwards, creditNotes, hubs, invoices, payments, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import type { ExportColumnKind } from '../../platform/exports/types';
import { featureOn } from '../../platform/features';

// The finance records a custom report reads (issue 22): invoices, payments, credit notes and
// bursary awards. The generic entity layer does not serve them, so each is a source of its own
// here: its fields as SQL over its table (and its student's), the permission and switches the
// finance routes ask for, and their record scope (the record's scope keys, as the finance
// lists filter them: a hub's staff see their hub's, a student none).

export type FinanceEntity = (typeof FINANCE_REPORT_ENTITIES)[number];

/** A field of a finance source: what it is called and holds, and its value in SQL. */
export interface SourceField {
  name: string;
  label: string;
  type: FieldType;
  value: SQL | PgColumn;
  options?: readonly string[];
}

export interface FinanceSource {
  name: FinanceEntity;
  label: string;
  /** What its finance route asks for (requirePermission), and the switches it needs on. */
  permission: Requirement;
  switches: readonly Feature[];
  table: PgTable;
  id: PgColumn;
  studentId: PgColumn;
  scopeKeys: PgColumn;
  fields: readonly SourceField[];
}

/** Who reads invoices, payments and credit notes (finance's INVOICES_READ). */
const INVOICES_READ = ['students:invoice'] as const;
/** Who reviews bursaries (finance's BURSARIES_REVIEW). */
const BURSARIES_REVIEW = ['role:bursary'] as const;

const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;
const hubName = sql<string>`(select ${hubs.name} from ${hubs} where ${hubs.id} = ${students.hubId})`;
const student: SourceField[] = [
  { name: 'studentName', label: 'Student', type: 'text', value: studentName },
  { name: 'hub', label: 'Hub', type: 'choice', value: hubName },
  { name: 'programme', label: 'Programme', type: 'choice', value: students.programmeCode },
];

export const FINANCE_SOURCES: Record<FinanceEntity, FinanceSource> = {
  invoices: {
    name: 'invoices',
    label: 'Invoices',
    permission: INVOICES_READ,
    switches: ['invoices'],
    table: invoices,
    id: invoices.id,
    studentId: invoices.studentId,
    scopeKeys: invoices.scopeKeys,
    fields: [
      { name: 'number', label: 'Invoice', type: 'text', value: invoices.number },
      ...student,
      { name: 'sessionId', label: 'Year', type: 'choice', value: invoices.sessionId },
      { name: 'description', label: 'Description', type: 'text', value: invoices.description },
      { name: 'issuedOn', label: 'Issued', type: 'date', value: invoices.issuedOn },
      { name: 'dueOn', label: 'Due', type: 'date', value: invoices.dueOn },
      { name: 'amountPence', label: 'Amount', type: 'money', value: invoices.amountPence },
      {
        name: 'paymentTerm',
        label: 'Payment term',
        type: 'choice',
        value: invoices.paymentTerm,
        options: ALL_PAYMENT_TERMS,
      },
      { name: 'sentOn', label: 'Sent', type: 'date', value: invoices.sentOn },
      { name: 'cancelledOn', label: 'Cancelled', type: 'date', value: invoices.cancelledOn },
    ],
  },
  payments: {
    name: 'payments',
    label: 'Payments',
    permission: INVOICES_READ,
    switches: ['invoices', 'payments'],
    table: payments,
    id: payments.id,
    studentId: payments.studentId,
    scopeKeys: payments.scopeKeys,
    fields: [
      ...student,
      {
        name: 'invoice',
        label: 'Invoice',
        type: 'text',
        value: sql<string>`(select ${invoices.number} from ${invoices} where ${invoices.id} = ${payments.invoiceId})`,
      },
      { name: 'paidOn', label: 'Paid on', type: 'date', value: payments.paidOn },
      { name: 'amountPence', label: 'Amount', type: 'money', value: payments.amountPence },
      {
        name: 'method',
        label: 'Method',
        type: 'choice',
        value: payments.method,
        options: PAYMENT_METHODS,
      },
      { name: 'reference', label: 'Reference', type: 'text', value: payments.reference },
    ],
  },
  'credit-notes': {
    name: 'credit-notes',
    label: 'Credit notes',
    permission: INVOICES_READ,
    switches: ['invoices'],
    table: creditNotes,
    id: creditNotes.id,
    studentId: creditNotes.studentId,
    scopeKeys: creditNotes.scopeKeys,
    fields: [
      { name: 'number', label: 'Credit note', type: 'text', value: creditNotes.number },
      ...student,
      {
        name: 'invoice',
        label: 'Invoice',
        type: 'text',
        value: sql<string>`(select ${invoices.number} from ${invoices} where ${invoices.id} = ${creditNotes.invoiceId})`,
      },
      { name: 'sessionId', label: 'Year', type: 'choice', value: creditNotes.sessionId },
      { name: 'issuedOn', label: 'Issued', type: 'date', value: creditNotes.issuedOn },
      { name: 'amountPence', label: 'Amount', type: 'money', value: creditNotes.amountPence },
      { name: 'reason', label: 'Reason', type: 'text', value: creditNotes.reason },
    ],
  },
  'bursary-awards': {
    name: 'bursary-awards',
    label: 'Bursary awards',
    permission: BURSARIES_REVIEW,
    switches: ['bursaries'],
    table: bursaryAwards,
    id: bursaryAwards.id,
    studentId: bursaryAwards.studentId,
    scopeKeys: bursaryAwards.scopeKeys,
    fields: [
      ...student,
      { name: 'sessionId', label: 'Year', type: 'choice', value: bursaryAwards.sessionId },
      {
        name: 'applicationType',
        label: 'Applied for',
        type: 'choice',
        value: bursaryAwards.applicationType,
      },
      {
        name: 'outcome',
        label: 'Outcome',
        type: 'choice',
        value: bursaryAwards.outcome,
        options: BURSARY_OUTCOMES,
      },
      {
        name: 'bursaryType',
        label: 'Bursary',
        type: 'choice',
        value: bursaryAwards.bursaryType,
        options: BURSARY_TYPES,
      },
      { name: 'amountPence', label: 'Amount', type: 'money', value: bursaryAwards.amountPence },
      { name: 'decidedAt', label: 'Decided', type: 'datetime', value: bursaryAwards.decidedAt },
    ],
  },
};

export const isFinanceEntity = (name: string): name is FinanceEntity =>
  (FINANCE_REPORT_ENTITIES as readonly string[]).includes(name);

/** Whether the caller may read the source's records: its permission, its switches on. */
export function mayReadFinance(context: AppContext, auth: AuthContext, source: FinanceSource) {
  return (
    meetsRequirement(auth.checker, source.permission) &&
    source.switches.every((name) => featureOn(context, name))
  );
}

/** A source's fields as the catalog offers them: every one sortable, filterable and groupable. */
export function financeFields(source: FinanceSource): CatalogField[] {
  return source.fields.map((field) => ({
    name: field.name,
    label: field.label,
    groupable: true,
    numeric: field.type === 'money' || field.type === 'number',
    filterable: true,
    type: field.type,
    ops: opsOfType(field.type),
    sortable: true,
    ...(field.options ? { options: [...field.options] } : {}),
  }));
}

/** The finance sources the caller may report on. */
export function financeCatalog(context: AppContext, auth: AuthContext): CatalogEntity[] {
  return FINANCE_REPORT_ENTITIES.map((name) => FINANCE_SOURCES[name])
    .filter((source) => mayReadFinance(context, auth, source))
    .map((source) => ({ name: source.name, label: source.label, fields: financeFields(source) }));
}

/** How an export writes a field's values. */
export function exportKindOf(type: FieldType): ExportColumnKind {
  if (type === 'money' || type === 'number' || type === 'date' || type === 'datetime') return type;
  return 'text';
}
