import { and, eq, inArray, sql } from 'drizzle-orm';
import { academicYearTitle, parseAcademicYearTitle } from '#domain/calendar/academic-year';
import {
  intakeInYear,
  type TuitionInvoice,
  termProblem,
  tuitionInvoice,
  tuitionInvoiceId,
  tuitionInvoiceOrdinal,
} from '#domain/finance/issuing';
import { bulkInsert } from '../../db/bulk-insert';
import { queryRows } from '../../db/client';
import {
  engagements,
  invoices,
  paymentPlans,
  programmes,
  students,
  tuitionFees,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import type { Tx } from '../../platform/changes';
import { invalid, notFound } from '../../platform/errors';
import { creditAwardsOfYear } from './bursary-credit';
import { invoiceRow, replanOne } from './issue-replan';
import { todayOf } from './ledger';

// Issuing a year's tuition invoices (spec §2.3 `finance/invoices` "Issuing"): the pure rule is
// src/domain/finance/issuing.ts; this reads its inputs in bulk and writes what it decides.
// Idempotent: a year's first tuition invoice has the id `<engagement>-<year>-tuition`, and a
// re-plan's are `-tuition-2`, `-tuition-3`, …; an engagement whose latest one follows its plan
// is already issued. Money is integer pence.

export type IssueOutcome = 'issued' | 'already-issued' | 'reissued' | 'refused';

/** What issuing did for one engagement's year. */
export interface IssueResult {
  engagementId: string;
  studentId: string;
  studentName: string;
  outcome: IssueOutcome;
  /** The tuition invoice that now stands (the new one when issued or re-issued). */
  invoiceId?: string;
  reason?: string;
  /** Credit notes a re-plan raised. */
  creditNoteIds?: string[];
}

/** Who issues: the signed-in user (null for a system run). */
export interface IssueInput {
  engagementId: string;
  sessionId: string;
  byUserId: string | null;
}

type InvoiceInsert = typeof invoices.$inferInsert;

const nameOf = (row: { firstName: string; lastName: string; preferredName: string | null }) =>
  `${row.preferredName || row.firstName} ${row.lastName}`;

function startYearOf(sessionId: string): number {
  const year = parseAcademicYearTitle(sessionId);
  if (year === undefined) throw new RangeError(`Not an academic year: ${sessionId}`);
  return year;
}

/** Issues (or re-plans) one engagement's tuition invoice for a year. */
export async function issueYear(
  tx: Tx,
  context: AppContext,
  input: IssueInput,
): Promise<IssueResult> {
  const [result] = await issueBatch(tx, context, {
    engagementIds: [input.engagementId],
    sessionId: input.sessionId,
    byUserId: input.byUserId,
  });
  if (!result) throw notFound('No such engagement');
  return result;
}

/**
 * Issues the year's tuition invoices of many engagements in one transaction: reads their
 * students, fees, plans and invoices with a query each, inserts the new invoices with one bulk
 * insert, and writes one audit entry; re-plans (rare) go one by one. Engagements not found are
 * absent from the answer.
 */
export async function issueBatch(
  tx: Tx,
  context: AppContext,
  input: { engagementIds: readonly string[]; sessionId: string; byUserId: string | null },
): Promise<IssueResult[]> {
  const { sessionId } = input;
  const startYear = startYearOf(sessionId);
  const ids = [...new Set(input.engagementIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: engagements.id,
      programmeCode: engagements.programmeCode,
      pace: engagements.pace,
      startDate: engagements.startDate,
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      scopeKeys: students.scopeKeys,
      programmeName: programmes.name,
    })
    .from(engagements)
    .innerJoin(students, eq(students.id, engagements.studentId))
    .leftJoin(programmes, eq(programmes.id, engagements.programmeCode))
    .where(sql`${engagements.id} = any(${sql.param(ids)}::text[])`)
    .orderBy(engagements.id);
  const fees = new Map(
    (await tx.select().from(tuitionFees)).map((fee) => [fee.programmeCode, fee]),
  );
  // This year's plan, else last year's (a continuing student keeps their term).
  const lastYear = academicYearTitle(startYear - 1);
  const planRows = await tx
    .select({
      engagementId: paymentPlans.engagementId,
      sessionId: paymentPlans.sessionId,
      paymentTerm: paymentPlans.paymentTerm,
      intakeDate: paymentPlans.intakeDate,
    })
    .from(paymentPlans)
    .where(
      and(
        sql`${paymentPlans.engagementId} = any(${sql.param(ids)}::text[])`,
        inArray(paymentPlans.sessionId, [lastYear, sessionId]),
      ),
    );
  const planOf = new Map<string, (typeof planRows)[number]>();
  for (const plan of planRows) {
    const kept = planOf.get(plan.engagementId);
    if (!kept || kept.sessionId < plan.sessionId) planOf.set(plan.engagementId, plan);
  }
  const existing = await tx
    .select({
      id: invoices.id,
      engagementId: invoices.engagementId,
      paymentTerm: invoices.paymentTerm,
      intakeDate: invoices.intakeDate,
    })
    .from(invoices)
    .where(
      and(
        sql`${invoices.engagementId} = any(${sql.param(ids)}::text[])`,
        eq(invoices.sessionId, sessionId),
      ),
    );
  const tuitionOf = new Map<
    string,
    { id: string; n: number; term: string | null; intake: string | null }[]
  >();
  for (const invoice of existing) {
    const engagementId = invoice.engagementId ?? '';
    const n = tuitionInvoiceOrdinal(invoice.id, engagementId, sessionId);
    if (n === undefined) continue;
    const list = tuitionOf.get(engagementId) ?? [];
    list.push({ id: invoice.id, n, term: invoice.paymentTerm, intake: invoice.intakeDate });
    tuitionOf.set(
      engagementId,
      list.sort((a, b) => a.n - b.n),
    );
  }

  const today = todayOf(context);
  const adminFees = context.config.college.finance.adminFeePence;
  const results: IssueResult[] = [];
  const toInsert: { row: Omit<InvoiceInsert, 'number'>; result: IssueResult }[] = [];
  const carried: (typeof paymentPlans.$inferInsert)[] = [];
  const replans: {
    invoice: TuitionInvoice;
    result: IssueResult;
    earlier: string[];
    next: number;
  }[] = [];
  for (const row of rows) {
    const base = { engagementId: row.id, studentId: row.studentId, studentName: nameOf(row) };
    const issued = tuitionOf.get(row.id) ?? [];
    const latest = issued.at(-1);
    const plan = planOf.get(row.id);
    const thisYear = plan?.sessionId === sessionId;
    if (latest && !thisYear) {
      // Invoiced before plans were kept per year: the invoice is the plan.
      results.push({ ...base, outcome: 'already-issued', invoiceId: latest.id });
      continue;
    }
    const fee = fees.get(row.programmeCode);
    const decided = tuitionInvoice({
      startYear,
      programmeCode: row.programmeCode,
      programmeName: row.programmeName ?? undefined,
      pace: row.pace,
      engagementStartDate: row.startDate,
      tuition: fee ? { feeType: fee.feeType, fullTimePence: fee.fullTimePence } : undefined,
      plan: plan && {
        paymentTerm: plan.paymentTerm,
        intakeDate: thisYear ? plan.intakeDate : null,
      },
      adminFees,
    });
    if (!decided.ok) {
      results.push({ ...base, outcome: 'refused', reason: decided.reason });
      continue;
    }
    const invoice = decided.invoice;
    if (latest) {
      if (latest.term === invoice.paymentTerm && latest.intake === invoice.intakeDate) {
        results.push({ ...base, outcome: 'already-issued', invoiceId: latest.id });
      } else {
        const result: IssueResult = { ...base, outcome: 'reissued' };
        results.push(result);
        replans.push({ invoice, result, earlier: issued.map((i) => i.id), next: latest.n + 1 });
      }
      continue;
    }
    if (plan && !thisYear) {
      carried.push({
        id: `${row.id}:${sessionId}`,
        studentId: row.studentId,
        engagementId: row.id,
        sessionId,
        paymentTerm: invoice.paymentTerm,
        intakeDate: invoice.intakeDate,
        updatedBy: input.byUserId,
      });
    }
    const result: IssueResult = {
      ...base,
      outcome: 'issued',
      invoiceId: tuitionInvoiceId(row.id, sessionId),
    };
    results.push(result);
    toInsert.push({ row: invoiceRow(invoice, row, today, result.invoiceId ?? ''), result });
  }

  if (toInsert.length > 0) {
    const numbers = await queryRows<{ n: string }>(
      tx,
      sql`select nextval('invoice_numbers') as n from generate_series(1, ${toInsert.length})`,
    );
    await bulkInsert(
      tx,
      invoices,
      toInsert.map(({ row }, index) => ({
        ...row,
        number: `INV-${startYear}-${String(numbers[index]?.n).padStart(5, '0')}`,
      })),
    );
  }
  if (carried.length > 0) {
    // One JSON parameter for the batch (as bulkInsert), keeping a plan set meanwhile.
    const documents = JSON.stringify(
      carried.map((plan) => ({
        id: plan.id,
        student_id: plan.studentId,
        engagement_id: plan.engagementId,
        session_id: plan.sessionId,
        payment_term: plan.paymentTerm,
        intake_date: plan.intakeDate,
        updated_by: plan.updatedBy,
      })),
    );
    await tx.execute(sql`
      insert into payment_plans (id, student_id, engagement_id, session_id, payment_term, intake_date, updated_by)
      select id, student_id, engagement_id, session_id, payment_term, intake_date, updated_by
      from jsonb_populate_recordset(null::payment_plans, ${documents}::jsonb)
      on conflict do nothing`);
  }
  for (const replan of replans) {
    const done = await replanOne(
      tx,
      today,
      replan,
      rows.find((r) => r.id === replan.result.engagementId),
    );
    if (!done) replan.result.outcome = 'already-issued';
  }
  const created = results.filter((r) => r.outcome === 'issued' || r.outcome === 'reissued');
  // A bursary approved before the year was invoiced is credited now.
  await creditAwardsOfYear(
    tx,
    created.map((r) => r.studentId),
    sessionId,
    today,
  );
  if (created.length > 0) {
    await writeAudit(
      tx,
      { userId: input.byUserId, actingAsUserId: null },
      {
        entity: 'invoices',
        recordId: created.length === 1 ? (created[0]?.invoiceId ?? '') : `issue:${sessionId}`,
        action: 'create',
        after: {
          sessionId,
          issued: created.map((r) => r.invoiceId),
          creditNotes: created.flatMap((r) => r.creditNoteIds ?? []),
        },
      },
    );
  }
  return results;
}

/** What a change of plan asks for (finance's PUT, or an approved change-of-plan request). */
export interface PlanChange {
  engagementId: string;
  sessionId: string;
  paymentTerm: string;
  intakeDate?: string | null;
  loanReference?: string | null;
  byUserId: string | null;
}

/**
 * Sets an engagement's payment plan for a year; when the year is invoiced on another plan, re-plans
 * it (credit notes and a new invoice; a sent invoice is never edited). 404 when the engagement is
 * not there; 422 naming the field when the term is not offered for the programme's fee type or
 * the intake is not in the year.
 */
export async function changePaymentPlan(tx: Tx, context: AppContext, change: PlanChange) {
  const startYear = startYearOf(change.sessionId);
  const [engagement] = await tx
    .select({
      id: engagements.id,
      studentId: engagements.studentId,
      programmeCode: engagements.programmeCode,
    })
    .from(engagements)
    .where(eq(engagements.id, change.engagementId));
  if (!engagement) throw notFound('No such engagement');
  const [fee] = await tx
    .select()
    .from(tuitionFees)
    .where(eq(tuitionFees.programmeCode, engagement.programmeCode));
  const problem = termProblem(fee?.feeType ?? 'normal', change.paymentTerm);
  if (problem) throw invalid([{ param: 'paymentTerm', message: problem }]);
  if (change.intakeDate && !intakeInYear(change.intakeDate, startYear)) {
    throw invalid([
      {
        param: 'intakeDate',
        message: `The intake must be in September or January of ${change.sessionId}`,
      },
    ]);
  }
  const id = `${engagement.id}:${change.sessionId}`;
  const [before] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, id));
  const values = {
    paymentTerm: change.paymentTerm,
    // No intake named: the plan's own stays (null: the engagement's start month decides).
    intakeDate: change.intakeDate === undefined ? (before?.intakeDate ?? null) : change.intakeDate,
    loanReference: change.paymentTerm === 'Student Loan' ? (change.loanReference ?? null) : null,
    updatedBy: change.byUserId,
    updatedAt: new Date().toISOString(),
  };
  const [plan] = await tx
    .insert(paymentPlans)
    .values({
      id,
      studentId: engagement.studentId,
      engagementId: engagement.id,
      sessionId: change.sessionId,
      ...values,
    })
    .onConflictDoUpdate({ target: paymentPlans.id, set: values })
    .returning();
  await writeAudit(
    tx,
    { userId: change.byUserId, actingAsUserId: null },
    {
      entity: 'payment-plans',
      recordId: id,
      action: before ? 'update' : 'create',
      before,
      after: plan,
    },
  );
  const [invoiced] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, tuitionInvoiceId(engagement.id, change.sessionId)));
  const result = invoiced
    ? await issueYear(tx, context, {
        engagementId: engagement.id,
        sessionId: change.sessionId,
        byUserId: change.byUserId,
      })
    : undefined;
  return { plan, result };
}
