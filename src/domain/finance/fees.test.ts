import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_TYPES,
  DEFAULT_FULL_TIME_FEES,
  feeAtPace,
  MINIMUM_YEAR_FEE_PENCE,
} from './fees';

describe('feeAtPace', () => {
  it('charges the full-time fee for full-time and unknown paces', () => {
    expect(feeAtPace(925_000, 'FT')).toBe(925_000);
    expect(feeAtPace(925_000, null)).toBe(925_000);
  });

  it('charges half part time and two thirds extended, in whole pounds', () => {
    expect(feeAtPace(925_000, 'PT')).toBe(462_500);
    expect(feeAtPace(925_000, 'Extended')).toBe(616_700);
    expect(feeAtPace(690_050, 'PT') % 100).toBe(0);
  });

  it('never goes below the minimum year fee nor above the full-time fee', () => {
    expect(feeAtPace(DEFAULT_FULL_TIME_FEES.FC, 'PT')).toBe(MINIMUM_YEAR_FEE_PENCE);
    expect(feeAtPace(300_000, 'PT')).toBe(240_000);
    expect(feeAtPace(100_000, 'FT')).toBe(100_000);
  });

  it('refuses a fee that is not whole pence', () => {
    expect(() => feeAtPace(10.5, 'FT')).toThrow(RangeError);
    expect(() => feeAtPace(-1, 'FT')).toThrow(RangeError);
  });

  it('pays short courses as modules', () => {
    expect(DEFAULT_FEE_TYPES.FC).toBe('modular');
    expect(DEFAULT_FEE_TYPES.BA).toBeUndefined();
  });
});
