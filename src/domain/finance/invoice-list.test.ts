import { describe, expect, it } from 'vitest';
import {
  invoiceListQuerySchema,
  invoiceListSummary,
  invoiceRowOf,
  matchesInvoiceFilter,
  sortInvoiceRows,
} from './invoice-list';

const student = { firstName: 'Ada', lastName: 'Lovelace', hubId: 'hub-1', programmeCode: 'BA' };
const invoice = (id: string, amountPence: number, dueOn: string, paymentTerm: string | null) => ({
  id,
  number: `INV-2026-${id}`,
  studentId: 'student-1',
  sessionId: '2026-27',
  description: 'Tuition',
  issuedOn: '2026-08-01',
  dueOn,
  paymentTerm,
  amountPence,
  sentOn: '2026-08-01' as string | null,
  cancelledOn: null as string | null,
});
const paid = (paidPence: number, creditedPence = 0) => ({ paidPence, creditedPence });
const TODAY = '2026-11-27';

describe('invoiceRowOf', () => {
  it('computes paid, balance and status from the payments', () => {
    const row = invoiceRowOf(
      invoice('1', 10_000, '2026-09-01', 'Monthly'),
      student,
      paid(2_500),
      TODAY,
    );
    expect(row).toMatchObject({
      studentName: 'Ada Lovelace',
      paidPence: 2_500,
      balancePence: 7_500,
      status: 'overdue',
    });
    expect(
      invoiceRowOf(invoice('2', 10_000, '2026-12-01', null), student, paid(0), TODAY).status,
    ).toBe('sent');
    expect(
      invoiceRowOf(invoice('3', 10_000, '2026-12-01', null), student, paid(1), TODAY).status,
    ).toBe('part-paid');
    expect(
      invoiceRowOf(invoice('4', 10_000, '2026-09-01', null), student, paid(10_000), TODAY).status,
    ).toBe('paid');
  });

  it('counts credit notes in the balance and the status', () => {
    const row = invoiceRowOf(
      invoice('5', 10_000, '2026-12-01', null),
      student,
      paid(2_000, 3_000),
      TODAY,
    );
    expect(row).toMatchObject({ paidPence: 2_000, creditedPence: 3_000, balancePence: 5_000 });
    expect(row.status).toBe('part-paid');
    expect(
      invoiceRowOf(invoice('6', 10_000, '2026-12-01', null), student, paid(4_000, 6_000), TODAY)
        .status,
    ).toBe('paid');
  });

  it('is a draft until sent and cancelled once cancelled, whatever was paid', () => {
    const draft = { ...invoice('7', 10_000, '2026-09-01', null), sentOn: null };
    expect(invoiceRowOf(draft, student, paid(0), TODAY).status).toBe('draft');
    const cancelled = { ...invoice('8', 10_000, '2026-09-01', null), cancelledOn: '2026-10-01' };
    expect(invoiceRowOf(cancelled, student, paid(0, 10_000), TODAY)).toMatchObject({
      status: 'cancelled',
      balancePence: 0,
    });
  });
});

describe('filters, sort and summary', () => {
  const rows = [
    invoiceRowOf(invoice('00001', 10_000, '2026-09-01', 'Monthly'), student, paid(2_500), TODAY),
    invoiceRowOf(invoice('00002', 5_000, '2026-12-01', null), student, paid(0), TODAY),
    invoiceRowOf(
      invoice('00003', 3_000, '2026-06-01', 'Termly'),
      { ...student, firstName: 'Bob', hubId: 'hub-2' },
      paid(3_000),
      TODAY,
    ),
  ];

  it('filters by status, hub, term (none for no term) and searches name or number', () => {
    const ids = (filter: Parameters<typeof matchesInvoiceFilter>[1]) =>
      rows.filter((row) => matchesInvoiceFilter(row, filter)).map((row) => row.id);
    expect(ids({ status: 'overdue' })).toEqual(['00001']);
    expect(ids({ hub: 'hub-2' })).toEqual(['00003']);
    expect(ids({ term: 'none' })).toEqual(['00002']);
    expect(ids({ q: 'bob' })).toEqual(['00003']);
    expect(ids({ q: '00002' })).toEqual(['00002']);
    expect(ids({ year: '2025-26' })).toEqual([]);
  });

  it('sorts by a column either way', () => {
    expect(sortInvoiceRows(rows, 'amountPence').map((row) => row.id)).toEqual([
      '00003',
      '00002',
      '00001',
    ]);
    expect(sortInvoiceRows(rows, 'amountPence', 'desc')[0]?.id).toBe('00001');
  });

  it('totals the rows and ages the unpaid balances', () => {
    const { totals, ageing } = invoiceListSummary(rows, TODAY);
    expect(totals).toEqual({
      amountPence: 18_000,
      paidPence: 5_500,
      creditedPence: 0,
      balancePence: 12_500,
    });
    expect(ageing).toEqual({ 'not-due': 5_000, '1-30': 0, '31-60': 0, '61-90': 7_500, '90+': 0 });
  });

  it('refuses a query with an unknown year, status or field', () => {
    expect(invoiceListQuerySchema.safeParse({ year: '2026-28' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ status: 'late' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(invoiceListQuerySchema.parse({ year: '2026-27', status: 'paid' })).toEqual({
      year: '2026-27',
      status: 'paid',
    });
  });
});
