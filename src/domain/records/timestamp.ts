import { z } from 'zod';

// A date and time as the database stores it (timestamptz): what a browser's toISOString() and
// the database's own text form give. Anything else the database refuses, so it is refused here
// first (a 422 naming the field, not a 500).
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/** True for an ISO 8601 date and time (`T` or a space; offset optional) of a real day. */
export function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year ?? 0, month ?? 0, 0);
  return (
    (year ?? 0) >= 1 &&
    (month ?? 0) >= 1 &&
    (month ?? 0) <= 12 &&
    (day ?? 0) >= 1 &&
    (day ?? 0) <= lastDay.getUTCDate() &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59 &&
    (offsetHour ?? 0) <= 15 &&
    (offsetMinute ?? 0) <= 59
  );
}

/** A date and time field of a record. */
export const timestampSchema = z
  .string()
  .max(50)
  .refine(isTimestamp, 'A date and time (ISO 8601, e.g. 2026-11-26T12:00:00Z)');

/**
 * A timestamptz as the database's text form gives it (`2026-09-01 10:00:00.1+00`) in ISO 8601
 * UTC (`2026-09-01T10:00:00.100Z`), as browsers parse it alike; text it cannot read is kept.
 */
export function isoTimestamp(value: string): string {
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
