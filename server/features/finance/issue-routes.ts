import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  academicYearTitle,
  FIRST_INVOICE_YEAR,
  parseAcademicYearTitle,
} from '#domain/calendar/academic-year';
import { intakeDateSchema } from '#domain/calendar/intake';
import { paymentTermSchema, paymentTermsFor } from '#domain/finance/payment-terms';
import {
  creditNotes,
  engagements,
  invoiceIssueRuns,
  invoices,
  paymentPlans,
  tuitionFees,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { invalid, notFound } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { INVOICES_READ } from './invoice-routes';
import { type IssueRunRow, latestIssueRun, startIssueRun } from './issue-runs';
import { changePaymentPlan, issueYear } from './issuing';
import { requireSwitch } from './ledger';

// Issuing (spec §2.3 `finance/invoices`): one engagement's year, a run over the whole year, and
// the payment plan a year is invoiced on. students:invoice, the `invoices` switch (404 when off),
// and the caller's record scope.

const sessionSchema = z
  .string()
  .trim()
  .refine((value) => parseAcademicYearTitle(value) !== undefined, 'An academic year, e.g. 2026-27')
  .refine(
    (value) => (parseAcademicYearTitle(value) ?? 0) >= FIRST_INVOICE_YEAR,
    `Invoices start in ${academicYearTitle(FIRST_INVOICE_YEAR)}`,
  );
const issueBody = z.strictObject({
  engagementId: z.string().trim().min(1).max(80),
  sessionId: sessionSchema,
});
const runBody = z.strictObject({ sessionId: sessionSchema });
const runQuery = z.strictObject({ session: sessionSchema });
const runParams = z.object({ id: z.string().trim().min(1).max(80) });
const planParams = z.object({
  engagementId: z.string().trim().min(1).max(80),
  sessionId: sessionSchema,
});
const planBody = z.strictObject({
  paymentTerm: paymentTermSchema,
  intakeDate: intakeDateSchema.nullish(),
  loanReference: z.string().trim().max(40).nullish(),
});

/** A run as the screens read it. */
function presentRun(run: IssueRunRow) {
  return {
    id: run.id,
    sessionId: run.sessionId,
    status: run.status,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    total: run.total,
    done: run.done,
    issued: run.issued,
    alreadyIssued: run.alreadyIssued,
    refused: run.refused,
  };
}

/** The engagement, or 404 when it is not there or outside the caller's scope. */
async function engagementInScope(context: AppContext, auth: AuthContext, id: string) {
  const [engagement] = await context.db
    .select({
      id: engagements.id,
      programmeCode: engagements.programmeCode,
      scopeKeys: engagements.scopeKeys,
    })
    .from(engagements)
    .where(eq(engagements.id, id));
  if (!engagement || !inScope(auth.scope, engagement.scopeKeys ?? [])) {
    throw notFound('No such engagement');
  }
  return engagement;
}

const userOf = (auth: AuthContext) => auth.realUser.id;

export function registerIssueRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.post('/api/finance/invoices/issue', async (request, reply) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const body = parseWith(issueBody, request.body);
    await engagementInScope(context, auth, body.engagementId);
    const result = await db.transaction((tx) =>
      issueYear(tx, context, { ...body, byUserId: userOf(auth) }),
    );
    if (result.outcome === 'refused') {
      throw invalid(
        [{ param: 'engagementId', message: result.reason ?? 'Refused' }],
        result.reason,
      );
    }
    return reply.code(result.outcome === 'already-issued' ? 200 : 201).send(result);
  });

  app.get('/api/finance/payment-plans/:engagementId/:sessionId', async (request) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const params = parseWith(planParams, request.params);
    const engagement = await engagementInScope(context, auth, params.engagementId);
    const [plan] = await db
      .select()
      .from(paymentPlans)
      .where(
        and(
          eq(paymentPlans.engagementId, engagement.id),
          eq(paymentPlans.sessionId, params.sessionId),
        ),
      );
    const [fee] = await db
      .select({ feeType: tuitionFees.feeType })
      .from(tuitionFees)
      .where(eq(tuitionFees.programmeCode, engagement.programmeCode));
    const feeType = fee?.feeType ?? 'normal';
    return {
      engagementId: engagement.id,
      sessionId: params.sessionId,
      feeType,
      offeredTerms: paymentTermsFor(feeType),
      plan: plan
        ? {
            paymentTerm: plan.paymentTerm,
            intakeDate: plan.intakeDate,
            loanReference: plan.loanReference,
            updatedAt: plan.updatedAt,
          }
        : null,
    };
  });

  app.put('/api/finance/payment-plans/:engagementId/:sessionId', async (request) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const params = parseWith(planParams, request.params);
    const body = parseWith(planBody, request.body);
    if (body.paymentTerm === 'Student Loan' && !body.loanReference) {
      throw invalid([
        { param: 'loanReference', message: 'A Student Loan plan needs the loan reference' },
      ]);
    }
    await engagementInScope(context, auth, params.engagementId);
    const { plan, result } = await db.transaction((tx) =>
      changePaymentPlan(tx, context, { ...params, ...body, byUserId: userOf(auth) }),
    );
    const notes = result?.creditNoteIds?.length
      ? await db
          .select({
            id: creditNotes.id,
            number: creditNotes.number,
            invoiceId: creditNotes.invoiceId,
            amountPence: creditNotes.amountPence,
            reason: creditNotes.reason,
          })
          .from(creditNotes)
          .where(inArray(creditNotes.id, result.creditNoteIds))
      : [];
    const [invoice] = result?.invoiceId
      ? await db
          .select({
            id: invoices.id,
            number: invoices.number,
            amountPence: invoices.amountPence,
            paymentTerm: invoices.paymentTerm,
          })
          .from(invoices)
          .where(eq(invoices.id, result.invoiceId))
      : [];
    return {
      plan: {
        paymentTerm: plan?.paymentTerm,
        intakeDate: plan?.intakeDate ?? null,
        loanReference: plan?.loanReference ?? null,
      },
      outcome: result?.outcome ?? 'not-invoiced',
      creditNotes: notes,
      invoice: invoice ?? null,
    };
  });

  app.post('/api/finance/issue-runs', async (request, reply) => {
    requireSwitch(context, 'invoices');
    const auth = requirePermission(request, INVOICES_READ);
    const { sessionId } = parseWith(runBody, request.body);
    const { run, resumed } = await startIssueRun(context, sessionId, {
      scope: auth.scope,
      byUserId: userOf(auth),
    });
    return reply.code(202).send({ ...presentRun(run), resumed });
  });

  app.get('/api/finance/issue-runs', async (request) => {
    requireSwitch(context, 'invoices');
    requirePermission(request, INVOICES_READ);
    const { session } = parseWith(runQuery, request.query);
    const run = await latestIssueRun(context, session);
    return { item: run ? presentRun(run) : null };
  });

  app.get('/api/finance/issue-runs/:id', async (request) => {
    requireSwitch(context, 'invoices');
    requirePermission(request, INVOICES_READ);
    const { id } = parseWith(runParams, request.params);
    const [run] = await db.select().from(invoiceIssueRuns).where(eq(invoiceIssueRuns.id, id));
    if (!run) throw notFound('No such issue run');
    return presentRun(run);
  });
}
