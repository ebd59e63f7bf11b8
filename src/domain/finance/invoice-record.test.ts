import { describe, expect, it } from 'vitest';
import { paymentOfForm, penceOfPounds } from './invoice-record';

const typed = { amount: '250.00', paidOn: '2026-11-20', method: 'Bank transfer', reference: '' };

describe('an amount typed in pounds', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['£1,250.50', 125_050],
    [' 0.01 ', 1],
    ['0', 0],
    ['-5', -500],
  ] as const)('%s is %i pence', (pounds, pence) => {
    expect(penceOfPounds(pounds)).toBe(pence);
  });

  it.each(['', 'ten', '1.234', '1,25', '£'])('%j is not an amount', (pounds) => {
    expect(penceOfPounds(pounds)).toBeUndefined();
  });
});

describe('the payment form', () => {
  it('becomes the payment body in pence', () => {
    expect(paymentOfForm({ ...typed, reference: ' BACS 1 ' })).toEqual({
      ok: true,
      body: {
        amountPence: 25_000,
        paidOn: '2026-11-20',
        method: 'Bank transfer',
        reference: 'BACS 1',
      },
    });
  });

  it('names the form field of each problem, with the payment schema’s words', () => {
    expect(paymentOfForm({ ...typed, amount: '0' })).toEqual({
      ok: false,
      errors: { amount: 'A payment is more than £0.00' },
    });
    expect(paymentOfForm({ ...typed, amount: 'lots', paidOn: '20/11/2026' })).toEqual({
      ok: false,
      errors: { amount: 'An amount in pounds, such as 250.00', paidOn: 'A date as YYYY-MM-DD' },
    });
  });
});
