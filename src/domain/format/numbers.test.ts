import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, poundsToPence } from './numbers';

describe('formatMoney (integer pence, spec §9)', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [99, '£0.99'],
    [100, '£1.00'],
    [123450, '£1,234.50'],
    [-123450, '-£1,234.50'],
    [-5, '-£0.05'],
    [100000000, '£1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '£90,071,992,547,409.91'],
  ])('%i pence → %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });

  it('rounds fractional pence to the nearest penny', () => {
    expect(formatMoney(1234.6)).toBe('£12.35');
    expect(formatMoney(-0.4)).toBe('£0.00');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → empty', (value) => {
    expect(formatMoney(value)).toBe('');
  });
});

describe('poundsToPence', () => {
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [-12.5, -1250],
    [0, 0],
    [-0, 0],
    [1234567.89, 123456789],
  ])('£%s → %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('refuses a non-finite amount', () => {
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent (one decimal, spec §9)', () => {
  it.each([
    [12.345, '12.3%'],
    [50, '50.0%'],
    [0, '0.0%'],
    [99.96, '100.0%'],
    [-7.25, '-7.3%'],
    [-0.04, '0.0%'],
    [1234.5, '1,234.5%'],
  ])('percentage %s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [0.5, '50.0%'],
    [0.12345, '12.3%'],
    [1, '100.0%'],
  ])('ratio %s → %s', (value, text) => {
    expect(formatPercent(value, { ratio: true })).toBe(text);
  });

  it.each([null, undefined, Number.NaN])('%s → empty', (value) => {
    expect(formatPercent(value)).toBe('');
  });
});
