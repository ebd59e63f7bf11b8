import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { z } from 'zod';
import {
  XERO_INVOICES_PER_FILE,
  type XeroExportInvoice,
  xeroImportFiles,
} from '#domain/finance/xero-csv';
import { invoices, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/exports';
import { guardFormula } from '../../platform/exports/csv';
import { parseWith } from '../../platform/validation';
import { requireSwitch } from './ledger';

/** Invoices are read and exported by finance staff (spec §2.3 `finance/invoices`). */
const INVOICES = ['students:invoice'] as const;

const ledgerText = z.string().trim().min(1).max(50);
const exportQuery = z
  .object({
    /** The academic year, e.g. 2026-27. */
    session: z.string().regex(/^\d{4}-\d{2}$/, 'An academic year such as 2026-27'),
    /** Which file of the year's, 500 invoices each (1 = the first). */
    part: z.coerce.number().int().min(1).max(1000).default(1),
    /** The sales account and the tax rate's display name in the college's Xero chart. */
    accountCode: ledgerText.default('200'),
    taxType: ledgerText.default('No VAT'),
  })
  .strict();

/**
 * GET /api/finance/xero-export: "Download for Xero", the year's invoices as Xero's invoice import
 * CSV for a college without a Xero connection (Sales → Invoices → Import). At most 500 invoices
 * a file: `part` picks one, and `X-Parts` says how many there are. Each student is a contact of
 * their own, named with their id, so two students of one name never share a Xero contact.
 */
export function registerXeroExportRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/finance/xero-export', async (request, reply) => {
    requireSwitch(context, 'invoices');
    requirePermission(request, INVOICES);
    const query = parseWith(exportQuery, request.query);
    const rows = await context.db
      .select({
        number: invoices.number,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        description: invoices.description,
        amountPence: invoices.amountPence,
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        email: students.email,
      })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .where(eq(invoices.sessionId, query.session))
      .orderBy(asc(invoices.number));
    const exported: XeroExportInvoice[] = rows.map((row) => ({
      number: row.number,
      contactName: `${row.firstName} ${row.lastName} (${row.studentId})`,
      email: row.email,
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      reference: query.session,
      lines: [{ description: row.description, amountPence: row.amountPence }],
    }));
    const files = xeroImportFiles(exported, {
      accountCode: query.accountCode,
      taxType: query.taxType,
      currency: 'GBP',
    });
    const file = files[query.part - 1];
    if (!file) {
      throw notFound(
        files.length === 0
          ? `No invoices for ${query.session}`
          : `${query.session} has ${files.length} file(s) of up to ${XERO_INVOICES_PER_FILE} invoices`,
      );
    }
    const name = `xero-invoices-${query.session}${files.length > 1 ? `-part-${query.part}-of-${files.length}` : ''}.csv`;
    // Text a spreadsheet would run as a formula is disarmed, as in every other export; our own
    // amounts ('-2.50' for a credit) are numbers, not formulas.
    const cell = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? text : guardFormula(text));
    const csv = Papa.unparse(
      file.map((row) => row.map(cell)),
      { newline: '\r\n' },
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store')
      .header('x-parts', String(files.length))
      .send(`${csv}\r\n`);
  });
}
