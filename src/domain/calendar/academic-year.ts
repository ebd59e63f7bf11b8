import { utcDay } from './utc';

/** The college's records begin in this academic year (spec §9). */
export const SYSTEM_START_YEAR = 2017;
/** Invoices exist from this academic year on (spec §9). */
export const FIRST_INVOICE_YEAR = 2018;
/** Academic years start on 1 August (month index 7) and end on 31 July (spec §9). */
export const ACADEMIC_YEAR_START_MONTH = 7;

/** One academic year: start is 1 August 00:00 UTC, end the last millisecond of 31 July UTC. */
export interface AcademicYear {
  readonly startYear: number;
  readonly endYear: number;
  /** startYear-shortEndYear, e.g. '2024-25' (spec §9). */
  readonly title: string;
  readonly start: Date;
  readonly end: Date;
}

/** Title of the academic year starting in startYear: '2024-25'; '2099-00' across a century. */
export function academicYearTitle(startYear: number): string {
  const shortEnd = String((startYear + 1) % 100).padStart(2, '0');
  return `${startYear}-${shortEnd}`;
}

/** Start year of a title such as '2024-25'; undefined unless the short end year follows on. */
export function parseAcademicYearTitle(title: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(title);
  if (!match) return undefined;
  const startYear = Number(match[1]);
  return academicYearTitle(startYear) === title ? startYear : undefined;
}

/** The academic year starting on 1 August of startYear. */
export function academicYearStarting(startYear: number): AcademicYear {
  if (!Number.isInteger(startYear))
    throw new RangeError(`Invalid academic start year: ${startYear}`);
  const start = utcDay(startYear, ACADEMIC_YEAR_START_MONTH, 1);
  const end = new Date(utcDay(startYear + 1, ACADEMIC_YEAR_START_MONTH, 1).getTime() - 1);
  return { startYear, endYear: startYear + 1, title: academicYearTitle(startYear), start, end };
}

/** Start year of the academic year holding date (read in UTC). Throws RangeError if invalid. */
export function academicStartYearOf(date: Date): number {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const year = date.getUTCFullYear();
  return date.getUTCMonth() >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
}

/** The academic year (1 August to 31 July, UTC) holding date. Throws RangeError if invalid. */
export function academicYearOf(date: Date): AcademicYear {
  return academicYearStarting(academicStartYearOf(date));
}

/** Academic years from startYear up to the one holding now, oldest first; empty if none yet. */
export function academicYearsSince(startYear: number, now: Date): AcademicYear[] {
  const current = academicStartYearOf(now);
  const years: AcademicYear[] = [];
  for (let year = startYear; year <= current; year += 1) years.push(academicYearStarting(year));
  return years;
}
