import { describe, expect, it } from 'vitest';
import {
  intakeStartKind,
  PAYMENT_SCHEDULES,
  paymentDueDates,
  paymentPlan,
  SCHEDULE_TERMS,
  scheduleOffsets,
  splitAmount,
} from './schedules';

const days = (dates: Date[] | undefined) => dates?.map((d) => d.toISOString().slice(0, 10));

describe('payment schedules (spec §9)', () => {
  it.each([
    ['InFull', [0]],
    ['Termly', [0, 4, 7]],
    ['Monthly', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['Student Loan', [0, 4, 7]],
    ['Termly-Sept-Jan', [0, 4]],
    ['Monthly-Sept', [0, 1, 2, 3]],
    ['Monthly-Sept-Jan', [0, 1, 2, 3, 4, 5, 6, 7]],
  ])('September start, %s: %j', (term, offsets) => {
    expect(scheduleOffsets('september', term)).toEqual(offsets);
  });

  it.each([
    ['InFull', [0]],
    ['Termly', [0, 5, 8]],
    ['Monthly', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['Student Loan', [0, 5, 8]],
    ['Monthly-Jan', [4, 5, 6, 7, 8, 9]],
  ])('January start, %s: %j', (term, offsets) => {
    expect(scheduleOffsets('january', term)).toEqual(offsets);
  });

  it('has no schedules beyond the spec', () => {
    expect(Object.keys(PAYMENT_SCHEDULES.september)).toHaveLength(7);
    expect(Object.keys(PAYMENT_SCHEDULES.january)).toHaveLength(5);
    expect(SCHEDULE_TERMS).toHaveLength(8);
  });

  it.each([
    ['january', 'Monthly-Sept'],
    ['september', 'Monthly-Jan'],
    ['september', 'Weekly'],
    ['september', 'hasOwnProperty'],
  ] as const)('%s has no %s schedule', (kind, term) => {
    expect(scheduleOffsets(kind, term)).toBeUndefined();
  });
});

describe('intakeStartKind', () => {
  it.each([
    ['2025-09-15', 'september'],
    ['2026-01-12', 'january'],
    ['2025-10-01', undefined],
    ['2025-09-31', undefined],
    ['not a date', undefined],
  ])('%s → %s', (date, kind) => {
    expect(intakeStartKind(date)).toBe(kind);
  });
});

describe('paymentDueDates', () => {
  it.each([
    ['2025-09-15', 'Termly', ['2025-08-01', '2025-12-01', '2026-03-01']],
    ['2025-09-15', 'InFull', ['2025-08-01']],
    ['2025-09-15', 'Student Loan', ['2025-08-01', '2025-12-01', '2026-03-01']],
    ['2025-09-15', 'Termly-Sept-Jan', ['2025-08-01', '2025-12-01']],
    ['2025-09-15', 'Monthly-Sept', ['2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01']],
    ['2026-01-12', 'Termly', ['2025-12-01', '2026-05-01', '2026-08-01']],
    ['2026-01-12', 'Student Loan', ['2025-12-01', '2026-05-01', '2026-08-01']],
    ['2026-01-12', 'InFull', ['2025-12-01']],
  ])('%s %s → %j', (intake, term, expected) => {
    expect(days(paymentDueDates(intake, term))).toEqual(expected);
  });

  it('gives ten monthly dates from August to May for a September start', () => {
    const dates = days(paymentDueDates('2025-09-15', 'Monthly'));
    expect(dates).toHaveLength(10);
    expect(dates?.[0]).toBe('2025-08-01');
    expect(dates?.[9]).toBe('2026-05-01');
  });

  it('gives Monthly-Jan from April to September for a January start', () => {
    const dates = days(paymentDueDates('2026-01-12', 'Monthly-Jan'));
    expect(dates).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]);
  });

  it('uses the day of month, clamped to short months, at midnight UTC', () => {
    const dates = paymentDueDates('2024-01-08', 'Monthly', { dayOfMonth: 31 });
    expect(days(dates)?.slice(0, 4)).toEqual([
      '2023-12-31',
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
    ]);
    expect(dates?.[0]?.toISOString()).toBe('2023-12-31T00:00:00.000Z');
    expect(dates?.[0]?.constructor).toBe(Date);
  });

  it.each([0, 32, 1.5])('refuses day of month %s', (dayOfMonth) => {
    expect(() => paymentDueDates('2025-09-15', 'Termly', { dayOfMonth })).toThrow(RangeError);
  });

  it.each([
    ['2025-10-01', 'Termly'],
    ['2026-01-12', 'Monthly-Sept'],
    ['2025-09-15', 'Weekly'],
    ['2025-02-30', 'Termly'],
  ])('is undefined for %s %s', (intake, term) => {
    expect(paymentDueDates(intake, term)).toBeUndefined();
  });
});

describe('splitAmount (integer pence)', () => {
  it.each([
    [1000, 3, [334, 333, 333]],
    [1001, 3, [335, 333, 333]],
    [900, 3, [300, 300, 300]],
    [999, 1, [999]],
    [2, 3, [2, 0, 0]],
    [0, 2, [0, 0]],
    [-1000, 3, [-334, -333, -333]],
    [-1, 2, [-1, 0]],
  ])('%i in %i → %j', (total, n, parts) => {
    const result = splitAmount(total, n);
    expect(result).toEqual(parts);
    expect(result.reduce((a, b) => a + b, 0)).toBe(total);
    expect(result.every((p) => !Object.is(p, -0))).toBe(true);
  });

  it('sums exactly for many instalments', () => {
    const parts = splitAmount(1_234_567, 10);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_234_567);
    expect(parts[0]).toBe(123_463);
    expect(new Set(parts.slice(1))).toEqual(new Set([123_456]));
  });

  it.each([
    [10.5, 2],
    [100, 0],
    [100, -1],
    [100, 1.5],
    [Number.NaN, 2],
  ])('refuses total %s in %s parts', (total, n) => {
    expect(() => splitAmount(total, n)).toThrow(RangeError);
  });
});

describe('paymentPlan', () => {
  it('pairs due dates with amounts summing to the total', () => {
    const plan = paymentPlan('2025-09-15', 'Termly', 100_000);
    expect(plan?.map((i) => [i.dueDate.toISOString().slice(0, 10), i.amountPence])).toEqual([
      ['2025-08-01', 33_334],
      ['2025-12-01', 33_333],
      ['2026-03-01', 33_333],
    ]);
  });

  it('passes the day of month through and is undefined without a schedule', () => {
    expect(
      days(paymentPlan('2026-01-12', 'InFull', 500, { dayOfMonth: 15 })?.map((i) => i.dueDate)),
    ).toEqual(['2025-12-15']);
    expect(paymentPlan('2025-06-01', 'InFull', 500)).toBeUndefined();
  });
});
