import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentBodySchema, paymentProblem } from '#domain/finance/payments';
import { invoices, payments } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { invalid } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { INVOICES_READ } from './invoice-routes';
import { requireSwitch, todayOf } from './ledger';
import { studentMoney } from './record-money';
import { invoiceInScope, invoiceRecord } from './record-read';

const idParams = z.object({ id: z.string().trim().min(1).max(60) });

/**
 * POST /api/finance/invoices/:id/payments (spec §2.3 "Payments"): records a payment against an
 * invoice in the caller's scope. Exists with the `invoices` and `payments` switches (404 when
 * off); refuses (422, the field named) a payment above what is due or dated after today. The
 * invoice row is locked, so two payments at once cannot both take the last of the balance.
 * Answers the updated invoice record.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/finance/invoices/:id/payments', async (request, reply) => {
    requireSwitch(context, 'invoices');
    requireSwitch(context, 'payments');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    const body = parseWith(paymentBodySchema, request.body ?? {});
    const today = todayOf(context);
    const record = await context.db.transaction(async (tx) => {
      const { invoice } = await invoiceInScope(tx, auth, id);
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
      const money = (await studentMoney(tx, invoice.studentId)).get(id);
      const due = invoice.cancelledOn ? 0 : (money?.balancePence ?? 0);
      const problem = paymentProblem(body, due, today);
      if (problem) throw invalid([problem], problem.message);
      const row = {
        id: `pay-${randomUUID()}`,
        studentId: invoice.studentId,
        invoiceId: invoice.id,
        paidOn: body.paidOn,
        amountPence: body.amountPence,
        method: body.method,
        reference: body.reference ?? null,
        scopeKeys: invoice.scopeKeys,
      };
      await tx.insert(payments).values(row);
      const { scopeKeys: _scope, ...audited } = row;
      await writeAudit(tx, actorOf(auth), {
        entity: 'payments',
        recordId: row.id,
        action: 'create',
        after: audited,
      });
      return invoiceRecord(context, auth, id, tx);
    });
    return reply.code(201).send(record);
  });
}
