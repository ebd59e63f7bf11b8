import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InvoiceRecordView } from '#domain/finance/invoice-record';
import { formatDate } from '#domain/format/dates';
import { formatMoney } from '#domain/format/numbers';
import { auditLog, invoices } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { contentDisposition } from '../../platform/exports';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { parseWith } from '../../platform/validation';
import { INVOICES_READ } from './invoice-routes';
import { requireSwitch, todayOf } from './ledger';
import { invoicePdf } from './record-pdf';
import { invoiceRecord } from './record-read';

const idParams = z.object({ id: z.string().trim().min(1).max(60) });

/** Where a student reads their invoices once signed in (the Fees page of the forms area). */
export const FEES_PATH = '/forms/finance/finance-details';

/**
 * The values of the invoice mail (template `invoice`). The app's mailer sends plain text without
 * attachments, so the mail gives the invoice's figures and a link to sign in and read it in Fees.
 */
export function invoiceMailValues(
  invoice: InvoiceRecordView,
  college: { name: string },
  publicUrl: string,
): Record<string, string> {
  return {
    name: invoice.student.name,
    number: invoice.number,
    description: invoice.description,
    academicYear: invoice.sessionId,
    amount: formatMoney(invoice.amountPence),
    dueOn: formatDate(invoice.dueOn),
    paid: formatMoney(invoice.paidPence),
    credited: formatMoney(invoice.creditedPence),
    balance: formatMoney(invoice.balancePence),
    link: `${publicUrl}${FEES_PATH}`,
    collegeName: college.name,
  };
}

/**
 * GET /api/finance/invoices/:id/pdf (the invoice as a PDF) and POST /api/finance/invoices/:id/email
 * (sends it to the student; a draft becomes sent that day). Both need `students:invoice` and the
 * invoice in scope (404 otherwise), with the `invoices` switch on.
 */
export function registerInvoiceDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  // admin/emailtemplates previews the invoice mail with a real invoice, in the caller's scope.
  registerPreviewSource(context, 'invoice', async (auth, id) =>
    invoiceMailValues(
      await invoiceRecord(context, auth, id),
      context.config.college,
      context.publicUrl,
    ),
  );
  app.get('/api/finance/invoices/:id/pdf', async (request, reply) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    const invoice = await invoiceRecord(context, auth, id);
    const pdf = await invoicePdf(invoice, context.config.college);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${invoice.number}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/api/finance/invoices/:id/email', async (request) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    const invoice = await invoiceRecord(context, auth, id);
    await sendTemplate(
      context,
      'invoice',
      invoice.student.email,
      invoiceMailValues(invoice, context.config.college, context.publicUrl),
    );
    const today = todayOf(context);
    return context.db.transaction(async (tx) => {
      const [sent] = await tx
        .update(invoices)
        .set({ sentOn: today, version: sql`${invoices.version} + 1` })
        .where(and(eq(invoices.id, id), isNull(invoices.sentOn)))
        .returning({ id: invoices.id });
      if (sent) {
        await writeAudit(tx, actorOf(auth), {
          entity: 'invoices',
          recordId: id,
          action: 'update',
          before: { sentOn: null },
          after: { sentOn: today },
        });
      }
      // Each sending is on the record's history, whether or not it was the first.
      const actor = actorOf(auth);
      await tx.insert(auditLog).values({
        userId: actor.userId,
        actingAsUserId: actor.actingAsUserId,
        entity: 'invoices',
        recordId: id,
        action: 'email',
        changes: { emailedTo: { before: null, after: invoice.student.email } },
      });
      return invoiceRecord(context, auth, id, tx);
    });
  });
}
