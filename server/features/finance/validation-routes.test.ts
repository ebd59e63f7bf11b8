import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  bursaryAwards,
  creditNotes,
  engagements,
  invoices,
  paymentPlans,
  payments,
  students,
  users,
} from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};
const TODAY = '2026-11-27';
const CURRENT = '2026-27';

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  for (const account of ['finance', 'student', 'hd', 'admin']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, account = 'finance') =>
  test.app.inject({ url, headers: { cookie: cookies[account] ?? '' } });

interface Problem {
  kind: string;
  message: string;
  fix: { kind: string; id: string };
}
interface Row {
  id: string;
  studentId: string;
  studentName: string;
  engagementId: string;
  sessionId: string;
  problems: Problem[];
}
interface Body {
  items: Row[];
  total: number;
  counts: Record<string, number>;
}

describe('GET /api/finance/validation', () => {
  it('after a change of plan the year is on schedule: the newest invoice follows the plan', async () => {
    const [plan] = await test.database.db
      .select()
      .from(paymentPlans)
      .innerJoin(
        invoices,
        eq(
          invoices.id,
          sql`${paymentPlans.engagementId} || '-' || ${paymentPlans.sessionId} || '-tuition'`,
        ),
      )
      .where(and(eq(paymentPlans.sessionId, CURRENT), eq(paymentPlans.paymentTerm, 'Monthly')))
      .limit(1);
    if (!plan) return expect.fail('The seed has no Monthly plan this year');
    const { engagementId } = plan.payment_plans;
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/finance/payment-plans/${engagementId}/${CURRENT}`,
      headers: { cookie: cookies.finance ?? '' },
      payload: { paymentTerm: 'Termly' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body: Body = (await get(`/api/finance/validation?session=${CURRENT}`)).json();
    const row = body.items.find((item) => item.id === `${engagementId}:${CURRENT}`);
    expect(row?.problems.map((problem) => problem.kind) ?? []).not.toContain('schedule-mismatch');
  });

  it("reports a Current engagement whose year's invoice is gone, linked to the student", async () => {
    // A Current engagement's tuition invoice for this year, with no payments against it.
    const current = await test.database.db
      .select({ invoice: invoices, engagement: engagements })
      .from(invoices)
      .innerJoin(engagements, eq(engagements.id, invoices.engagementId))
      .where(
        and(
          eq(engagements.status, 'Current'),
          eq(invoices.sessionId, CURRENT),
          isNotNull(invoices.paymentTerm),
        ),
      );
    const paid = new Set(
      (await test.database.db.select({ id: payments.invoiceId }).from(payments)).map((p) => p.id),
    );
    const target = current.find((row) => !paid.has(row.invoice.id)) ?? current[0];
    if (!target) throw new Error('The seed has no Current invoice this year');
    const before: Body = (await get(`/api/finance/validation?session=${CURRENT}`)).json();
    const id = `${target.engagement.id}:${CURRENT}`;
    expect(before.items.find((row) => row.id === id)?.problems ?? []).not.toContainEqual(
      expect.objectContaining({ kind: 'no-invoice' }),
    );

    await test.database.db.delete(payments).where(eq(payments.invoiceId, target.invoice.id));
    await test.database.db.delete(invoices).where(eq(invoices.id, target.invoice.id));
    const response = await get(`/api/finance/validation?session=${CURRENT}&kind=no-invoice`);
    expect(response.statusCode).toBe(200);
    const body: Body = response.json();
    const row = body.items.find((item) => item.id === id);
    expect(row?.problems).toContainEqual({
      kind: 'no-invoice',
      message: `No invoice for ${CURRENT} although the engagement is Current`,
      fix: { kind: 'student', id: target.engagement.studentId },
    });
    expect(body.items.every((item) => item.problems.some((p) => p.kind === 'no-invoice'))).toBe(
      true,
    );
    expect(body.counts['no-invoice']).toBeGreaterThanOrEqual(body.total);
  });

  it('reports a Student Loan plan without a reference, and not once the reference is there', async () => {
    const [plan] = await test.database.db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.sessionId, CURRENT))
      .limit(1);
    if (!plan) throw new Error('The seed has no plan this year');
    await test.database.db
      .update(paymentPlans)
      .set({ paymentTerm: 'Student Loan', loanReference: null })
      .where(eq(paymentPlans.id, plan.id));
    const flagged: Body = (
      await get(`/api/finance/validation?kind=loan-without-reference&session=${CURRENT}`)
    ).json();
    expect(flagged.items.find((row) => row.id === plan.id)?.problems).toContainEqual(
      expect.objectContaining({
        kind: 'loan-without-reference',
        message: 'A student-loan plan without a loan reference',
      }),
    );
    // The invoice still follows the old plan's schedule unless it was Student Loan already.
    await test.database.db
      .update(paymentPlans)
      .set({ loanReference: 'SLC-12345678' })
      .where(eq(paymentPlans.id, plan.id));
    const fixed: Body = (await get('/api/finance/validation?kind=loan-without-reference')).json();
    expect(fixed.items.find((row) => row.id === plan.id)).toBeUndefined();
  });

  it('reports payments beyond the invoice (linked to it) and a bursary not credited in full', async () => {
    const [invoice] = await test.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.sessionId, '2025-26'), isNotNull(invoices.paymentTerm)))
      .limit(1);
    if (!invoice?.engagementId) throw new Error('The seed has no tuition invoice for 2025-26');
    const id = `${invoice.engagementId}:2025-26`;
    await test.database.db.insert(payments).values({
      id: 'overpayment-1',
      studentId: invoice.studentId,
      invoiceId: invoice.id,
      paidOn: '2026-01-10',
      amountPence: invoice.amountPence,
      method: 'Bank transfer',
    });
    await test.database.db.insert(bursaryAwards).values({
      id: 'award-1',
      studentId: invoice.studentId,
      sessionId: '2025-26',
      source: 'form',
      sourceId: 'form-1',
      outcome: 'Approved',
      amountPence: 50_000,
    });
    await test.database.db.insert(creditNotes).values({
      id: 'cn-1',
      number: 'CN-2025-99999',
      studentId: invoice.studentId,
      invoiceId: invoice.id,
      sessionId: '2025-26',
      issuedOn: '2026-01-11',
      amountPence: 20_000,
      reason: 'General Bursary 2025-26',
      bursaryAwardId: 'award-1',
    });
    const body: Body = (await get('/api/finance/validation?session=2025-26')).json();
    const row = body.items.find((item) => item.id === id);
    expect(row?.problems).toContainEqual(
      expect.objectContaining({ kind: 'overpaid', fix: { kind: 'invoice', id: invoice.id } }),
    );
    expect(row?.problems).toContainEqual({
      kind: 'bursary-not-credited',
      message: 'A bursary of £500.00 is credited only £200.00',
      fix: { kind: 'bursary', id: 'award-1' },
    });
    // The overpayment is measured against the invoice less its credit notes.
    const overpaid = row?.problems.find((problem) => problem.kind === 'overpaid');
    expect(overpaid?.message).toContain(
      `exceed the invoices' £${((invoice.amountPence - 20_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
  });

  it('finds by student name and exports the rows to Excel', async () => {
    const all: Body = (await get('/api/finance/validation')).json();
    const first = all.items[0];
    if (!first) throw new Error('No problem rows');
    const surname = first.studentName.split(' ').at(-1) ?? '';
    const found: Body = (
      await get(`/api/finance/validation?q=${encodeURIComponent(surname)}`)
    ).json();
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((row) => row.studentName.includes(surname))).toBe(true);
    const file = await get('/api/finance/validation?export=excel');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('fees-validation');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[] = [];
    sheet?.eachRow((row) => {
      rows.push(row.values);
    });
    expect(rows.length - 1).toBe(all.total);
    expect(JSON.stringify(rows)).toContain(first.studentName);
  });

  it("keeps to the caller's scope: a hub-scoped reader sees only their hub's students", async () => {
    await test.database.db
      .update(users)
      .set({ claims: ['students:invoice'] })
      .where(eq(users.id, 'user-hd'));
    // A new session: the server keeps a signed-in user's permissions for a moment.
    cookies.hd = await test.login('hd@college.test');
    try {
      const all: Body = (await get('/api/finance/validation')).json();
      const hub: Body = (await get('/api/finance/validation', 'hd')).json();
      const hubOf = new Map(
        (
          await test.database.db.select({ id: students.id, hubId: students.hubId }).from(students)
        ).map((student) => [student.id, student.hubId]),
      );
      expect(hub.total).toBeGreaterThan(0);
      expect(hub.total).toBeLessThan(all.total);
      expect(new Set(hub.items.map((row) => hubOf.get(row.studentId)))).toEqual(new Set(['hub-1']));
      expect(hub.total).toBe(
        all.items.filter((row) => hubOf.get(row.studentId) === 'hub-1').length,
      );
    } finally {
      await test.database.db.update(users).set({ claims: [] }).where(eq(users.id, 'user-hd'));
      cookies.hd = await test.login('hd@college.test');
    }
  });

  it('is finance staff only, and 404 when the invoices switch is off', async () => {
    expect((await get('/api/finance/validation', 'student')).statusCode).toBe(403);
    expect((await get('/api/finance/validation', 'hd')).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/finance/validation' })).statusCode).toBe(401);
    const bad = await get('/api/finance/validation?kind=late');
    expect(bad.statusCode).toBe(422);
    test.context.config.features.invoices = false;
    try {
      const off = await get('/api/finance/validation');
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe('NOT_FOUND');
    } finally {
      test.context.config.features.invoices = true;
    }
  });
});
