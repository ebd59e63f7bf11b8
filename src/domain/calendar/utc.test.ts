import { addMonths, format, startOfDay } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inUtc, plainDate, toValidDate, UTCDate, utcDay } from './utc';

// vi.stubEnv sets process.env.TZ, which Node applies at once; each test restores it.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('UTCDate with date-fns', () => {
  it('reads and formats UTC fields even when the machine zone is not UTC', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const instant = new Date('2025-03-01T02:30:00Z'); // 28 Feb 18:30 in Los Angeles
    expect(instant.getDate()).toBe(28); // proves the zone switch took effect
    expect(format(instant, 'yyyy-MM-dd HH:mm', { in: inUtc })).toBe('2025-03-01 02:30');
    expect(format(new UTCDate(instant), 'yyyy-MM-dd HH:mm xxx')).toBe('2025-03-01 02:30 +00:00');
  });

  it('does month arithmetic and start of day in UTC', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const result = addMonths(new Date('2025-01-31T20:00:00Z'), 1, { in: inUtc });
    expect(result.toISOString()).toBe('2025-02-28T20:00:00.000Z');
    const midnight = startOfDay(new Date('2025-06-15T23:59:00Z'), { in: inUtc });
    expect(midnight.toISOString()).toBe('2025-06-15T00:00:00.000Z');
  });

  it('reads offset-less ISO text as UTC in any machine zone', () => {
    vi.stubEnv('TZ', 'Europe/London');
    expect(toValidDate('2025-07-01T09:00')?.toISOString()).toBe('2025-07-01T09:00:00.000Z');
    expect(new UTCDate(Date.UTC(2025, 6, 1, 9)).getHours()).toBe(9);
  });
});

describe('toValidDate', () => {
  it.each([
    ['Date', new Date('2024-02-29T12:00:00Z'), '2024-02-29T12:00:00.000Z'],
    ['epoch ms', Date.UTC(2020, 0, 1), '2020-01-01T00:00:00.000Z'],
    ['date-only ISO', '2024-08-01', '2024-08-01T00:00:00.000Z'],
    ['ISO with Z', '2024-08-01T10:15:00Z', '2024-08-01T10:15:00.000Z'],
    ['ISO with offset', '2024-08-01T10:15:00+02:00', '2024-08-01T08:15:00.000Z'],
    ['ISO without offset (UTC)', '2024-08-01T10:15', '2024-08-01T10:15:00.000Z'],
  ])('reads a %s', (_kind, input, iso) => {
    expect(toValidDate(input)?.toISOString()).toBe(iso);
  });

  it.each([null, undefined, '', 'not a date', '2024-02-30', Number.NaN, new Date(Number.NaN)])(
    'gives undefined for %s',
    (input) => {
      expect(toValidDate(input)).toBeUndefined();
    },
  );

  it('returns a plain Date, not the helper class', () => {
    expect(toValidDate('2024-01-01')?.constructor).toBe(Date);
  });

  it('is independent of the machine zone', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    expect(toValidDate('2024-08-01')?.toISOString()).toBe('2024-08-01T00:00:00.000Z');
  });
});

describe('utcDay and plainDate', () => {
  it('makes midnight UTC, rolling over like Date.UTC', () => {
    expect(utcDay(2025, 7, 1).toISOString()).toBe('2025-08-01T00:00:00.000Z');
    expect(utcDay(2025, 12, 1).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('keeps years below 100 as written', () => {
    expect(utcDay(50, 0, 1).getUTCFullYear()).toBe(50);
  });

  it('copies a UTCDate into a plain Date with the same instant', () => {
    const copy = plainDate(new UTCDate(Date.UTC(2025, 0, 2)));
    expect(copy.constructor).toBe(Date);
    expect(copy.toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
});
