import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type InvoiceListRow,
  invoiceListQuerySchema,
  invoiceListSummary,
  invoiceRowOf,
  invoiceStatusLabel,
  matchesInvoiceFilter,
  sortInvoiceRows,
} from '#domain/finance/invoice-list';
import { paymentPlan } from '#domain/finance/schedules';
import { allocateToInstalments } from '#domain/finance/statement';
import { hubs, invoices, payments, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import { buildExport, contentDisposition, type ExportColumn } from '../../platform/exports';
import { parseWith } from '../../platform/validation';

/** Who reads invoices (spec §2.3 `finance/invoices`, §6): the finance officer (and admin). */
export const INVOICES_READ = ['students:invoice'] as const;

const idParams = z.object({ id: z.string().trim().min(1).max(60) });

/** The list's columns as the screen shows them, for the export (money in pence). */
const COLUMNS: ExportColumn[] = [
  { field: 'number', label: 'Invoice' },
  { field: 'studentName', label: 'Student' },
  { field: 'dueOn', label: 'Due', kind: 'date' },
  { field: 'amountPence', label: 'Amount', kind: 'money' },
  { field: 'paidPence', label: 'Paid', kind: 'money' },
  { field: 'balancePence', label: 'Balance', kind: 'money' },
  { field: 'status', label: 'Status' },
  { field: 'sessionId', label: 'Year' },
  { field: 'paymentTerm', label: 'Term' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'hubName', label: 'Hub' },
];

const lineSchema = z.array(
  z.object({
    description: z.string(),
    amountPence: z.number().int(),
    itemCode: z.string().optional(),
  }),
);

/** The invoice's lines as stored; one line of its description when it has none. */
function invoiceLines(invoice: typeof invoices.$inferSelect) {
  const stored = lineSchema.safeParse(invoice.lines);
  return stored.success && stored.data.length > 0
    ? stored.data
    : [{ description: invoice.description, amountPence: invoice.amountPence }];
}

/** Today's day (UTC) from the app's clock: statuses and ageing are as of today. */
const todayOf = (context: AppContext) =>
  (context.clock?.() ?? new Date()).toISOString().slice(0, 10);

/**
 * GET /api/finance/invoices and /api/finance/invoices/:id (spec §2.3 `finance/invoices`).
 * The `invoices` feature switch decides whether they exist (404 when off). Paid is the sum of
 * the payments naming the invoice; a payment naming no invoice is not attributed here.
 */
export function registerInvoiceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const switchedOn = () => {
    if (!context.config.features.invoices) throw notFound('Invoices are switched off');
  };

  app.get('/api/finance/invoices', async (request, reply) => {
    switchedOn();
    const auth = requirePermission(request, INVOICES_READ);
    const query = parseWith(invoiceListQuerySchema, request.query);
    const within = auth.scope.all
      ? sql`true`
      : sql`${invoices.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
    const paid = db
      .select({
        invoiceId: payments.invoiceId,
        paidPence: sql<number>`sum(${payments.amountPence})::int`.as('paid_pence'),
      })
      .from(payments)
      .groupBy(payments.invoiceId)
      .as('paid');
    const found = await db
      .select({ invoice: invoices, student: students, paidPence: paid.paidPence })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .leftJoin(paid, eq(paid.invoiceId, invoices.id))
      .where(within);
    const hubNames = new Map(
      (await db.select({ id: hubs.id, name: hubs.name }).from(hubs)).map((hub) => [
        hub.id,
        hub.name,
      ]),
    );
    const today = todayOf(context);
    const all = found.map((row) =>
      invoiceRowOf(
        row.invoice,
        row.student,
        Number(row.paidPence ?? 0),
        today,
        hubNames.get(row.student.hubId),
      ),
    );
    const rows = sortInvoiceRows(
      all.filter((row) => matchesInvoiceFilter(row, query)),
      query.sort,
      query.order,
    );
    if (query.export) {
      const file = await buildExport(query.export, {
        title: 'Invoices',
        fileBaseName: 'invoices',
        columns: COLUMNS,
        rows: rows.map((row) => ({
          ...row,
          status: invoiceStatusLabel(row.status),
        })),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    }
    const pageSize = query.pageSize ?? rows.length;
    const start = ((query.page ?? 1) - 1) * pageSize;
    const distinct = (pick: (row: InvoiceListRow) => string) =>
      [...new Set(all.map(pick))].sort((a, b) => a.localeCompare(b));
    return {
      items: query.pageSize ? rows.slice(start, start + pageSize) : rows,
      total: rows.length,
      ...invoiceListSummary(rows, today),
      // What the filters offer: the years, hubs and programmes of the invoices in scope.
      options: {
        years: distinct((row) => row.sessionId).reverse(),
        hubs: [...new Map(all.map((row) => [row.hubId, row.hubName]))]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        programmes: distinct((row) => row.programmeCode),
      },
    };
  });

  app.get('/api/finance/invoices/:id', async (request, reply) => {
    switchedOn();
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    const [found] = await db
      .select({ invoice: invoices, student: students })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .where(eq(invoices.id, id));
    // Outside the caller's scope reads as not there (its existence is not revealed).
    if (!found || !inScope(auth.scope, found.invoice.scopeKeys ?? [])) {
      throw notFound('No such invoice');
    }
    const { invoice, student } = found;
    const received = await db
      .select({
        id: payments.id,
        paidOn: payments.paidOn,
        amountPence: payments.amountPence,
        method: payments.method,
        reference: payments.reference,
      })
      .from(payments)
      .where(eq(payments.invoiceId, id))
      .orderBy(asc(payments.paidOn), asc(payments.id));
    const paidPence = received.reduce((total, payment) => total + payment.amountPence, 0);
    const today = todayOf(context);
    const [hub] = await db.select({ name: hubs.name }).from(hubs).where(eq(hubs.id, student.hubId));
    const row = invoiceRowOf(invoice, student, paidPence, today, hub?.name);
    const schedule =
      invoice.paymentTerm && invoice.intakeDate
        ? paymentPlan(invoice.intakeDate, invoice.paymentTerm, invoice.amountPence)
        : undefined;
    const plan = allocateToInstalments(
      (schedule ?? []).map((instalment) => ({
        dueDate: instalment.dueDate.toISOString().slice(0, 10),
        amountPence: instalment.amountPence,
      })),
      paidPence,
      today,
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
      lines: invoiceLines(invoice),
      plan,
      payments: received,
    };
  });
}
