import { describe, expect, it } from 'vitest';
import { penceOf, readGiftRows } from './gift-import';

const HEADER = ['donorId', 'date', 'amount', 'fund'];

describe('penceOf', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['0.07', 7],
    ['19.99', 1999],
  ])('%s → %d', (amount, pence) => {
    expect(penceOf(amount)).toBe(pence);
  });
});

describe('readGiftRows', () => {
  it('reads good rows with their lines', () => {
    const outcome = readGiftRows(HEADER, [
      { donorId: 'D1', date: '2026-01-02', amount: '25.00', fund: 'General' },
      { donorId: ' D2 ', date: '2026-02-03', amount: 10, fund: 'Bursaries' },
    ]);
    expect(outcome).toEqual({
      ok: true,
      gifts: [
        { line: 2, donorId: 'D1', givenOn: '2026-01-02', amountPence: 2500, fund: 'General' },
        { line: 3, donorId: 'D2', givenOn: '2026-02-03', amountPence: 1000, fund: 'Bursaries' },
      ],
    });
  });

  it('refuses the whole file, naming every bad line', () => {
    const outcome = readGiftRows(HEADER, [
      { donorId: 'D1', date: '2026-01-02', amount: '25.00', fund: 'General' },
      { donorId: '', date: '2026-01-02', amount: '25.00', fund: 'General' },
      { donorId: 'D1', date: '02/01/2026', amount: '-3', fund: 'General' },
      { donorId: 'D1', date: '2026-01-02', amount: '3', fund: 'Gen\u0000eral' },
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => p.line)).toEqual([3, 4, 5]);
    expect(outcome.problems[2]?.message).toMatch(/NUL/);
    expect(outcome.problems[1]?.message).toMatch(/date.*amount/);
  });

  it('refuses a file without the columns or without rows', () => {
    const noFund = readGiftRows(['donorId', 'date', 'amount'], [{}]);
    expect(noFund).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'The header lacks the column(s) fund' }],
    });
    expect(readGiftRows(HEADER, []).ok).toBe(false);
  });
});
