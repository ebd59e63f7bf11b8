import { defaultOptionList, type FirstHeardList } from '../admin/option-lists';
import { FIRST_HEARD_GROUPS, type FirstHeardGroup } from '../leads/sources';

// The application report (spec §2.3 "applicationreporting"): chosen columns and filters, read on
// the device for the preview and sent to the server's custom export for the whole file.

/** A column the report may hold: a field of the application (a dotted path into a part). */
export interface ReportField {
  readonly field: string;
  readonly label: string;
}

/** The application fields the server's custom export knows (its export columns). */
export const REPORT_FIELDS: readonly ReportField[] = [
  { field: 'lastName', label: 'Last name' },
  { field: 'firstName', label: 'First name' },
  { field: 'email', label: 'Email' },
  { field: 'hubId', label: 'Hub' },
  { field: 'status', label: 'Status' },
  { field: 'intake', label: 'Intake' },
  { field: 'course.course', label: 'Programme' },
  { field: 'course.studyPace', label: 'Study pace' },
  { field: 'otherInformation.firstHeard', label: 'First heard' },
  { field: 'otherInformation.churchStream', label: 'Church stream' },
  { field: 'qualifications.highest', label: 'Highest qualification' },
  { field: 'languageAbility.english', label: 'English' },
  { field: 'finances.feesPaidBy', label: 'Fees paid by' },
  { field: 'bursary.type', label: 'Bursary applied for' },
  { field: 'createdAt', label: 'Created' },
];

/** The columns a new report starts with. */
export const DEFAULT_REPORT_FIELDS = ['lastName', 'firstName', 'status', 'intake', 'course.course'];

/** Each filter holds the values it keeps (any of them); an empty filter keeps everything. */
export interface ReportFilters {
  readonly status: readonly string[];
  readonly intake: readonly string[];
  readonly programme: readonly string[];
  readonly hub: readonly string[];
  readonly firstHeard: readonly FirstHeardGroup[];
}

/** A report: its columns, in the order of REPORT_FIELDS, and its filters. */
export interface ReportChoice {
  readonly fields: readonly string[];
  readonly filters: ReportFilters;
}

export const EMPTY_REPORT_FILTERS: ReportFilters = {
  status: [],
  intake: [],
  programme: [],
  hub: [],
  firstHeard: [],
};

/** A record's value at a field, following a dotted path through its parts. */
export function reportValue(record: Readonly<Record<string, unknown>>, field: string): unknown {
  let current: unknown = record;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The answers of the first-heard groups: each group's sources (system data's) and its name. */
function firstHeardAnswers(groups: readonly FirstHeardGroup[], list: FirstHeardList): string[] {
  return groups.flatMap((group) => [
    group,
    ...(list.find((entry) => entry.group === group)?.sources ?? []),
  ]);
}

const defaultFirstHeard = () => defaultOptionList('firstHeard', new Date());

/** The record fields each filter reads (the server's filterable fields). */
const FILTER_FIELDS = {
  status: 'status',
  intake: 'intake',
  programme: 'course.course',
  hub: 'hubId',
  firstHeard: 'otherInformation.firstHeard',
} as const satisfies Record<keyof ReportFilters, string>;

function filterValues(
  filters: ReportFilters,
  name: keyof ReportFilters,
  list: FirstHeardList,
): readonly string[] {
  return name === 'firstHeard' ? firstHeardAnswers(filters.firstHeard, list) : filters[name];
}

/** True when the record passes every filter of the report (as the server's export filters). */
export function matchesReport(
  record: Readonly<Record<string, unknown>>,
  filters: ReportFilters,
  firstHeard: FirstHeardList = defaultFirstHeard(),
): boolean {
  return (Object.keys(FILTER_FIELDS) as (keyof ReportFilters)[]).every((name) => {
    const values = filterValues(filters, name, firstHeard);
    if (values.length === 0) return true;
    const value = reportValue(record, FILTER_FIELDS[name]);
    return typeof value === 'string' && values.includes(value);
  });
}

/** The `filters` of the custom export body: each used filter as a comma-separated list. */
export function reportQuery(
  filters: ReportFilters,
  firstHeard: FirstHeardList = defaultFirstHeard(),
): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(FILTER_FIELDS) as (keyof ReportFilters)[]).flatMap((name) => {
      const values = filterValues(filters, name, firstHeard);
      return values.length === 0 ? [] : [[FILTER_FIELDS[name], values.join(',')]];
    }),
  );
}

function strings(value: unknown, allowed?: readonly string[]): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is string => typeof item === 'string' && (!allowed || allowed.includes(item)),
  );
}

/**
 * A saved report choice read back (from local storage): unknown fields and values dropped, the
 * columns put in REPORT_FIELDS order; the default columns when none is left.
 */
export function readReportChoice(saved: unknown): ReportChoice {
  const object =
    typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const wanted = new Set(strings(object.fields));
  const fields = REPORT_FIELDS.map((f) => f.field).filter((field) => wanted.has(field));
  const filters =
    typeof object.filters === 'object' && object.filters !== null
      ? (object.filters as Record<string, unknown>)
      : {};
  return {
    fields: fields.length > 0 ? fields : DEFAULT_REPORT_FIELDS,
    filters: {
      status: strings(filters.status),
      intake: strings(filters.intake),
      programme: strings(filters.programme),
      hub: strings(filters.hub),
      firstHeard: strings(filters.firstHeard, FIRST_HEARD_GROUPS) as FirstHeardGroup[],
    },
  };
}
