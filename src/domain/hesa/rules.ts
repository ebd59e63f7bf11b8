import { lookupCode, type MappingTable } from './fields';

// Pure rules of the HESA Data Futures return (docs: /work/shared/design/hesa-data-futures.md).

/** A code zero-padded to the field's width: 1 → `01`, 95 → `095` at width 3. */
export function padCode(code: string | number, width: number): string {
  return String(code).trim().padStart(width, '0');
}

/** Pence as whole pounds (HESA amounts are positive integers), rounded to the nearest pound. */
export function wholePounds(pence: number): number {
  return Math.round(pence / 100);
}

/** A percentage with one decimal place, as FTE and RPSTULOAD are returned. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A reference period: its number and first and last days (ISO dates, inclusive). */
export interface ReferencePeriod {
  refPeriod: string;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Days in an inclusive date range (0 when it ends before it starts). */
export function daysIn(start: string, end: string): number {
  return Math.max(0, dayNumber(end) - dayNumber(start) + 1);
}

/** The later of two ISO dates. */
export function laterDate(a: string, b: string): string {
  const [, later = a] = [a, b].sort();
  return later;
}

/**
 * Days two inclusive ranges share: min(ends) − max(starts) + 1, never below 0. (The clamped
 * form: a range inside a period shares exactly its own days, never more.)
 */
export function overlapDays(a: { start: string; end: string }, b: { start: string; end: string }) {
  // ISO dates compare as text; the later start and the earlier end bound the shared days.
  const [, start = a.start] = [a.start, b.start].sort();
  const [end = a.end] = [a.end, b.end].sort();
  return daysIn(start, end);
}

/** The first year of an academic year title: 2024-25 → 2024. */
export const startYearOf = (year: string) => Number(year.slice(0, 4));

/**
 * The reference periods of a year. The 22056 to 24056 collections are annual: one period, 01,
 * the whole academic year (1 August to 31 July).
 */
export function annualPeriods(year: string): ReferencePeriod[] {
  const y = startYearOf(year);
  return [{ refPeriod: '01', start: `${y}-08-01`, end: `${y + 1}-07-31` }];
}

/** The three in-year periods of the deferred in-year model (01 Aug–15 Nov, –15 Mar, –31 Jul). */
export function inYearPeriods(year: string): ReferencePeriod[] {
  const y = startYearOf(year);
  return [
    { refPeriod: '01', start: `${y}-08-01`, end: `${y}-11-15` },
    { refPeriod: '02', start: `${y}-11-16`, end: `${y + 1}-03-15` },
    { refPeriod: '03', start: `${y + 1}-03-16`, end: `${y + 1}-07-31` },
  ];
}

/** A module taken: its dates and its share of a full-time year (percent: 20 credits → 16.7). */
export interface LoadItem {
  start: string;
  end: string;
  fte: number;
}

/**
 * RPSTULOAD by reference period: each module's FTE shared across the periods by days of overlap
 * (its share of a period is never more than its own days, so one inside a period counts 100%),
 * summed over the modules; periods with no load are left out.
 */
export function apportionLoad(
  periods: readonly ReferencePeriod[],
  items: readonly LoadItem[],
): { refPeriod: string; load: number }[] {
  const totals = periods.map(() => 0);
  for (const item of items) {
    const days = daysIn(item.start, item.end);
    if (days === 0) continue;
    periods.forEach((period, index) => {
      const share = Math.min(1, overlapDays(item, period) / days);
      totals[index] = (totals[index] ?? 0) + item.fte * share;
    });
  }
  return periods
    .map((period, index) => ({ refPeriod: period.refPeriod, load: oneDecimal(totals[index] ?? 0) }))
    .filter((row) => row.load > 0);
}

/** A module's FTE: its credits as a percentage of a 120-credit full-time year, 1 dp. */
export function moduleFte(credits: number): number {
  return oneDecimal((credits / 120) * 100);
}

/** Statuses of an engagement that has ended (so it has a Leaver with RSNENGEND). */
export const ENDED_STATUSES: readonly string[] = [
  'Completed',
  'Withdrawn',
  'Terminated',
  'Transferred',
  'Pending',
];

/**
 * RSNENGEND of an engagement: undefined while it runs; for a withdrawal or termination with an
 * interruption category, the category's mapping when there is one; else the status's mapping.
 */
export function reasonEngagementEnded(
  table: MappingTable,
  status: string,
  category?: string | null,
): string | undefined {
  if (!ENDED_STATUSES.includes(status)) return undefined;
  const byCategory =
    (status === 'Withdrawn' || status === 'Terminated') && category
      ? lookupCode(table, 'RSNENGEND', category)
      : undefined;
  return byCategory ?? lookupCode(table, 'RSNENGEND', status);
}

/**
 * Our value a SessionStatus is mapped from: for an interruption of studies, its category when
 * the category is mapped (HESA tells dormancy from intercalation), else the status itself.
 */
export function sessionStatusValue(
  table: MappingTable,
  status: string,
  category?: string | null,
): string {
  if (status === 'IoS' && category && lookupCode(table, 'STATUSCHANGEDTO', category) !== undefined)
    return category;
  return status;
}

/** MODULEOUTCOME of a module result: Pass 01 completion, Fail 03, Pending/Deferred 05 not known. */
export function moduleOutcome(result: string): string {
  if (result === 'Pass') return '01';
  if (result === 'Fail') return '03';
  return '05';
}

/** MODULERESULT of a module result: 01 passed, 06 failed; undefined while not known. */
export function moduleResult(result: string): string | undefined {
  if (result === 'Pass') return '01';
  if (result === 'Fail') return '06';
  return undefined;
}

/** A UK postcode in capitals with one space before the inward code, or undefined. */
export function normalisePostcode(postcode: string | null | undefined): string | undefined {
  const compact = (postcode ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Engagement statuses that never started: such an engagement has no session in any year. */
export const NOT_STARTED_STATUSES: readonly string[] = ['Did not start', 'Deferred', 'Starting'];

/** The academic year (1 August to 31 July) a date falls in: 2024-09-01 → 2024-25. */
export function academicYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Whether an engagement has a student course session in the year: it started, and its dates
 * overlap the year (1 August to 31 July; no end date: it runs on).
 */
export function engagementInYear(
  engagement: { status: string; startDate: string; endDate: string | null },
  year: string,
): boolean {
  if (NOT_STARTED_STATUSES.includes(engagement.status)) return false;
  const y = startYearOf(year);
  const end = engagement.endDate ?? '9999-12-31';
  return engagement.startDate <= `${y + 1}-07-31` && end >= `${y}-08-01`;
}

/** The year of the programme a year is for an engagement: its first academic year is 1. */
export function yearOfProgramme(startDate: string, year: string): number {
  return Math.max(1, startYearOf(year) - startYearOf(academicYearOf(startDate)) + 1);
}
