import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { auditLog, creditNotes, invoices, payments, students, users } from '../../db/schema';
import { raiseCreditNote } from './ledger';

let test: TestApp;
const cookies: Record<string, string> = {};
const TODAY = '2026-11-27';

interface Row {
  id: string;
  number: string;
  hubId: string;
  studentId: string;
  amountPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
  status: string;
}

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  // The hub director reads invoices here, so record scope is what decides: their own hub only.
  await test.context.db
    .update(users)
    .set({ claims: ['students:invoice'] })
    .where(eq(users.id, 'user-hd'));
  for (const account of ['finance', 'student', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const as = (account: string) => ({ cookie: cookies[account] ?? '' });
const pay = (id: string, payload: object, account = 'finance') =>
  test.app.inject({
    method: 'POST',
    url: `/api/finance/invoices/${id}/payments`,
    headers: as(account),
    payload,
  });

/** A sent invoice with something still to pay, of the hub asked (any when none). */
async function owing(hubId?: string): Promise<Row> {
  const list = await test.app.inject({ url: '/api/finance/invoices', headers: as('finance') });
  const row = (list.json().items as Row[]).find(
    (item) =>
      item.balancePence > 200 &&
      item.status !== 'draft' &&
      item.status !== 'cancelled' &&
      (!hubId || item.hubId === hubId),
  );
  if (!row) throw new Error('no invoice with a balance seeded');
  return row;
}

describe('POST /api/finance/invoices/:id/payments', () => {
  it('records a payment with the scope of the invoice, audits it and answers the record', async () => {
    const invoice = await owing();
    const response = await pay(invoice.id, {
      amountPence: 150,
      paidOn: '2026-11-20',
      method: 'Bank transfer',
      reference: 'BACS 42',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.paidPence).toBe(invoice.paidPence + 150);
    expect(body.balancePence).toBe(invoice.balancePence - 150);
    expect(body.payments).toContainEqual(
      expect.objectContaining({ amountPence: 150, method: 'Bank transfer', reference: 'BACS 42' }),
    );
    const paymentId = body.payments.find(
      (payment: { reference: string | null }) => payment.reference === 'BACS 42',
    ).id;
    const [stored] = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    const [owner] = await test.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(stored?.scopeKeys).toEqual(owner?.scopeKeys);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.recordId, paymentId)));
    expect(audit).toHaveLength(1);
    // The record's history shows it, with who did it.
    expect(body.history).toContainEqual(
      expect.objectContaining({ subject: 'payment', action: 'create', who: expect.any(String) }),
    );
    expect(body.history.at(-1).summary).toContain('Amount £1.50');
    expect(body.history.at(-1).summary).toContain('Reference BACS 42');
  });

  it.each([
    ['more than the balance', (row: Row) => ({ amountPence: row.balancePence + 1 }), 'amountPence'],
    ['zero', () => ({ amountPence: 0 }), 'amountPence'],
    ['negative', () => ({ amountPence: -500 }), 'amountPence'],
    ['dated after today', () => ({ amountPence: 100, paidOn: '2026-11-28' }), 'paidOn'],
    ['an unknown method', () => ({ amountPence: 100, method: 'Cheque' }), 'method'],
  ])('refuses a payment %s with 422 naming the field', async (_name, change, param) => {
    const invoice = await owing();
    const response = await pay(invoice.id, {
      paidOn: '2026-11-20',
      method: 'Card',
      ...change(invoice),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      details: [expect.objectContaining({ param })],
    });
    const after = (
      await test.app.inject({ url: `/api/finance/invoices/${invoice.id}`, headers: as('finance') })
    ).json();
    expect(after.paidPence).toBe(invoice.paidPence);
  });

  it('counts credit notes: a payment above what the credit left is refused', async () => {
    const invoice = await owing();
    await test.database.db.transaction((tx) =>
      raiseCreditNote(tx, {
        invoiceId: invoice.id,
        amountPence: 100,
        reason: 'General Bursary 2026-27',
        issuedOn: TODAY,
      }),
    );
    const record = (
      await test.app.inject({ url: `/api/finance/invoices/${invoice.id}`, headers: as('finance') })
    ).json();
    expect(record.creditedPence).toBe(invoice.creditedPence + 100);
    expect(record.balancePence).toBe(invoice.balancePence - 100);
    expect(record.creditNotes).toContainEqual(
      expect.objectContaining({ amountPence: 100, reason: 'General Bursary 2026-27' }),
    );
    const over = await pay(invoice.id, {
      amountPence: invoice.balancePence,
      paidOn: TODAY,
      method: 'Card',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().details[0].param).toBe('amountPence');
    const list = await test.app.inject({ url: '/api/finance/invoices', headers: as('finance') });
    const row = (list.json().items as Row[]).find((item) => item.id === invoice.id);
    expect(row?.creditedPence).toBe(record.creditedPence);
    expect(row?.balancePence).toBe(record.balancePence);
    await test.database.db.delete(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  });

  it('exists only with the payments and invoices switches on (404)', async () => {
    const invoice = await owing();
    const body = { amountPence: 100, paidOn: TODAY, method: 'Card' };
    for (const name of ['payments', 'invoices'] as const) {
      test.context.config.features[name] = false;
      try {
        const response = await pay(invoice.id, body);
        expect(response.statusCode, name).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      } finally {
        test.context.config.features[name] = true;
      }
    }
  });

  it('needs students:invoice (403) and the invoice in scope (404)', async () => {
    const body = { amountPence: 100, paidOn: TODAY, method: 'Card' };
    const other = await owing('hub-2');
    const own = await owing('hub-1');
    expect((await pay(own.id, body, 'student')).statusCode).toBe(403);
    expect((await pay(other.id, body, 'hd')).statusCode).toBe(404);
    expect((await pay('no-such-invoice', body)).statusCode).toBe(404);
    expect((await pay(own.id, body, 'hd')).statusCode).toBe(201);
    for (const [method, url] of [
      ['GET', `/api/finance/invoices/${other.id}`],
      ['GET', `/api/finance/invoices/${other.id}/pdf`],
      ['POST', `/api/finance/invoices/${other.id}/email`],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: as('hd') });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('deposits from admissions', () => {
  it('spreads a payment naming no invoice over the oldest invoice owing, on the record and the list', async () => {
    const invoice = await owing();
    const [student] = await test.database.db
      .select()
      .from(students)
      .where(eq(students.id, invoice.studentId));
    const before = (
      await test.app.inject({ url: `/api/finance/invoices/${invoice.id}`, headers: as('finance') })
    ).json();
    await test.database.db.insert(payments).values({
      id: 'deposit-test',
      studentId: invoice.studentId,
      invoiceId: null,
      paidOn: '2026-06-01',
      amountPence: 100,
      method: 'Deposit',
      reference: 'DEP-1',
      scopeKeys: student?.scopeKeys ?? [],
    });
    const after = (
      await test.app.inject({ url: `/api/finance/invoices/${invoice.id}`, headers: as('finance') })
    ).json();
    expect(after.deposits).toContainEqual(
      expect.objectContaining({ id: 'deposit-test', method: 'Deposit', reference: 'DEP-1' }),
    );
    // Somewhere among the student's invoices the deposit counts as paid, exactly once.
    const list = await test.app.inject({ url: '/api/finance/invoices', headers: as('finance') });
    const own = (list.json().items as Row[]).filter((row) => row.studentId === invoice.studentId);
    const unallocated = await test.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.studentId, invoice.studentId), isNull(payments.invoiceId)));
    expect(unallocated.length).toBeGreaterThan(0);
    expect(after.allocatedPence).toBeGreaterThanOrEqual(before.allocatedPence);
    const allocated = own.reduce((total, row) => total + row.paidPence, 0);
    const direct = (
      await test.database.db
        .select()
        .from(payments)
        .where(eq(payments.studentId, invoice.studentId))
    )
      .filter((payment) => payment.invoiceId !== null)
      .reduce((total, payment) => total + payment.amountPence, 0);
    expect(allocated - direct).toBeGreaterThanOrEqual(100);
    await test.database.db.delete(payments).where(eq(payments.id, 'deposit-test'));
  });
});
