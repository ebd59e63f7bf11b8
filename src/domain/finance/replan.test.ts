import { describe, expect, it } from 'vitest';
import { replanYear } from './replan';

const termly = [
  { id: 'i1', amountPence: 100_000, paidPence: 100_000, creditedPence: 0 },
  { id: 'i2', amountPence: 100_000, paidPence: 40_000, creditedPence: 0 },
  { id: 'i3', amountPence: 100_001, paidPence: 0, creditedPence: 0 },
];

describe('a change of plan after invoices were sent', () => {
  it('credits what is open on each invoice and invoices the fee less what was paid', () => {
    expect(replanYear(300_001, termly)).toEqual({
      creditNotes: [
        { invoiceId: 'i2', amountPence: 60_000 },
        { invoiceId: 'i3', amountPence: 100_001 },
      ],
      toInvoicePence: 160_001,
    });
  });

  it('after the credit notes: no further credit for the old invoices, the same amount to invoice', () => {
    const credited = termly.map((invoice) => ({
      ...invoice,
      creditedPence: invoice.amountPence - invoice.paidPence,
    }));
    expect(replanYear(300_001, credited)).toEqual({ creditNotes: [], toInvoicePence: 160_001 });
  });

  it('what was paid beyond the fee is credit on the account, not a negative invoice', () => {
    expect(replanYear(120_000, termly).toInvoicePence).toBe(0);
  });

  it('with nothing issued yet, the whole fee is invoiced', () => {
    expect(replanYear(250_000, [])).toEqual({ creditNotes: [], toInvoicePence: 250_000 });
  });

  it('refuses amounts that are not integer pence', () => {
    expect(() => replanYear(100.5, [])).toThrow(RangeError);
    expect(() =>
      replanYear(100, [{ id: 'x', amountPence: 10, paidPence: 0.1, creditedPence: 0 }]),
    ).toThrow(RangeError);
  });
});
