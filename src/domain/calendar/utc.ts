import { UTCDate, utc } from '@date-fns/utc';
import { isValid, parseISO } from 'date-fns';

// Every rule reads, formats and shifts dates in UTC whatever the machine's zone (spec §9 compares
// against the current UTC date). @date-fns/utc gives date-fns that context.
export { UTCDate };

/** date-fns context function (`{ in: inUtc }`): run a date-fns call in UTC. */
export const inUtc = utc;

/** Input accepted wherever the domain reads a point in time. */
export type DateInput = Date | string | number | null | undefined;

/**
 * Read a Date, epoch milliseconds or an ISO 8601 string as a plain Date; undefined when missing
 * or invalid. ISO strings without an offset are read as UTC (not machine local time).
 */
export function toValidDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value, { in: inUtc }) : new Date(value);
  return isValid(date) ? new Date(date.getTime()) : undefined;
}

/** Midnight UTC of a calendar day (monthIndex 0-11, overflow rolls over as in Date.UTC). */
export function utcDay(year: number, monthIndex: number, day: number): Date {
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** Plain Date copy of a (possibly UtcDate) result, so callers never see the helper class. */
export function plainDate(date: Date): Date {
  return new Date(date.getTime());
}
