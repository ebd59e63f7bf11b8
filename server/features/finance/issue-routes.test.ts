import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  auditLog,
  bursaryAwards,
  creditNotes,
  engagements,
  invoiceIssueRuns,
  invoices,
  paymentPlans,
  payments,
  students,
  tuitionFees,
} from '../../db/schema';
import { issueRunsSettled, runIssueBatches } from './issue-runs';
import { invoiceMoney } from './ledger';

let test: TestApp;
const cookies: Record<string, string> = {};
const TODAY = '2026-11-27';
const NEXT = '2027-28';

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  for (const account of ['finance', 'student', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(async () => {
  await issueRunsSettled();
  await test.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, account = 'finance') =>
  test.app.inject({ method, url, payload, headers: { cookie: cookies[account] ?? '' } });

/** Current engagements with a payment plan for 2026-27 (seeded from their tuition invoice). */
async function plannedEngagements() {
  return test.database.db
    .select({ id: engagements.id, term: paymentPlans.paymentTerm, studentId: students.id })
    .from(engagements)
    .innerJoin(paymentPlans, eq(paymentPlans.engagementId, engagements.id))
    .innerJoin(students, eq(students.id, engagements.studentId))
    .where(and(eq(engagements.status, 'Current'), eq(paymentPlans.sessionId, '2026-27')))
    .orderBy(engagements.id);
}

const tuitionOf = (engagementId: string, sessionId: string) =>
  test.database.db
    .select()
    .from(invoices)
    .where(like(invoices.id, `${engagementId}-${sessionId}-tuition%`))
    .orderBy(invoices.id);

describe('issuing a year after a bursary was approved for it', () => {
  it('credits the award on the new invoice, once', async () => {
    const [, engagement] = await plannedEngagements();
    if (!engagement) throw new Error('No planned engagement');
    await test.database.db.insert(bursaryAwards).values({
      id: 'award-before-issue',
      studentId: engagement.studentId,
      sessionId: NEXT,
      source: 'form',
      sourceId: `${engagement.studentId}:bursary-application`,
      outcome: 'Approved',
      bursaryType: 'General Bursary',
      amountPence: 50_000,
    });
    const issue = () =>
      call('POST', '/api/finance/invoices/issue', { engagementId: engagement.id, sessionId: NEXT });
    expect((await issue()).statusCode).toBe(201);
    expect((await issue()).statusCode).toBe(200);
    const credits = await test.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bursaryAwardId, 'award-before-issue'));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      invoiceId: `${engagement.id}-${NEXT}-tuition`,
      amountPence: 50_000,
    });
  });
});

describe('POST /api/finance/invoices/issue', () => {
  it('issues a year once: twice creates nothing new', async () => {
    const [engagement] = await plannedEngagements();
    if (!engagement) throw new Error('No planned engagement');
    const first = await call('POST', '/api/finance/invoices/issue', {
      engagementId: engagement.id,
      sessionId: NEXT,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      outcome: 'issued',
      invoiceId: `${engagement.id}-${NEXT}-tuition`,
    });
    const again = await call('POST', '/api/finance/invoices/issue', {
      engagementId: engagement.id,
      sessionId: NEXT,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('already-issued');
    const written = await tuitionOf(engagement.id, NEXT);
    expect(written).toHaveLength(1);
    const [invoice] = written;
    const [student] = await test.database.db
      .select()
      .from(students)
      .where(eq(students.id, engagement.studentId));
    expect(invoice?.sentOn).toBe(TODAY);
    expect(invoice?.issuedOn).toBe(TODAY);
    expect(invoice?.number).toMatch(/^INV-2027-\d{5}$/);
    expect(invoice?.paymentTerm).toBe(engagement.term);
    expect(invoice?.scopeKeys).toEqual(student?.scopeKeys);
    const lines = invoice?.lines as { amountPence: number; itemCode?: string }[];
    expect(lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(invoice?.amountPence);
    const admin = { InFull: undefined, Monthly: 'admin10', Termly: 'admin3' }[
      engagement.term as 'InFull'
    ];
    if (engagement.term !== 'Student Loan') expect(lines[1]?.itemCode).toBe(admin);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, invoice?.id ?? ''));
    expect(audit).toHaveLength(1);
    // The plan carried forward from 2026-27 is now the year's own.
    const plans = await test.database.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.id, `${engagement.id}:${NEXT}`));
    expect(plans).toHaveLength(1);
  });

  it('answers a seeded year as already issued', async () => {
    const [, engagement] = await plannedEngagements();
    const response = await call('POST', '/api/finance/invoices/issue', {
      engagementId: engagement?.id,
      sessionId: '2026-27',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'already-issued',
      invoiceId: `${engagement?.id}-2026-27-tuition`,
    });
  });

  it('refuses with the reason: no plan, no fee', async () => {
    const [, , engagement] = await plannedEngagements();
    const id = engagement?.id ?? '';
    await test.database.db.delete(paymentPlans).where(eq(paymentPlans.engagementId, id));
    const noPlan = await call('POST', '/api/finance/invoices/issue', {
      engagementId: id,
      sessionId: NEXT,
    });
    expect(noPlan.statusCode).toBe(422);
    expect(noPlan.json().message).toBe(`No payment plan is chosen for ${NEXT}`);
    expect(noPlan.json().details[0].param).toBe('engagementId');
    expect(await tuitionOf(id, NEXT)).toHaveLength(0);
  });

  it('answers 422 naming the field, 404 outside scope or unknown, 403 without the permission', async () => {
    const bad = await call('POST', '/api/finance/invoices/issue', {
      engagementId: 'x',
      sessionId: '2026-28',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('sessionId');
    const early = await call('POST', '/api/finance/invoices/issue', {
      engagementId: 'x',
      sessionId: '2017-18',
    });
    expect(early.statusCode).toBe(422);
    const unknown = await call('POST', '/api/finance/invoices/issue', {
      engagementId: 'no-such',
      sessionId: NEXT,
    });
    expect(unknown.statusCode).toBe(404);
    for (const account of ['hd', 'student']) {
      const refused = await call('POST', '/api/finance/issue-runs', { sessionId: NEXT }, account);
      expect(refused.statusCode).toBe(403);
    }
  });

  it('does not exist when the invoices switch is off', async () => {
    const features = test.context.config.features;
    test.context.config.features = { ...features, invoices: false };
    try {
      const [engagement] = await plannedEngagements();
      for (const [method, url, body] of [
        ['POST', '/api/finance/invoices/issue', { engagementId: engagement?.id, sessionId: NEXT }],
        ['POST', '/api/finance/issue-runs', { sessionId: NEXT }],
        ['GET', `/api/finance/issue-runs?session=${NEXT}`],
        ['GET', `/api/finance/payment-plans/${engagement?.id}/${NEXT}`],
        ['PUT', `/api/finance/payment-plans/${engagement?.id}/${NEXT}`, { paymentTerm: 'InFull' }],
      ] as const) {
        const response = await call(method, url, body);
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      test.context.config.features = features;
    }
  });
});

describe('PUT /api/finance/payment-plans/:engagementId/:sessionId', () => {
  it('re-plans: credits the open part, invoices the fee less what was paid, never edits', async () => {
    const candidates = await plannedEngagements();
    const paid = await test.database.db.select().from(payments);
    const engagement = candidates.find(
      (c) =>
        c.term !== 'InFull' &&
        paid.some((p) => p.invoiceId === `${c.id}-2026-27-tuition` && p.amountPence > 0),
    );
    if (!engagement) throw new Error('No part-paid engagement');
    const oldId = `${engagement.id}-2026-27-tuition`;
    const [before] = await tuitionOf(engagement.id, '2026-27');
    const moneyBefore = (await invoiceMoney(test.database.db, [oldId])).get(oldId);
    const url = `/api/finance/payment-plans/${engagement.id}/2026-27`;
    const response = await call('PUT', url, { paymentTerm: 'InFull' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.outcome).toBe('reissued');
    expect(body.creditNotes).toHaveLength(1);
    expect(body.creditNotes[0]).toMatchObject({
      invoiceId: oldId,
      amountPence: moneyBefore?.balancePence,
      reason: 'Change of plan to InFull',
    });
    const [, tuition] = await tuitionOf(engagement.id, '2026-27');
    expect(body.invoice.id).toBe(`${engagement.id}-2026-27-tuition-2`);
    // InFull has no admin fee: the tuition less what was paid.
    const lines = (tuition?.lines ?? []) as { amountPence: number }[];
    const tuitionPence = lines[0]?.amountPence ?? 0;
    expect(tuition?.amountPence).toBe(tuitionPence - (moneyBefore?.paidPence ?? 0));
    expect(lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(tuition?.amountPence);
    expect(tuition?.paymentTerm).toBe('InFull');
    const [after] = await tuitionOf(engagement.id, '2026-27');
    expect(after?.amountPence).toBe(before?.amountPence);
    expect(after?.lines).toEqual(before?.lines);
    const moneyAfter = (await invoiceMoney(test.database.db, [oldId])).get(oldId);
    expect(moneyAfter?.balancePence).toBe(0);
    // The same plan again: nothing new.
    const again = await call('PUT', url, { paymentTerm: 'InFull' });
    expect(again.json().outcome).toBe('already-issued');
    expect(await tuitionOf(engagement.id, '2026-27')).toHaveLength(2);
    const notes = await test.database.db
      .select()
      .from(creditNotes)
      .where(like(creditNotes.invoiceId, `${engagement.id}-2026-27-tuition%`));
    expect(notes).toHaveLength(1);
    // Back to a plan with an admin fee: the second invoice is credited, a third issued.
    const termly = await call('PUT', url, { paymentTerm: 'Termly' });
    expect(termly.json().outcome).toBe('reissued');
    expect(termly.json().invoice.id).toBe(`${engagement.id}-2026-27-tuition-3`);
    expect(termly.json().invoice.amountPence).toBe(
      tuitionPence +
        test.context.config.college.finance.adminFeePence.admin3 -
        (moneyBefore?.paidPence ?? 0),
    );
    const read = await call('GET', url);
    expect(read.json().plan.paymentTerm).toBe('Termly');
    expect(read.json().offeredTerms).toContain('Termly');
  });

  it('answers 422 naming the field', async () => {
    const [engagement] = await plannedEngagements();
    const url = `/api/finance/payment-plans/${engagement?.id}/2026-27`;
    const cases: [object, string][] = [
      [{ paymentTerm: 'Weekly' }, 'paymentTerm'],
      [{ paymentTerm: 'Student Loan' }, 'loanReference'],
      [{ paymentTerm: 'Termly', intakeDate: '2027-09-01' }, 'intakeDate'],
      [{ paymentTerm: 'Termly', intakeDate: 'soon' }, 'intakeDate'],
    ];
    for (const [payload, param] of cases) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().details[0].param).toBe(param);
    }
    // A plan the programme's fee type does not offer.
    const [row] = await test.database.db
      .select({ programmeCode: engagements.programmeCode })
      .from(engagements)
      .where(eq(engagements.id, engagement?.id ?? ''));
    const code = row?.programmeCode ?? '';
    await test.database.db
      .update(tuitionFees)
      .set({ feeType: 'dissertation' })
      .where(eq(tuitionFees.programmeCode, code));
    try {
      const response = await call('PUT', url, { paymentTerm: 'Monthly' });
      expect(response.statusCode).toBe(422);
      expect(response.json().details[0]).toEqual({
        param: 'paymentTerm',
        message: 'Monthly is not offered for dissertation fees (offered: InFull)',
      });
    } finally {
      await test.database.db
        .update(tuitionFees)
        .set({ feeType: 'normal' })
        .where(eq(tuitionFees.programmeCode, code));
    }
  });
});

describe('issue runs', () => {
  it('resumes a run cut short without issuing anything twice', async () => {
    const db = test.database.db;
    const countNext = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(invoices)
            .where(eq(invoices.sessionId, NEXT))
        )[0]?.n,
      );
    const before = await countNext();
    const id = randomUUID();
    await db.insert(invoiceIssueRuns).values({ id, sessionId: NEXT, status: 'running' });
    // A crash after two batches of two.
    await runIssueBatches(test.context, id, {
      scope: { all: true },
      byUserId: null,
      batchSize: 2,
      stopAfterBatches: 2,
    });
    const [cut] = await db.select().from(invoiceIssueRuns).where(eq(invoiceIssueRuns.id, id));
    expect(cut?.status).toBe('running');
    expect(cut?.done).toBe(4);
    expect(cut?.total).toBeGreaterThan(4);
    const resumed = await call('POST', '/api/finance/issue-runs', { sessionId: NEXT });
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json()).toMatchObject({ id, resumed: true });
    await issueRunsSettled();
    const run = (await call('GET', `/api/finance/issue-runs/${id}`)).json();
    expect(run.status).toBe('done');
    expect(run.done).toBe(run.total);
    expect(run.issued + run.alreadyIssued + run.refused.length).toBe(run.total);
    expect(await countNext()).toBe(before + run.issued);
    for (const refused of run.refused) {
      expect(refused.reason).toEqual(expect.any(String));
      expect(refused.studentName).toEqual(expect.any(String));
    }
    const perEngagement = await db
      .select({ engagementId: invoices.engagementId, n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.sessionId, NEXT))
      .groupBy(invoices.engagementId);
    expect(perEngagement.every((row) => Number(row.n) === 1)).toBe(true);
    // Running the year again issues nothing.
    const second = await call('POST', '/api/finance/issue-runs', { sessionId: NEXT });
    expect(second.json().resumed).toBe(false);
    await issueRunsSettled();
    const latest = (await call('GET', `/api/finance/issue-runs?session=${NEXT}`)).json().item;
    expect(latest.id).toBe(second.json().id);
    expect(latest).toMatchObject({ status: 'done', issued: 0, total: run.total });
    expect(latest.alreadyIssued).toBe(run.issued + run.alreadyIssued);
    expect(await countNext()).toBe(before + run.issued);
  });

  it('answers 404 for an unknown run and 422 for a bad year', async () => {
    expect((await call('GET', '/api/finance/issue-runs/nope')).statusCode).toBe(404);
    const bad = await call('POST', '/api/finance/issue-runs', { sessionId: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('sessionId');
  });
});
