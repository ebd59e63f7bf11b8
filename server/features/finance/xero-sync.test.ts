import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { invoices, payments, xeroQueue } from '../../db/schema';
import { startXeroDouble, type XeroDouble } from '../../integrations/xero/xero-double';
import { invoiceMoney, raiseCreditNote } from './ledger';

// The sync against a local double of Xero (server/integrations/xero/xero-double.ts): no test
// here reaches the internet. The steps run in order over one app and one double.

let test: TestApp;
let xero: XeroDouble;
let finance = '';

beforeAll(async () => {
  [test, xero] = await Promise.all([
    createTestApp({ students: 4, applications: 2 }),
    startXeroDouble(),
  ]);
  finance = await test.login('finance@college.test');
  test.context.config.features.accountingService = true;
  test.context.xero = {
    clientId: xero.clientId,
    clientSecret: xero.clientSecret,
    identityUrl: xero.identityUrl,
    apiUrl: xero.apiUrl,
    syncEveryMinutes: 0,
  };
});
afterAll(async () => {
  await test.close();
  await xero.close();
});

const call = (method: 'GET' | 'POST', url: string) =>
  test.app.inject({ method, url, headers: { cookie: finance } });
const numbersIn = (list: { body: Record<string, unknown> }[]) =>
  list.map((each) => String(each.body.InvoiceNumber));
const ourInvoices = () =>
  test.context.db
    .select()
    .from(invoices)
    .where(isNotNull(invoices.sentOn))
    .orderBy(asc(invoices.number));

async function addInvoice(studentId: string, number: string) {
  await test.context.db.insert(invoices).values({
    id: `test-${number}`,
    studentId,
    number,
    sessionId: '2026-27',
    description: 'Residential weekend',
    issuedOn: '2026-11-01',
    dueOn: '2026-11-30',
    amountPence: 15_000,
    lines: [{ description: 'Residential weekend', amountPence: 15_000 }],
    sentOn: '2026-11-01',
  });
}

describe('Xero sync', () => {
  it('pushes contacts, then invoices with our numbers and Idempotency-Key; a refused one waits, visible', async () => {
    const local = await ourInvoices();
    const refused = local[0]?.number ?? '';
    // A credit note (a bursary, a change of plan) goes after the invoices, before the payments.
    const money = await invoiceMoney(
      test.context.db,
      local.map((invoice) => invoice.id),
    );
    const credited = local.findLast(
      (invoice) => (money.get(invoice.id)?.balancePence ?? 0) >= 1_000,
    );
    const note = await raiseCreditNote(test.context.db, {
      invoiceId: credited?.id ?? '',
      amountPence: 1_000,
      reason: 'General Bursary 2026-27',
      issuedOn: '2026-11-02',
    });
    xero.refuse = (kind, record) =>
      kind === 'Invoices' && record.InvoiceNumber === refused
        ? ['Account code 200 is not a valid code for this document.']
        : [];
    const response = await call('POST', '/api/finance/xero/sync');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ failed: 1 });

    const students = new Set(local.map((invoice) => invoice.studentId));
    expect(xero.contacts.map((contact) => contact.body.ContactNumber).sort()).toEqual(
      [...students].sort(),
    );
    expect(numbersIn(xero.invoices).sort()).toEqual(
      local.map((invoice) => invoice.number).filter((number) => number !== refused),
    );
    const puts = xero.calls.filter((each) => each.method === 'PUT');
    expect([
      ...new Set(puts.map((each) => each.path.replace(/\/[^/]+\/Allocations$/, '/…/Allocations'))),
    ]).toEqual([
      '/Contacts',
      '/Invoices',
      '/CreditNotes',
      '/CreditNotes/…/Allocations',
      '/Payments',
    ]);
    // The credit note is set against its invoice in Xero, as the ledger has it.
    const creditedInXero = xero.invoices.find(
      (each) => each.body.InvoiceNumber === credited?.number,
    );
    expect(xero.allocations).toEqual([
      expect.objectContaining({ InvoiceID: creditedInXero?.id, Amount: 10, Date: '2026-11-02' }),
    ]);
    expect(xero.creditNotes.map((each) => each.body)).toEqual([
      expect.objectContaining({
        Type: 'ACCRECCREDIT',
        CreditNoteNumber: note.number,
        LineItems: [
          expect.objectContaining({ Description: 'General Bursary 2026-27', UnitAmount: 10 }),
        ],
      }),
    ]);
    // One credit note alone: its row's id is the key; a batch's key is derived from its rows' ids.
    expect(puts.find((each) => each.path === '/CreditNotes')?.idempotencyKey).toBe(
      `credit-note:${note.id}:v1`,
    );
    expect(
      puts
        .filter((each) => each.count > 1)
        .every((each) => each.idempotencyKey?.startsWith('batch:')),
    ).toBe(true);
    // Each contact exists before its invoices: they name it by Xero's id.
    const contactIds = new Set(xero.contacts.map((contact) => contact.id));
    for (const invoice of xero.invoices) {
      expect(
        contactIds.has(String((invoice.body.Contact as { ContactID: string }).ContactID)),
      ).toBe(true);
    }

    const failed = await call('GET', '/api/finance/xero/queue?status=failed');
    expect(failed.json().items).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: refused,
        error: {
          code: 'XERO_ERROR',
          message: 'Account code 200 is not a valid code for this document.',
          details: [{ message: 'Account code 200 is not a valid code for this document.' }],
        },
      }),
    ]);
    const state = (await call('GET', '/api/finance/xero')).json();
    expect(state).toMatchObject({ configured: true, counts: { failed: 1 } });
    expect(JSON.stringify(state)).not.toContain(xero.clientSecret);
  });

  it('a retry answers XERO_ERROR with Xero’s messages until Xero takes it, then its payments follow', async () => {
    const row = (await call('GET', '/api/finance/xero/queue?status=failed')).json().items[0];
    const again = await call('POST', `/api/finance/xero/queue/${encodeURIComponent(row.id)}/retry`);
    expect(again.statusCode).toBe(500);
    expect(again.json()).toEqual({
      code: 'XERO_ERROR',
      message: 'Account code 200 is not a valid code for this document.',
      details: [{ message: 'Account code 200 is not a valid code for this document.' }],
    });
    const single = xero.calls.at(-1);
    // Refused once already: sent under a key of its own, or Xero would replay the refusal.
    expect(single).toMatchObject({ method: 'PUT', path: '/Invoices', count: 1 });
    expect(single?.idempotencyKey).toBe(`${row.id}:a1`);

    xero.refuse = () => [];
    const retried = await call(
      'POST',
      `/api/finance/xero/queue/${encodeURIComponent(row.id)}/retry`,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'sent', xeroId: expect.any(String) });
    expect(numbersIn(xero.invoices).filter((number) => number === row.number)).toHaveLength(1);

    await call('POST', '/api/finance/xero/sync');
    const local = await test.context.db
      .select()
      .from(payments)
      .where(isNotNull(payments.invoiceId));
    expect(xero.payments).toHaveLength(local.length);
    const waiting = (await call('GET', '/api/finance/xero')).json().counts;
    expect(waiting).toMatchObject({ waiting: 0, failed: 0 });
  });

  it('waits out a 429 for its Retry-After and sends the call again', async () => {
    const [first] = await ourInvoices();
    await addInvoice(first?.studentId ?? '', 'INV-2026-90001');
    xero.throttle.push(1);
    const before = xero.calls.length;
    const started = Date.now();
    const response = await call('POST', '/api/finance/xero/sync');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const calls = xero.calls.slice(before);
    expect(calls[0]?.path).toBe(calls[1]?.path);
    expect(numbersIn(xero.invoices).filter((number) => number === 'INV-2026-90001')).toHaveLength(
      1,
    );
  });

  it('a crash in the middle of a batch resumes without a duplicate in Xero', async () => {
    const [first] = await ourInvoices();
    const numbers = ['INV-2026-90002', 'INV-2026-90003', 'INV-2026-90004'];
    for (const number of numbers) await addInvoice(first?.studentId ?? '', number);
    xero.dropInvoicesAfter = 1;
    const cut = await call('POST', '/api/finance/xero/sync');
    expect(cut.statusCode).toBe(500);
    expect(cut.json()).toMatchObject({ code: 'XERO_ERROR', message: 'Xero could not be reached' });
    expect(numbersIn(xero.invoices).filter((number) => numbers.includes(number))).toEqual([
      numbers[0],
    ]);
    const waiting = await call('GET', '/api/finance/xero/queue?status=waiting');
    expect(waiting.json().items.map((item: { number: string }) => item.number)).toEqual(numbers);

    const resumed = await call('POST', '/api/finance/xero/sync');
    expect(resumed.statusCode).toBe(200);
    const inXero = numbersIn(xero.invoices);
    expect(inXero.filter((number) => numbers.includes(number))).toEqual(numbers);
    expect(new Set(inXero).size).toBe(inXero.length);
  });

  it('pulls back a payment made in Xero once, and never sends it back', async () => {
    const local = await ourInvoices();
    const money = await invoiceMoney(
      test.context.db,
      local.map((invoice) => invoice.id),
    );
    const open = local.find((invoice) => (money.get(invoice.id)?.balancePence ?? 0) >= 5_000);
    if (!open) throw new Error('The seed has no invoice with £50 to pay');
    const paid = xero.payInXero(open.number, 50, '2026-11-20');
    const paymentsInXero = xero.payments.length;

    expect((await call('POST', '/api/finance/xero/sync')).json()).toMatchObject({
      pulled: { payments: 1 },
    });
    expect((await call('POST', '/api/finance/xero/sync')).json()).toMatchObject({
      pulled: { payments: 0 },
    });
    const recorded = await test.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, paid.PaymentID));
    expect(recorded).toEqual([
      expect.objectContaining({ invoiceId: open.id, amountPence: 5_000, paidOn: '2026-11-20' }),
    ]);
    expect(xero.payments).toHaveLength(paymentsInXero);
    const [row] = await test.context.db
      .select()
      .from(xeroQueue)
      .where(eq(xeroQueue.xeroId, paid.PaymentID));
    expect(row?.status).toBe('sent');
    // It is in the invoice's history, once.
    const record = (await call('GET', `/api/finance/invoices/${open.id}`)).json();
    const entries = record.history.filter(
      (entry: { subject: string; summary: string }) =>
        entry.subject === 'payment' && entry.summary.includes(paid.PaymentID),
    );
    expect(entries).toHaveLength(1);
  });

  it('says so when Xero is not configured (409), and is not there with the switch off (404)', async () => {
    const settings = test.context.xero;
    test.context.xero = undefined;
    const unconfigured = await call('POST', '/api/finance/xero/sync');
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json().message).toMatch(/XERO_CLIENT_ID and XERO_CLIENT_SECRET/);
    expect((await call('GET', '/api/finance/xero')).json()).toMatchObject({ configured: false });
    test.context.xero = settings;
    test.context.config.features.accountingService = false;
    expect((await call('GET', '/api/finance/xero')).statusCode).toBe(404);
    expect((await call('GET', '/api/finance/xero/queue')).statusCode).toBe(404);
    test.context.config.features.accountingService = true;
  });
});
