import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { academicYearOf } from '#domain/calendar/academic-year';
import { feeProblems, type TuitionInvoice } from '#domain/finance/fees-validation';
import {
  FEE_PROBLEM_LABELS,
  type FeesValidationRow,
  feesValidationQuerySchema,
  fixOf,
  intakeDateForYear,
} from '#domain/finance/fees-validation-list';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { buildExport, contentDisposition, type ExportColumn } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import { INVOICES_READ } from './invoice-routes';
import { requireSwitch } from './ledger';

/** One engagement × year as the query reads it (set-based: one query for every engagement). */
interface FeesRow {
  engagement_id: string;
  session_id: string;
  status: string;
  student_id: string;
  code: string;
  programme_code: string;
  start_date: string;
  first_name: string;
  last_name: string;
  fee_type: string;
  payment_term: string | null;
  intake_date: string | null;
  loan_reference: string | null;
  invoices: (TuitionInvoice & { id: string })[] | string;
  paid: number;
  awarded: number;
  award_id: string | null;
  credited: number;
}

const COLUMNS: ExportColumn[] = [
  { field: 'studentName', label: 'Student' },
  { field: 'engagementCode', label: 'Engagement' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'sessionId', label: 'Year' },
  { field: 'status', label: 'Status' },
  { field: 'paymentTerm', label: 'Plan' },
  { field: 'kinds', label: 'Problems' },
  { field: 'messages', label: 'What is wrong' },
];

/**
 * GET /api/finance/validation (spec §2.3 `finance/validation`): every engagement × academic year
 * that has tuition invoices or a plan, or is Current this year, whose fees disagree with the
 * rules (src/domain/finance/fees-validation.ts), each problem with the record that fixes it.
 * A tuition invoice is one that names a payment term; cancelled invoices are left out, and an
 * invoice counts for its amount less its credit notes.
 */
export function registerFeesValidationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/finance/validation', async (request, reply) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const query = parseWith(feesValidationQuerySchema, request.query);
    const now = context.clock?.() ?? new Date();
    const current = academicYearOf(now).title;
    const within = auth.scope.all
      ? sql`true`
      : sql`e.scope_keys && ${sql.param(auth.scope.keys)}::text[]`;
    const inYear = query.session ? sql`p.session_id = ${query.session}` : sql`true`;
    const named = query.q
      ? sql`(s.first_name || ' ' || s.last_name) ilike ${`%${query.q.replace(/[\\%_]/g, '\\$&')}%`}`
      : sql`true`;
    const found = await queryRows<FeesRow>(
      db,
      sql`
      with tuition as (
        select i.id, i.engagement_id, i.session_id, i.due_on, i.amount_pence, i.payment_term,
               i.intake_date, i.created_at
        from invoices i
        where i.engagement_id is not null and i.payment_term is not null and i.cancelled_on is null
      ),
      pairs as (
        select engagement_id, session_id from tuition
        union select engagement_id, session_id from payment_plans
        union select id, ${current} from engagements where status = 'Current'
      ),
      credits as (
        select invoice_id, sum(amount_pence)::int as pence from credit_notes group by invoice_id
      ),
      paid as (
        select invoice_id, sum(amount_pence)::int as pence from payments
        where invoice_id is not null group by invoice_id
      ),
      invoiced as (
        select t.engagement_id, t.session_id,
          json_agg(json_build_object(
            'id', t.id, 'dueOn', t.due_on::text,
            'amountPence', t.amount_pence - coalesce(c.pence, 0),
            'paymentTerm', t.payment_term, 'intakeDate', t.intake_date::text
          ) order by t.created_at, t.id) as invoices,
          coalesce(sum(pd.pence), 0)::int as paid
        from tuition t
        left join credits c on c.invoice_id = t.id
        left join paid pd on pd.invoice_id = t.id
        group by t.engagement_id, t.session_id
      ),
      awarded as (
        select student_id, session_id, sum(amount_pence)::int as pence, min(id) as award_id
        from bursary_awards where outcome = 'Approved' and amount_pence is not null
        group by student_id, session_id
      ),
      credited as (
        select student_id, session_id, sum(amount_pence)::int as pence
        from credit_notes where bursary_award_id is not null group by student_id, session_id
      )
      select p.engagement_id, p.session_id, e.status, e.student_id, e.code, e.programme_code,
        e.start_date::text as start_date, s.first_name, s.last_name,
        coalesce(f.fee_type, 'normal') as fee_type, pl.payment_term,
        pl.intake_date::text as intake_date, pl.loan_reference,
        coalesce(iv.invoices, '[]'::json) as invoices, coalesce(iv.paid, 0) as paid,
        coalesce(aw.pence, 0) as awarded, aw.award_id, coalesce(cr.pence, 0) as credited
      from pairs p
      join engagements e on e.id = p.engagement_id
      join students s on s.id = e.student_id
      left join tuition_fees f on f.programme_code = e.programme_code
      left join payment_plans pl on pl.engagement_id = p.engagement_id and pl.session_id = p.session_id
      left join invoiced iv on iv.engagement_id = p.engagement_id and iv.session_id = p.session_id
      left join awarded aw on aw.student_id = e.student_id and aw.session_id = p.session_id
      left join credited cr on cr.student_id = e.student_id and cr.session_id = p.session_id
      where ${within} and ${inYear} and ${named}
      order by p.session_id desc, s.last_name, s.first_name, e.code`,
    );
    const all = found.flatMap((row) => {
      const invoices = typeof row.invoices === 'string' ? JSON.parse(row.invoices) : row.invoices;
      const ids = {
        studentId: row.student_id,
        invoiceId: (invoices as { id: string }[]).at(-1)?.id ?? null,
        bursaryAwardId: row.award_id,
      };
      const problems = feeProblems({
        // The engagement's status counts for the current year; other years are past or planned.
        status: row.session_id === current ? row.status : 'Not current',
        session: row.session_id,
        feeType: row.fee_type,
        paymentTerm: row.payment_term,
        intakeDate: row.intake_date ?? intakeDateForYear(row.start_date, row.session_id),
        invoices,
        paidPence: Number(row.paid),
        bursaryAwardedPence: Number(row.awarded),
        bursaryCreditedPence: Number(row.credited),
        loanReference: row.loan_reference,
      }).map((problem) => ({ ...problem, fix: fixOf(problem.kind, ids) }));
      if (problems.length === 0) return [];
      const result: FeesValidationRow = {
        id: `${row.engagement_id}:${row.session_id}`,
        studentId: row.student_id,
        studentName: `${row.first_name} ${row.last_name}`,
        engagementId: row.engagement_id,
        engagementCode: row.code,
        programmeCode: row.programme_code,
        sessionId: row.session_id,
        status: row.status,
        paymentTerm: row.payment_term,
        problems,
      };
      return [result];
    });
    const rows = query.kind
      ? all.filter((row) => row.problems.some((problem) => problem.kind === query.kind))
      : all;
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Fees validation',
        fileBaseName: 'fees-validation',
        columns: COLUMNS,
        rows: rows.map((row) => ({
          ...row,
          kinds: row.problems.map((problem) => FEE_PROBLEM_LABELS[problem.kind]).join('; '),
          messages: row.problems.map((problem) => problem.message).join('; '),
        })),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    }
    const pageSize = query.pageSize ?? rows.length;
    const start = ((query.page ?? 1) - 1) * pageSize;
    const counts: Record<string, number> = {};
    for (const row of all) {
      for (const problem of row.problems) counts[problem.kind] = (counts[problem.kind] ?? 0) + 1;
    }
    return {
      items: query.pageSize ? rows.slice(start, start + pageSize) : rows,
      total: rows.length,
      counts,
      currentSession: current,
    };
  });
}
