import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  allocateToInstalments,
  financeDetails,
  instalmentStatus,
  type StatementInvoice,
  type StatementPayment,
  settleInvoices,
} from './statement';

const due = (dueDate: string, amountPence: number) => ({ dueDate, amountPence });

describe('instalmentStatus', () => {
  const instalment = due('2026-11-01', 10_000);
  it.each([
    [10_000, '2026-11-22', 'Paid'],
    [12_000, '2026-11-22', 'Paid'],
    [0, '2026-11-22', 'Overdue'],
    [9_999, '2026-11-22', 'Overdue'],
    [5_000, '2026-11-01', 'Part paid'],
    [0, '2026-11-01', 'Due'],
    [0, '2026-10-31', 'Due'],
  ] as const)('paid %i on %s → %s', (paid, today, status) => {
    expect(instalmentStatus(instalment, paid, today)).toBe(status);
  });

  it('counts a zero instalment as paid', () => {
    expect(instalmentStatus(due('2026-01-01', 0), 0, '2026-11-22')).toBe('Paid');
  });
});

describe('allocateToInstalments', () => {
  const plan = [due('2026-12-01', 30_000), due('2026-08-01', 30_000), due('2027-03-01', 30_000)];

  it('pays the oldest instalment first, whatever the order given', () => {
    expect(allocateToInstalments(plan, 45_000, '2026-12-02')).toEqual([
      { dueDate: '2026-08-01', amountPence: 30_000, paidPence: 30_000, status: 'Paid' },
      { dueDate: '2026-12-01', amountPence: 30_000, paidPence: 15_000, status: 'Overdue' },
      { dueDate: '2027-03-01', amountPence: 30_000, paidPence: 0, status: 'Due' },
    ]);
  });

  it('shows a part-paid instalment not yet due as Part paid', () => {
    const lines = allocateToInstalments(plan, 40_000, '2026-11-22');
    expect(lines.map((line) => line.status)).toEqual(['Paid', 'Part paid', 'Due']);
  });

  it('fills every instalment on an overpayment, the rest being credit', () => {
    const lines = allocateToInstalments(plan, 100_000, '2027-06-01');
    expect(lines.map((line) => line.paidPence)).toEqual([30_000, 30_000, 30_000]);
    expect(lines.every((line) => line.status === 'Paid')).toBe(true);
  });

  it('pays nothing from a negative total and nothing into a credit instalment', () => {
    expect(allocateToInstalments(plan, -5_000, '2026-09-01').map((l) => l.paidPence)).toEqual([
      0, 0, 0,
    ]);
    const withCredit = [due('2026-08-01', -1_000), due('2026-09-01', 2_000)];
    expect(allocateToInstalments(withCredit, 2_000, '2026-10-01')).toEqual([
      { dueDate: '2026-08-01', amountPence: -1_000, paidPence: 0, status: 'Paid' },
      { dueDate: '2026-09-01', amountPence: 2_000, paidPence: 2_000, status: 'Paid' },
    ]);
  });

  it('gives an empty plan for no plan', () => {
    expect(allocateToInstalments([], 10_000, '2026-11-22')).toEqual([]);
  });

  it('keeps instalments due on the same day in their order', () => {
    const lines = allocateToInstalments(
      [due('2026-08-01', 100), due('2026-08-01', 200)],
      150,
      '2026-07-01',
    );
    expect(lines.map((line) => [line.amountPence, line.paidPence])).toEqual([
      [100, 100],
      [200, 50],
    ]);
  });
});

describe('settleInvoices', () => {
  const invoices = [
    { id: 'b', issuedOn: '2026-07-15', amountPence: 50_000 },
    { id: 'a', issuedOn: '2025-07-15', amountPence: 40_000 },
    { id: 'c', issuedOn: '2026-07-15', amountPence: 10_000 },
  ];

  it('credits payments to the invoice they name', () => {
    const settled = settleInvoices(invoices, [
      { invoiceId: 'a', amountPence: 40_000 },
      { invoiceId: 'b', amountPence: 20_000 },
    ]);
    expect(settled.map((i) => [i.id, i.paidPence, i.balancePence])).toEqual([
      ['b', 20_000, 30_000],
      ['a', 40_000, 0],
      ['c', 0, 10_000],
    ]);
  });

  it('spreads payments naming no (known) invoice over the oldest owing first', () => {
    const settled = settleInvoices(invoices, [
      { invoiceId: 'a', amountPence: 30_000 },
      { invoiceId: null, amountPence: 50_000 },
      { invoiceId: 'gone', amountPence: 5_000 },
    ]);
    // a needs 10,000; then b (same day as c, lower id) takes the remaining 45,000.
    expect(settled.map((i) => [i.id, i.paidPence])).toEqual([
      ['b', 45_000],
      ['a', 40_000],
      ['c', 0],
    ]);
  });

  it('shows an overpaid invoice with a negative balance and keeps spare credit off invoices', () => {
    const settled = settleInvoices(invoices, [
      { invoiceId: 'c', amountPence: 12_000 },
      { invoiceId: null, amountPence: 200_000 },
    ]);
    expect(settled.map((i) => [i.id, i.balancePence])).toEqual([
      ['b', 0],
      ['a', 0],
      ['c', -2_000],
    ]);
  });

  it('spreads a deposit only over what is owed after credit notes, and reports the share', () => {
    const settled = settleInvoices(
      [
        { id: 'a', issuedOn: '2025-07-15', amountPence: 40_000, creditedPence: 30_000 },
        { id: 'b', issuedOn: '2026-07-15', amountPence: 50_000 },
      ],
      [{ invoiceId: null, amountPence: 25_000 }],
    );
    expect(
      settled.map((i) => [i.id, i.paidPence, i.allocatedPence, i.creditedPence, i.balancePence]),
    ).toEqual([
      ['a', 10_000, 10_000, 30_000, 0],
      ['b', 15_000, 15_000, 0, 35_000],
    ]);
  });

  it('settles nothing without invoices', () => {
    expect(settleInvoices([], [{ invoiceId: null, amountPence: 100 }])).toEqual([]);
  });
});

describe('accountBalance', () => {
  it('is invoiced minus paid, negative for credit, zero for nothing', () => {
    expect(accountBalance([{ amountPence: 1_000 }], [{ amountPence: 400 }])).toBe(600);
    expect(accountBalance([], [{ amountPence: 400 }])).toBe(-400);
    expect(accountBalance([], [])).toBe(0);
  });
});

describe('financeDetails', () => {
  const invoice = (overrides: Partial<StatementInvoice>): StatementInvoice => ({
    id: 'inv-1',
    number: 'INV-2026-00001',
    sessionId: '2026-27',
    description: 'Tuition fees 2026-27',
    issuedOn: '2026-07-15',
    dueOn: '2026-08-01',
    amountPence: 925_000,
    paymentTerm: 'Monthly',
    intakeDate: '2026-09-01',
    ...overrides,
  });
  const payment = (overrides: Partial<StatementPayment>): StatementPayment => ({
    id: 'pay-1',
    invoiceId: 'inv-1',
    paidOn: '2026-08-01',
    amountPence: 92_500,
    method: 'Direct debit',
    reference: null,
    ...overrides,
  });

  it('builds the session plan from the §9 schedule with paid amounts and statuses', () => {
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2026-11-22',
      invoices: [
        invoice({}),
        invoice({
          id: 'old',
          number: 'INV-2025-00001',
          sessionId: '2025-26',
          issuedOn: '2025-07-15',
          amountPence: 100_000,
          paymentTerm: 'InFull',
        }),
        invoice({
          id: 'resi',
          number: 'INV-2026-00002',
          description: 'Residential weekend',
          issuedOn: '2026-10-01',
          amountPence: 30_000,
          paymentTerm: null,
          intakeDate: null,
        }),
      ],
      payments: [
        payment({ id: 'p1' }),
        payment({ id: 'p2', paidOn: '2026-09-01' }),
        payment({ id: 'p3', paidOn: '2026-10-01' }),
        payment({ id: 'p0', invoiceId: 'old', paidOn: '2025-08-01', amountPence: 100_000 }),
      ],
    });
    expect(details.paymentTerm).toBe('Monthly');
    expect(details.fees).toEqual([
      { description: 'Tuition fees 2026-27', amountPence: 925_000 },
      { description: 'Residential weekend', amountPence: 30_000 },
    ]);
    expect(details.totalFeesPence).toBe(955_000);
    expect(details.plan).toHaveLength(10);
    expect(details.plan.slice(0, 5)).toEqual([
      { dueDate: '2026-08-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-09-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-10-01', amountPence: 92_500, paidPence: 92_500, status: 'Paid' },
      { dueDate: '2026-11-01', amountPence: 92_500, paidPence: 0, status: 'Overdue' },
      { dueDate: '2026-12-01', amountPence: 92_500, paidPence: 0, status: 'Due' },
    ]);
    expect(details.invoices.map((i) => [i.id, i.paidPence, i.balancePence])).toEqual([
      ['inv-1', 277_500, 647_500],
      ['old', 100_000, 0],
      ['resi', 0, 30_000],
    ]);
    expect(details.payments.map((p) => p.id)).toEqual(['p3', 'p2', 'p1', 'p0']);
    expect(details.payments[0]).toEqual({
      id: 'p3',
      paidOn: '2026-10-01',
      amountPence: 92_500,
      method: 'Direct debit',
      reference: null,
    });
    expect(details.balancePence).toBe(1_055_000 - 377_500);
  });

  it('counts credit notes in each balance, lists them, and plans from the invoice not credited away', () => {
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2026-11-22',
      invoices: [
        invoice({}),
        invoice({
          id: 'inv-2',
          number: 'INV-2026-00002',
          issuedOn: '2026-10-01',
          amountPence: 900_000,
          paymentTerm: 'Termly',
        }),
      ],
      payments: [payment({ id: 'p1', invoiceId: 'inv-1' })],
      creditNotes: [
        {
          id: 'cn-1',
          number: 'CN-2026-00001',
          invoiceId: 'inv-1',
          issuedOn: '2026-10-01',
          amountPence: 832_500,
          reason: 'Change of plan to Termly',
        },
        {
          id: 'cn-2',
          number: 'CN-2026-00002',
          invoiceId: 'inv-2',
          issuedOn: '2026-10-02',
          amountPence: 100_000,
          reason: 'General Bursary 2026-27',
        },
      ],
    });
    expect(
      details.invoices.map((i) => [i.id, i.paidPence, i.creditedPence, i.balancePence]),
    ).toEqual([
      ['inv-1', 92_500, 832_500, 0],
      ['inv-2', 0, 100_000, 800_000],
    ]);
    expect(details.paymentTerm).toBe('Termly');
    expect(details.plan[0]).toMatchObject({ paidPence: 100_000 });
    expect(
      details.creditNotes.map((note) => [note.number, note.invoiceNumber, note.reason]),
    ).toEqual([
      ['CN-2026-00002', 'INV-2026-00002', 'General Bursary 2026-27'],
      ['CN-2026-00001', 'INV-2026-00001', 'Change of plan to Termly'],
    ]);
    expect(details.balancePence).toBe(1_825_000 - 92_500 - 932_500);
  });

  it('has no plan when the session has no invoice with a term', () => {
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2026-11-22',
      invoices: [invoice({ paymentTerm: null, intakeDate: null })],
      payments: [],
    });
    expect(details).toMatchObject({ paymentTerm: null, plan: [], totalFeesPence: 925_000 });
  });

  it('has no plan when the term has no schedule for the intake', () => {
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2026-11-22',
      invoices: [invoice({ paymentTerm: 'Monthly-Jan' })],
      payments: [],
    });
    expect(details).toMatchObject({ paymentTerm: 'Monthly-Jan', plan: [] });
  });

  it('answers an empty statement for zero invoices, with any payment as credit', () => {
    expect(
      financeDetails({
        sessionId: '2026-27',
        today: '2026-11-22',
        invoices: [],
        payments: [payment({ invoiceId: null, amountPence: 5_000 })],
      }),
    ).toMatchObject({
      paymentTerm: null,
      fees: [],
      totalFeesPence: 0,
      plan: [],
      invoices: [],
      balancePence: -5_000,
    });
  });

  it('shows an overpaid plan as paid, the excess as credit', () => {
    const details = financeDetails({
      sessionId: '2026-27',
      today: '2027-06-01',
      invoices: [invoice({ paymentTerm: 'Termly', amountPence: 100_000 })],
      payments: [payment({ amountPence: 120_000 })],
    });
    expect(details.plan.map((line) => [line.dueDate, line.amountPence, line.status])).toEqual([
      ['2026-08-01', 33_334, 'Paid'],
      ['2026-12-01', 33_333, 'Paid'],
      ['2027-03-01', 33_333, 'Paid'],
    ]);
    expect(details.balancePence).toBe(-20_000);
  });
});
