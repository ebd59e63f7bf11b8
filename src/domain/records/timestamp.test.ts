import { describe, expect, it } from 'vitest';
import { isoTimestamp, isTimestamp } from './timestamp';

describe('isTimestamp', () => {
  it("takes a browser's ISO string and the database's own text form", () => {
    expect(isTimestamp('2026-11-26T12:24:00.123Z')).toBe(true);
    expect(isTimestamp('2026-11-26 12:24:00.123456+00')).toBe(true);
    expect(isTimestamp('2026-11-26T12:24:00+05:30')).toBe(true);
    expect(isTimestamp('2024-02-29')).toBe(true);
  });

  it('refuses what the database would refuse', () => {
    for (const value of [
      'CCC',
      '',
      '2026-02-30T00:00:00Z',
      '2026-13-01',
      '0000-01-01',
      '2026-11-26T24:00:00Z',
      '2026-11-26T12:00:00+16',
      '2026-11-26T12:00:00Z\u0000',
    ])
      expect(isTimestamp(value), value).toBe(false);
  });
});

describe('isoTimestamp', () => {
  it.each([
    ['2026-09-01 10:00:00.1+00', '2026-09-01T10:00:00.100Z'],
    ['2026-09-01 11:00:00+01', '2026-09-01T10:00:00.000Z'],
    ['2026-09-01T10:00:00.000Z', '2026-09-01T10:00:00.000Z'],
    ['not a time', 'not a time'],
  ])('%s → %s', (value, iso) => {
    expect(isoTimestamp(value)).toBe(iso);
  });
});
