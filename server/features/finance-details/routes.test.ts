import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceDetails } from '#domain/forms/student-records';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { creditNotes } from '../../db/schema';
import { raiseCreditNote } from '../finance/ledger';

let test: TestApp;
let student: string;
let student2: string;
beforeAll(async () => {
  test = await createTestApp({ students: 12, applications: 5 });
  student = await test.login('student@college.test');
  student2 = await test.login('student2@college.test');
}, 30_000);
afterAll(() => test.close());

// The statement depends on today's date: the app's clock is set to the day asked for.
async function financeOn(day: string, cookie: string) {
  test.context.clock = () => new Date(`${day}T12:00:00Z`);
  return test.app.inject({ url: '/api/forms/student/finance-details', headers: { cookie } });
}

describe('GET /api/forms/student/finance-details', () => {
  it("answers the student's fees, plan, invoices, payments and balance for this session", async () => {
    const response = await financeOn('2026-11-22', student);
    expect(response.statusCode).toBe(200);
    const details: FinanceDetails = response.json();
    expect(details.sessionId).toBe('2026-27');
    expect(details.paymentTerm).toBe('Monthly');
    expect(details.fees[0]).toEqual({
      description: 'Tuition fees 2026-27: BA (Hons) Theology, Ministry and Mission',
      amountPence: 925_000,
    });
    expect(details.totalFeesPence).toBe(
      details.fees.reduce((total, fee) => total + fee.amountPence, 0),
    );
    expect(details.plan).toHaveLength(10);
    expect(details.plan.slice(0, 5)).toEqual([
      { dueDate: '2026-08-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-09-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-10-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-11-01', amountPence: 92_500, paidPence: 0, status: 'Overdue' },
      { dueDate: '2026-12-01', amountPence: 92_500, paidPence: 0, status: 'Due' },
    ]);
    // Earlier sessions are listed too, each invoice with what is paid and what is left.
    expect(details.invoices.map((invoice) => invoice.sessionId)).toContain('2025-26');
    for (const invoice of details.invoices) {
      expect(invoice.balancePence).toBe(
        invoice.amountPence - invoice.paidPence - invoice.creditedPence,
      );
    }
    const invoiced = details.invoices.reduce((total, invoice) => total + invoice.amountPence, 0);
    const paid = details.payments.reduce((total, payment) => total + payment.amountPence, 0);
    expect(details.balancePence).toBe(invoiced - paid);
    expect(details.payments[0]).toMatchObject({ paidOn: '2026-10-01', method: 'Direct debit' });
  });

  it('follows the clock: a day later in the year, more is overdue', async () => {
    const details: FinanceDetails = (await financeOn('2027-01-15', student)).json();
    expect(details.plan.map((line) => line.status).slice(3, 7)).toEqual([
      'Overdue',
      'Overdue',
      'Overdue',
      'Due',
    ]);
  });

  it('shows each student only their own invoices and payments', async () => {
    const own: FinanceDetails = (await financeOn('2026-11-22', student)).json();
    const other: FinanceDetails = (await financeOn('2026-11-22', student2)).json();
    const ids = new Set(own.invoices.map((invoice) => invoice.id));
    expect(other.invoices.length).toBeGreaterThan(0);
    expect(other.invoices.every((invoice) => !ids.has(invoice.id))).toBe(true);
    expect(other.invoices.every((invoice) => invoice.id.startsWith('student-00002-'))).toBe(true);
  });

  it('counts a bursary credit note in the invoice balance and the account, and lists it', async () => {
    const before: FinanceDetails = (await financeOn('2026-11-22', student)).json();
    const tuition = before.invoices.find((invoice) => invoice.sessionId === '2026-27');
    if (!tuition) throw new Error('no invoice this session');
    await test.database.db.transaction((tx) =>
      raiseCreditNote(tx, {
        invoiceId: tuition.id,
        amountPence: 50_000,
        reason: 'General Bursary 2026-27',
        issuedOn: '2026-11-20',
      }),
    );
    try {
      const after: FinanceDetails = (await financeOn('2026-11-22', student)).json();
      const credited = after.invoices.find((invoice) => invoice.id === tuition.id);
      expect(credited).toMatchObject({
        creditedPence: 50_000,
        balancePence: tuition.balancePence - 50_000,
      });
      expect(after.balancePence).toBe(before.balancePence - 50_000);
      expect(after.creditNotes).toEqual([
        expect.objectContaining({
          invoiceNumber: tuition.number,
          amountPence: 50_000,
          reason: 'General Bursary 2026-27',
          issuedOn: '2026-11-20',
        }),
      ]);
      // The credit covers the plan's instalments as a payment would, oldest first.
      const covered = (details: FinanceDetails) =>
        details.plan.reduce((total, line) => total + line.paidPence, 0);
      expect(covered(after)).toBe(covered(before) + 50_000);
    } finally {
      await test.database.db.delete(creditNotes).where(eq(creditNotes.invoiceId, tuition.id));
    }
  });

  it('refuses staff without forms:student (403) and the signed out (401)', async () => {
    const registrar = await test.login('registrar@college.test');
    expect((await financeOn('2026-11-22', registrar)).statusCode).toBe(403);
    const anonymous = await test.app.inject({ url: '/api/forms/student/finance-details' });
    expect(anonymous.statusCode).toBe(401);
  });
});
