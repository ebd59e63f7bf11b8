import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatHour,
  formatLastSeen,
  formatShortMonth,
  formatTimeOfDay,
  NEVER_TEXT,
  PRE_SYSTEM_DATE_TEXT,
} from './dates';

// vi.stubEnv sets process.env.TZ, which Node applies at once; each test restores it.
afterEach(() => {
  vi.unstubAllEnvs();
});

const instant = new Date('2024-03-05T14:07:09Z');

describe('formatDate, formatDateTime, formatShortMonth (spec §9)', () => {
  it.each([
    ['Date', instant],
    ['ISO string', '2024-03-05T14:07:09Z'],
    ['ISO string with offset', '2024-03-05T16:07:09+02:00'],
    ['epoch ms', instant.getTime()],
  ])('formats a %s in UTC', (_kind, value) => {
    expect(formatDate(value)).toBe('2024-03-05');
    expect(formatDateTime(value)).toBe('2024-03-05 14:07');
    expect(formatShortMonth(value)).toBe('2024-03');
  });

  it('reads a date-only string as that day', () => {
    expect(formatDate('2025-09-15')).toBe('2025-09-15');
    expect(formatDateTime('2025-09-15')).toBe('2025-09-15 00:00');
  });

  it('uses a 24-hour clock with zero padding', () => {
    expect(formatDateTime('2024-12-31T23:59:59Z')).toBe('2024-12-31 23:59');
    expect(formatDateTime('2024-01-02T03:04:00Z')).toBe('2024-01-02 03:04');
  });

  it('does not depend on the machine zone', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date('2024-03-01T02:00:00Z').getDate()).toBe(29); // the zone switch took effect
    expect(formatDateTime('2024-03-01T02:00:00Z')).toBe('2024-03-01 02:00');
    expect(formatDate('2025-09-15')).toBe('2025-09-15');
  });

  it.each([['1969-12-31T23:59:59Z'], ['1900-01-01'], [-1]])(
    "shows 'Pre-2018' for %s, before 1970",
    (value) => {
      expect(PRE_SYSTEM_DATE_TEXT).toBe('Pre-2018');
      expect(formatDate(value)).toBe('Pre-2018');
      expect(formatDateTime(value)).toBe('Pre-2018');
      expect(formatShortMonth(value)).toBe('Pre-2018');
    },
  );

  it('formats 1 January 1970 itself', () => {
    expect(formatDate(0)).toBe('1970-01-01');
  });

  it.each([null, undefined, '', 'yesterday', '2024-02-30', Number.NaN, new Date('x')])(
    'gives an empty string for %s',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatShortMonth(value)).toBe('');
    },
  );
});

describe('formatHour', () => {
  it.each([
    [0, 0, '12am'],
    [9, 0, '9am'],
    [9, 30, '9:30am'],
    [11, 5, '11:05am'],
    [12, 0, '12pm'],
    [15, 0, '3pm'],
    [23, 59, '11:59pm'],
  ])('%i:%i → %s', (hour, minutes, text) => {
    expect(formatHour(hour, minutes)).toBe(text);
  });

  it.each([
    [24, 0],
    [-1, 0],
    [9.5, 0],
    [9, 60],
    [9, -1],
  ])('gives an empty string for %i:%i', (hour, minutes) => {
    expect(formatHour(hour, minutes)).toBe('');
  });
});

describe('formatTimeOfDay (spec §9)', () => {
  it.each([
    ['2024-03-05T09:00:00Z', '9am'],
    ['2024-03-05T09:30:00Z', '9:30am'],
    ['2024-03-05T12:00:00Z', '12pm'],
    ['2024-03-05T00:00:00Z', '12am'],
    ['2024-03-05T15:00:45Z', '3pm'],
  ])('%s → %s', (value, text) => {
    expect(formatTimeOfDay(value)).toBe(text);
  });

  it('reads the hour in UTC', () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(formatTimeOfDay(new Date('2024-03-05T09:00:00Z'))).toBe('9am');
  });

  it('gives an empty string when missing', () => {
    expect(formatTimeOfDay(null)).toBe('');
    expect(formatTimeOfDay(undefined)).toBe('');
  });
});

describe('formatLastSeen', () => {
  it('shows the date and time', () => {
    expect(formatLastSeen('2025-05-06T07:08:00Z')).toBe('2025-05-06 07:08');
  });

  it.each([null, undefined, '', 'garbage'])("shows 'Never' for %s", (value) => {
    expect(NEVER_TEXT).toBe('Never');
    expect(formatLastSeen(value)).toBe('Never');
  });
});
