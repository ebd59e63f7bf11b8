import { z } from 'zod';
import {
  type AcademicYear,
  academicStartYearOf,
  academicYearOf,
  academicYearStarting,
  parseAcademicYearTitle,
} from '../calendar/academic-year';

// The ready-made reports of spec §2.3 /reporting (students, applications, marketing): each a
// list of breakdowns, every breakdown a table (a category column, then number columns) whose
// first number column its chart draws. Pure: the server reads the records in the caller's scope
// and passes them here with the parameters and today's date.

/** The three ready-made reports (config/menu.json /reporting, component "Report"). */
export const REPORT_KINDS = ['students', 'applications', 'marketing'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** One row of a breakdown: its category and one number per number column. */
export interface ReportRow {
  key: string;
  label: string;
  values: number[];
}

/** One breakdown: a titled table; the chart draws `values[0]` of each row. */
export interface ReportTable {
  id: string;
  title: string;
  /** Header of the category column. */
  category: string;
  /** Headers of the number columns; the first is the one charted. */
  headers: string[];
  rows: ReportRow[];
}

/** A report with the parameters it was run with and the choices each parameter offers. */
export interface Report {
  kind: ReportKind;
  title: string;
  /** The academic year counted, e.g. '2025-26'. */
  year: string;
  /** How many records the report counts after the parameters. */
  total: number;
  /** Headline numbers shown above the breakdowns, e.g. the median days to a decision. */
  figures: { label: string; value: number | null }[];
  tables: ReportTable[];
}

const optionalText = z
  .string()
  .trim()
  .max(200, { error: 'At most 200 characters' })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The parameters of `GET /api/reports/:kind`: academic year ('2025-26'; the current one when
 * absent), hub id, programme code, cohort, status (the ones a report does not use are ignored),
 * and `export` (excel, csv or pdf).
 */
export const reportQuerySchema = z.strictObject({
  year: z
    .string()
    .refine((value) => parseAcademicYearTitle(value) !== undefined, {
      error: 'An academic year such as 2025-26',
    })
    .optional(),
  hub: optionalText,
  programme: optionalText,
  cohort: optionalText,
  status: optionalText,
  export: z.enum(['excel', 'csv', 'pdf'], { error: 'Export as excel, csv or pdf' }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The academic year a report counts: the one titled in the query, else the one holding now. */
export function reportYear(title: string | undefined, now: Date): AcademicYear {
  const start = title === undefined ? undefined : parseAcademicYearTitle(title);
  return start === undefined ? academicYearOf(now) : academicYearStarting(start);
}

/** Academic-year titles a report offers: from `first` to next year, newest first. */
export function reportYearChoices(first: number, now: Date): string[] {
  const years: string[] = [];
  for (let year = academicStartYearOf(now) + 1; year >= first; year -= 1) {
    years.push(academicYearStarting(year).title);
  }
  return years;
}

function dayOf(value: string | Date | null | undefined): string | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** True when a date (YYYY-MM-DD or ISO date-time, read in UTC) falls in the academic year. */
export function inAcademicYear(
  value: string | Date | null | undefined,
  year: AcademicYear,
): boolean {
  const day = dayOf(value);
  return day !== undefined && day >= (dayOf(year.start) ?? '') && day <= (dayOf(year.end) ?? '');
}

/** True when a span from `start` to `end` (open when null) overlaps the academic year. */
export function overlapsAcademicYear(
  start: string,
  end: string | null | undefined,
  year: AcademicYear,
): boolean {
  const from = dayOf(start);
  const to = dayOf(end ?? undefined);
  if (from === undefined) return false;
  return from <= (dayOf(year.end) ?? '') && (to === undefined || to >= (dayOf(year.start) ?? ''));
}

/** The bucket of records without a value. */
export const NOT_KNOWN = 'Not known';

/**
 * Counts items into rows: the fixed keys first in their order (zeros included), then the others
 * by count (largest first, ties by label), 'Not known' last. `measures` gives each row's number
 * columns from its items (the count alone when absent).
 */
export function tally<T>(
  items: readonly T[],
  keyOf: (item: T) => string | undefined,
  options: {
    fixed?: readonly string[];
    label?: (key: string) => string;
    measures?: (items: readonly T[]) => number[];
  } = {},
): ReportRow[] {
  const groups = new Map<string, T[]>((options.fixed ?? []).map((key) => [key, []]));
  for (const item of items) {
    const key = keyOf(item) ?? NOT_KNOWN;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const label = options.label ?? ((key: string) => key);
  const fixed = new Set(options.fixed);
  const size = (key: string) => groups.get(key)?.length ?? 0;
  const rest = [...groups.keys()]
    .filter((key) => !fixed.has(key) && key !== NOT_KNOWN)
    .sort((a, b) => size(b) - size(a) || label(a).localeCompare(label(b)));
  const keys = [...(options.fixed ?? []), ...rest];
  if (groups.has(NOT_KNOWN) && !fixed.has(NOT_KNOWN)) keys.push(NOT_KNOWN);
  const measures = options.measures ?? ((group: readonly T[]) => [group.length]);
  return keys.map((key) => ({
    key,
    label: key === NOT_KNOWN ? NOT_KNOWN : label(key),
    values: measures(groups.get(key) ?? []),
  }));
}

/** A share as a whole percentage (0 when there is nothing to share). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Non-empty trimmed text, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The report as the rows of a download: one line per breakdown, category and number column. */
export function exportRows(report: Report): Record<string, unknown>[] {
  const figures = report.figures.map((figure) => ({
    breakdown: 'Summary',
    category: figure.label,
    measure: '',
    value: figure.value,
  }));
  return figures.concat(
    report.tables.flatMap((table) =>
      table.rows.flatMap((row) =>
        table.headers.map((header, index) => ({
          breakdown: table.title,
          category: row.label,
          measure: header,
          value: row.values[index] ?? 0,
        })),
      ),
    ),
  );
}
