import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { academicYearOf } from '#domain/calendar/academic-year';
import { financeDetails } from '#domain/finance/statement';
import type { FinanceDetails } from '#domain/forms/student-records';
import { creditNotes, invoices, payments } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent, studentInScope } from '../../platform/auth/own-student';

const STUDENT = ['forms:student'] as const;
/** The student record's read-only Finance tab: staff who see a student's whole record. */
const STAFF = ['students:view'] as const;

/** GET forms/student/finance-details (spec §7): the student's own fees, plan and payments. */
export function registerFinanceDetailsRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/forms/student/finance-details', async (request): Promise<FinanceDetails> => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    return financeOf(context, student.id);
  });

  // The same summary for staff on the student record (Finance tab), in their scope.
  app.get('/api/students/:id/finance-summary', async (request): Promise<FinanceDetails> => {
    const auth = requirePermission(request, STAFF);
    const student = await studentInScope(context, auth, request.params);
    return financeOf(context, student.id);
  });
}

/** A student's fees, plan and payments in the current session, from the clock (spec §9). */
async function financeOf(context: AppContext, studentId: string): Promise<FinanceDetails> {
  const { db } = context;
  const [ownInvoices, ownPayments, ownCredits] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        sessionId: invoices.sessionId,
        description: invoices.description,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        amountPence: invoices.amountPence,
        paymentTerm: invoices.paymentTerm,
        intakeDate: invoices.intakeDate,
      })
      .from(invoices)
      .where(eq(invoices.studentId, studentId))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id)),
    db
      .select({
        id: payments.id,
        invoiceId: payments.invoiceId,
        paidOn: payments.paidOn,
        amountPence: payments.amountPence,
        method: payments.method,
        reference: payments.reference,
      })
      .from(payments)
      .where(eq(payments.studentId, studentId)),
    // A bursary or a change of plan reaches the student as a credit note on an invoice.
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        invoiceId: creditNotes.invoiceId,
        issuedOn: creditNotes.issuedOn,
        amountPence: creditNotes.amountPence,
        reason: creditNotes.reason,
      })
      .from(creditNotes)
      .where(eq(creditNotes.studentId, studentId)),
  ]);
  // The current academic session and today's date, from the clock, in UTC (spec §9).
  const now = context.clock?.() ?? new Date();
  return financeDetails({
    sessionId: academicYearOf(now).title,
    today: now.toISOString().slice(0, 10),
    invoices: ownInvoices,
    payments: ownPayments,
    creditNotes: ownCredits,
  });
}
