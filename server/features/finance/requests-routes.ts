import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  canDecide,
  FINANCE_REQUEST_TYPES,
  isFinanceRequestType,
  type PlanChangeRequest,
  REQUEST_STATUSES,
  type RequestStatus,
  requestDecisionSchema,
} from '#domain/forms/index';
import { requestDetails } from '#domain/forms/request-details';
import { requestDecisionValues } from '#domain/mail/templates';
import { studentRequests, students } from '../../db/schema';
import { planEngagementOf } from '../../entities/plan-engagement';
import { studentRequestsEntity } from '../../entities/student-requests';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { presentRecord } from '../../platform/entities/present';
import { findInScope, updateRecord } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import { parseIfMatch } from '../../platform/http/if-match';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { parseWith } from '../../platform/validation';
import { INVOICES_READ } from './invoice-routes';
import { changePaymentPlan } from './issuing';
import { requireSwitch } from './ledger';

const idParams = z.object({ id: z.string().trim().min(1).max(300) });
const listQuery = z.strictObject({
  status: z.enum(REQUEST_STATUSES).optional(),
  type: z.enum(FINANCE_REQUEST_TYPES).optional(),
});

/**
 * The finance queue (issue 19, finance requests): students' change-of-plan and payment-difficulty
 * requests, read and decided by finance (students:invoice) within their scope. The
 * `financeRequests` switch decides whether they exist (404 when off). Approving a change of plan
 * puts the plan in place in the same transaction as the decision.
 */
export function registerFinanceRequestRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  // admin/emailtemplates previews the decision mail with a real request, in the caller's scope.
  registerPreviewSource(context, 'finance-request-decision', async (auth, id) => {
    const row = await findInScope(db, studentRequestsEntity, id, auth);
    if (!row || !isFinanceRequestType(String(row.type))) return undefined;
    const [student] = await db
      .select({ firstName: students.firstName })
      .from(students)
      .where(eq(students.id, String(row.studentId)));
    const decided = row.status === 'Approved' || row.status === 'Rejected';
    return requestDecisionValues({
      firstName: student?.firstName ?? '',
      decision: decided ? String(row.status) : 'Approved',
      reason: typeof row.decisionReason === 'string' ? row.decisionReason : '',
      finance: true,
    });
  });

  app.get('/api/finance/requests', async (request) => {
    requireSwitch(context, 'financeRequests');
    const auth = requirePermission(request, INVOICES_READ);
    const query = parseWith(listQuery, request.query);
    const within = auth.scope.all
      ? sql`true`
      : sql`${studentRequests.scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
    const rows = await db
      .select({
        request: studentRequests,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(studentRequests)
      .innerJoin(students, eq(students.id, studentRequests.studentId))
      .where(
        and(
          inArray(studentRequests.type, query.type ? [query.type] : [...FINANCE_REQUEST_TYPES]),
          query.status ? eq(studentRequests.status, query.status) : undefined,
          within,
        ),
      )
      .orderBy(desc(studentRequests.createdAt), desc(studentRequests.id));
    const items = rows.map((row) => ({
      id: row.request.id,
      version: row.request.version,
      studentId: row.request.studentId,
      studentName: `${row.firstName} ${row.lastName}`,
      type: row.request.type,
      status: row.request.status,
      createdAt: row.request.createdAt,
      decidedAt: row.request.decidedAt,
      decisionReason: row.request.decisionReason,
      details: requestDetails(row.request.type, row.request.data),
    }));
    return { items, total: items.length };
  });

  // Approve or refuse with a reason; the student is told by mail and sees it in the forms area.
  app.post('/api/finance/requests/:id/decision', async (request) => {
    requireSwitch(context, 'financeRequests');
    const auth = requirePermission(request, INVOICES_READ);
    const { id } = parseWith(idParams, request.params);
    const { decision, reason } = parseWith(requestDecisionSchema, request.body);
    const [found] = await db
      .select({ type: studentRequests.type, scopeKeys: studentRequests.scopeKeys })
      .from(studentRequests)
      .where(eq(studentRequests.id, id));
    // Another hub's request, or not a finance one: not there, as to a read.
    if (!found || !isFinanceRequestType(found.type) || !inScope(auth.scope, found.scopeKeys)) {
      throw notFound('There is no such finance request');
    }
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const row = await updateRecord(db, studentRequestsEntity, auth, id, {
      expectedVersion: ifMatch ?? 0,
      canMerge: () => ifMatch === undefined,
      next: (current) => {
        if (!canDecide(current.status as RequestStatus)) {
          throw conflict(`This request is already ${String(current.status).toLowerCase()}`);
        }
        return {
          status: decision,
          decisionReason: reason || null,
          decidedBy: auth.user.id,
          decidedAt: new Date().toISOString(),
        };
      },
      beforeCommit: async (tx, decided) => {
        if (!decided || decision !== 'Approved' || decided.type !== 'plan-change') return;
        const asked = decided.data as PlanChangeRequest;
        const engagement = await planEngagementOf(tx, String(decided.studentId));
        if (!engagement || !(engagement.offered as readonly string[]).includes(asked.paymentTerm)) {
          throw invalid([
            { param: 'decision', message: "The student's programme does not offer this plan" },
          ]);
        }
        // The same change as finance's "Change payment plan": a year already invoiced is
        // re-planned with credit notes and a new invoice.
        await changePaymentPlan(tx, context, {
          engagementId: engagement.id,
          sessionId: asked.academicYear,
          paymentTerm: asked.paymentTerm,
          loanReference: asked.loanReference ?? null,
          byUserId: auth.user.id,
        });
      },
    });
    const [student] = await db
      .select({ email: students.email, firstName: students.firstName })
      .from(students)
      .where(eq(students.id, String(row.studentId)));
    if (student) {
      await sendTemplate(
        context,
        'finance-request-decision',
        student.email,
        requestDecisionValues({ firstName: student.firstName, decision, reason, finance: true }),
      );
    }
    return presentRecord(studentRequestsEntity, row);
  });
}
