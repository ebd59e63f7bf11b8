import { defaultOptionList, type FirstHeardList, groupOfFirstHeard } from '../admin/option-lists';
import { academicStartYearOf, academicYearTitle } from '../calendar/academic-year';
import { toValidDate, utcDay } from '../calendar/utc';
import { FIRST_HEARD_GROUPS } from '../leads/sources';
import { firstContactCombined } from './first-contact';
import { APPLICATION_STATUSES } from './statuses';

// Admissions statistics counted on the device from the synced applications (spec §2.3
// "statistics"). Pure: the screen passes the records and today's date.

/** An application as the device holds it; every field may be missing in an unfinished one. */
export type StatisticsRecord = Readonly<Record<string, unknown>>;

/** One bar of a breakdown: a key, the text shown for it, and how many applications it has. */
export interface Count {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** The bucket of applications without an answer. */
export const NOT_GIVEN = 'Not given';
/** The first-heard bucket of answers outside the college's list of sources. */
export const OTHER_SOURCE = 'Other';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function part(record: StatisticsRecord, name: string): Readonly<Record<string, unknown>> {
  const value = record[name];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

interface CountOptions {
  /** Keys shown first, in this order, even with no applications. */
  readonly fixed?: readonly string[];
  /** How the other keys follow the fixed ones: by count (default) or newest key first. */
  readonly rest?: 'count' | 'newest';
  readonly label?: (key: string) => string;
}

/**
 * Counts records by a key. Fixed keys come first in their order (zeros included); the other keys
 * follow by count, largest first, ties by label (or newest key first); 'Not given' is last.
 */
export function countBy(
  records: readonly StatisticsRecord[],
  keyOf: (record: StatisticsRecord) => string | undefined,
  options: CountOptions = {},
): Count[] {
  const counts = new Map<string, number>((options.fixed ?? []).map((key) => [key, 0]));
  for (const record of records) {
    const key = keyOf(record) ?? NOT_GIVEN;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const label = options.label ?? ((key: string) => key);
  const fixed = new Set(options.fixed);
  const rest = [...counts.keys()].filter((key) => !fixed.has(key) && key !== NOT_GIVEN);
  rest.sort((a, b) =>
    options.rest === 'newest'
      ? b.localeCompare(a)
      : (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || label(a).localeCompare(label(b)),
  );
  const keys = [...(options.fixed ?? []), ...rest];
  if (counts.has(NOT_GIVEN) && !fixed.has(NOT_GIVEN)) keys.push(NOT_GIVEN);
  return keys.map((key) => ({
    key,
    label: key === NOT_GIVEN ? NOT_GIVEN : label(key),
    count: counts.get(key) ?? 0,
  }));
}

/** Applications by status, every status of spec §4 in its order (zeros included). */
export function countByStatus(records: readonly StatisticsRecord[]): Count[] {
  return countBy(records, (record) => text(record.status), { fixed: APPLICATION_STATUSES });
}

/** Applications by intake date, newest first (spec §9 "intake dates sorted newest first"). */
export function countByIntake(records: readonly StatisticsRecord[]): Count[] {
  return countBy(records, (record) => text(record.intake), { rest: 'newest' });
}

/** Applications by programme code (course.course), largest first; `names` labels the codes. */
export function countByProgramme(
  records: readonly StatisticsRecord[],
  names: Readonly<Record<string, string>> = {},
): Count[] {
  return countBy(records, (record) => text(part(record, 'course').course), {
    label: (code) => names[code] ?? code,
  });
}

/** Applications by hub (hubId), largest first; `names` labels the hubs. */
export function countByHub(
  records: readonly StatisticsRecord[],
  names: Readonly<Record<string, string>> = {},
): Count[] {
  return countBy(records, (record) => text(record.hubId), { label: (id) => names[id] ?? id });
}

/**
 * Applications by the group of their first-heard answer (spec §9 groups, in order, zeros
 * included); answers outside the college's sources (system data's list) count as 'Other', empty
 * ones as 'Not given'.
 */
export function countByFirstHeardGroup(
  records: readonly StatisticsRecord[],
  list: FirstHeardList = defaultOptionList('firstHeard', new Date()),
): Count[] {
  return countBy(
    records,
    (record) => {
      const answer = text(part(record, 'otherInformation').firstHeard);
      return answer === undefined ? undefined : (groupOfFirstHeard(list, answer) ?? OTHER_SOURCE);
    },
    { fixed: FIRST_HEARD_GROUPS },
  );
}

/**
 * Applications by their derived first contact (spec §3 firstContactCombined): the first-heard
 * answer joined with a recorded first contact (spec §9 values) when the record carries one.
 */
export function countByFirstContact(records: readonly StatisticsRecord[]): Count[] {
  return countBy(records, (record) =>
    firstContactCombined({
      firstHeard: text(part(record, 'otherInformation').firstHeard),
      firstContact: text(record.firstContact),
    }),
  );
}

/** An admissions cycle cut at a day: its applications created from `from` to `to` inclusive. */
export interface CycleToDate {
  /** The academic-year title of the cycle, e.g. '2026-27'. */
  readonly title: string;
  /** First and last day counted, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  readonly count: number;
}

/** This cycle against the previous one at the same date, with the counts of each month. */
export interface YearOnYear {
  readonly current: CycleToDate;
  readonly previous: CycleToDate;
  /** Month by month from August, up to today's month: applications created in each cycle. */
  readonly months: readonly { readonly label: string; current: number; previous: number }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same month and day a year before (29 February becomes 28 February). */
function yearBefore(day: Date): Date {
  const year = day.getUTCFullYear() - 1;
  const month = day.getUTCMonth();
  const last = utcDay(year, month + 1, 0).getUTCDate();
  return utcDay(year, month, Math.min(day.getUTCDate(), last));
}

/**
 * Applications created so far in this admissions cycle against the previous cycle at the same
 * date. The admissions cycle is the academic year of the application's creation (1 August to
 * 31 July, spec §9): an application made in it is for the September intake that follows (or the
 * January one within it). Today counts in full; `createdAt` is read in UTC.
 */
export function yearOnYear(records: readonly StatisticsRecord[], today: Date): YearOnYear {
  const startYear = academicStartYearOf(today);
  const end = utcDay(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const cycles = [
    { from: utcDay(startYear, 7, 1), to: end },
    { from: utcDay(startYear - 1, 7, 1), to: yearBefore(end) },
  ];
  const monthCount = (end.getUTCFullYear() - startYear) * 12 + end.getUTCMonth() - 7 + 1;
  const months = Array.from({ length: monthCount }, (_, index) => ({
    label: MONTHS[(7 + index) % 12] as string,
    current: 0,
    previous: 0,
  }));
  const totals = [0, 0];
  for (const record of records) {
    const created = toValidDate(text(record.createdAt));
    if (!created) continue;
    const day = isoDay(created);
    cycles.forEach((cycle, index) => {
      if (day < isoDay(cycle.from) || day > isoDay(cycle.to)) return;
      totals[index] = (totals[index] ?? 0) + 1;
      const offset =
        (created.getUTCFullYear() - cycle.from.getUTCFullYear()) * 12 + created.getUTCMonth() - 7;
      const month = months[offset] as { current: number; previous: number };
      if (index === 0) month.current += 1;
      else month.previous += 1;
    });
  }
  const cycleToDate = (index: number, year: number): CycleToDate => {
    const cycle = cycles[index] as { from: Date; to: Date };
    return {
      title: academicYearTitle(year),
      from: isoDay(cycle.from),
      to: isoDay(cycle.to),
      count: totals[index] ?? 0,
    };
  };
  return { current: cycleToDate(0, startYear), previous: cycleToDate(1, startYear - 1), months };
}
