import { describe, expect, it } from 'vitest';
import { paymentBodySchema, paymentProblem } from './payments';

const TODAY = '2026-11-27';
const valid = { amountPence: 25_000, paidOn: '2026-11-20', method: 'Bank transfer' };
const fieldOf = (body: unknown) =>
  paymentBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));

describe('a payment as typed', () => {
  it('takes an amount in pence, a day, a method and an optional reference', () => {
    expect(paymentBodySchema.parse({ ...valid, reference: ' BACS 123 ' })).toEqual({
      ...valid,
      reference: 'BACS 123',
    });
  });

  it.each([
    [{ ...valid, amountPence: 0 }, 'amountPence'],
    [{ ...valid, amountPence: -100 }, 'amountPence'],
    [{ ...valid, amountPence: 10.5 }, 'amountPence'],
    [{ ...valid, paidOn: '20/11/2026' }, 'paidOn'],
    [{ ...valid, method: 'Cash in hand' }, 'method'],
  ])('refuses %o naming %s', (body, field) => {
    expect(fieldOf(body)).toEqual([field]);
  });
});

describe('a payment against what is due', () => {
  it('may pay part or all of the balance', () => {
    expect(paymentProblem(valid, 25_000, TODAY)).toBeUndefined();
    expect(paymentProblem(valid, 30_000, TODAY)).toBeUndefined();
  });

  it('refuses more than is due, naming the amount', () => {
    expect(paymentProblem(valid, 20_000, TODAY)).toEqual({
      param: 'amountPence',
      message: 'At most £200.00 is due on this invoice',
    });
    expect(paymentProblem(valid, 0, TODAY)).toEqual({
      param: 'amountPence',
      message: 'Nothing is due on this invoice',
    });
  });

  it('refuses a payment dated after today', () => {
    expect(paymentProblem({ ...valid, paidOn: '2026-11-28' }, 30_000, TODAY)?.param).toBe('paidOn');
    expect(paymentProblem({ ...valid, paidOn: TODAY }, 30_000, TODAY)).toBeUndefined();
  });
});
