import { describe, expect, it } from 'vitest';
import {
  ageingBucket,
  ageingTotals,
  type InvoiceStanding,
  invoiceStatus,
  invoiceStatusSchema,
} from './invoice-status';

const TODAY = '2026-11-27';
const sent: InvoiceStanding = {
  amountPence: 120_000,
  dueOn: '2026-12-01',
  sentOn: '2026-11-01',
  cancelledOn: null,
};

describe('invoice status', () => {
  it.each([
    ['a draft, whatever was paid', { ...sent, sentOn: null }, 120_000, 'draft'],
    ['cancelled, even when paid', { ...sent, cancelledOn: '2026-11-20' }, 120_000, 'cancelled'],
    ['sent, nothing paid, not yet due', sent, 0, 'sent'],
    ['part-paid before its due day', sent, 50_000, 'part-paid'],
    ['paid in full', sent, 120_000, 'paid'],
    ['overpaid is paid', sent, 130_000, 'paid'],
    ['due today is not overdue', { ...sent, dueOn: TODAY }, 0, 'sent'],
    [
      'overdue the day after, part paid or not',
      { ...sent, dueOn: '2026-11-26' },
      50_000,
      'overdue',
    ],
    ['a zero invoice is paid', { ...sent, amountPence: 0 }, 0, 'paid'],
  ] as const)('%s', (_name, invoice, paid, status) => {
    expect(invoiceStatus(invoice, paid, TODAY)).toBe(status);
  });

  it('counts credit notes as covering the amount', () => {
    expect(invoiceStatus(sent, 20_000, TODAY, 100_000)).toBe('paid');
    expect(invoiceStatus(sent, 0, TODAY, 100_000)).toBe('sent');
    expect(invoiceStatus({ ...sent, dueOn: '2026-11-01' }, 0, TODAY, 100_000)).toBe('overdue');
  });

  it('the list filters by exactly these statuses', () => {
    expect(invoiceStatusSchema.safeParse('part-paid').success).toBe(true);
    expect(invoiceStatusSchema.safeParse('Part paid').success).toBe(false);
  });
});

describe('ageing', () => {
  it.each([
    ['2026-12-01', 'not-due'],
    [TODAY, 'not-due'],
    ['2026-11-26', '1-30'],
    ['2026-10-28', '1-30'],
    ['2026-10-27', '31-60'],
    ['2026-09-28', '31-60'],
    ['2026-09-27', '61-90'],
    ['2026-08-29', '61-90'],
    ['2026-08-28', '90+'],
    ['2019-01-01', '90+'],
  ] as const)('a balance due on %s is %s', (dueOn, bucket) => {
    expect(ageingBucket(dueOn, TODAY)).toBe(bucket);
  });

  it('sums unpaid balances per bucket in pence, leaving out drafts, cancelled, paid and credits', () => {
    const totals = ageingTotals(
      [
        { ...sent, paidPence: 20_000 },
        { ...sent, dueOn: '2026-11-01', paidPence: 0 },
        { ...sent, dueOn: '2026-11-02', amountPence: 3_333, paidPence: 1 },
        { ...sent, dueOn: '2026-06-01', paidPence: 100_000 },
        { ...sent, sentOn: null, dueOn: '2026-06-01', paidPence: 0 },
        { ...sent, cancelledOn: '2026-07-01', dueOn: '2026-06-01', paidPence: 0 },
        { ...sent, dueOn: '2026-06-01', paidPence: 150_000 },
        { ...sent, dueOn: '2026-06-01', paidPence: 10_000, creditedPence: 100_000 },
      ],
      TODAY,
    );
    expect(totals).toEqual({
      'not-due': 100_000,
      '1-30': 123_332,
      '31-60': 0,
      '61-90': 0,
      '90+': 30_000,
    });
  });
});
