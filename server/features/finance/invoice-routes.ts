import { eq, inArray, sql } from 'drizzle-orm';
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
import { hubs, invoices, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { buildExport, contentDisposition, type ExportColumn } from '../../platform/exports';
import { parseWith } from '../../platform/validation';
import { requireSwitch, todayOf } from './ledger';
import { settledMoney } from './record-money';
import { invoiceRecord } from './record-read';

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
  { field: 'creditedPence', label: 'Credited', kind: 'money' },
  { field: 'balancePence', label: 'Balance', kind: 'money' },
  { field: 'status', label: 'Status' },
  { field: 'sessionId', label: 'Year' },
  { field: 'paymentTerm', label: 'Term' },
  { field: 'programmeCode', label: 'Programme' },
  { field: 'hubName', label: 'Hub' },
];

/**
 * GET /api/finance/invoices and /api/finance/invoices/:id (spec §2.3 `finance/invoices`).
 * The `invoices` feature switch decides whether they exist (404 when off). Paid is the
 * payments naming the invoice and its share of the student's deposits; credit notes are counted
 * (record-money.ts).
 */
export function registerInvoiceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/finance/invoices', async (request, reply) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const query = parseWith(invoiceListQuerySchema, request.query);
    const within = auth.scope.all
      ? sql`true`
      : sql`${invoices.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
    const found = await db
      .select({ invoice: invoices, student: students })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .where(within);
    // Paid and credited as the record shows them: deposits spread, credit notes counted.
    const money = await settledMoney(db, (column) =>
      inArray(column, db.select({ id: invoices.studentId }).from(invoices).where(within)),
    );
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
        money.get(row.invoice.id) ?? { paidPence: 0, creditedPence: 0 },
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
    requireSwitch(context, 'invoices');
    reply.header('cache-control', 'private, no-store');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    return invoiceRecord(context, auth, id);
  });
}
