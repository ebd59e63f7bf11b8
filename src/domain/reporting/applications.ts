import { defaultOptionList, type FirstHeardList } from '../admin/option-lists';
import {
  type Count,
  countByFirstContact,
  countByFirstHeardGroup,
  countByIntake,
  countByStatus,
  type StatisticsRecord,
} from '../applications/statistics';
import type { AcademicYear } from '../calendar/academic-year';
import { ACCEPTED_APPLICATION_STATUSES } from '../students/lists';
import { inAcademicYear, percent, type Report, type ReportRow, text } from './common';

/** An application as the applications report reads it (the shape the statistics count). */
export interface ReportedApplication {
  hubId: string;
  status: string;
  /** The intake date, YYYY-MM-DD. */
  intake: string;
  course: { course?: unknown } | null;
  otherInformation: { firstHeard?: unknown } | null;
  firstContact?: string | null;
  createdAt: string;
  history: unknown;
}

export interface ApplicationReportParameters {
  year: AcademicYear;
  hub?: string;
  programme?: string;
  status?: string;
}

/** Statuses that are the college's decision on an application (spec §4). */
export const DECISION_STATUSES: readonly string[] = [
  'Approved',
  'Place offered',
  'Rejected (by the college)',
];
/** Statuses of an applicant who was offered a place (whatever they did next). */
export const OFFERED_STATUSES: readonly string[] = [
  'Place offered',
  ...ACCEPTED_APPLICATION_STATUSES,
  'Declined (plans unclear)',
  'Deferred (to future year)',
];

interface HistoryLine {
  at: string;
  kind: string;
  from?: string;
  status?: string;
}

function historyOf(value: unknown): HistoryLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const entry = line as Record<string, unknown>;
    const at = text(entry.at);
    const kind = text(entry.kind);
    if (!at || !kind || Number.isNaN(new Date(at).getTime())) return [];
    return [{ at, kind, from: text(entry.from), status: text(entry.status) }];
  });
}

/**
 * Whole days from submission to the college's first decision; undefined without a decision.
 * Submission is the history's 'submitted' line, else its first status change out of 'In
 * progress', else the application's creation (one entered by staff); the decision is the first
 * status change to Approved, Place offered or Rejected at or after it.
 */
export function daysToDecision(application: ReportedApplication): number | undefined {
  const history = historyOf(application.history);
  const submitted =
    history.find((line) => line.kind === 'submitted')?.at ??
    history.find((line) => line.kind === 'status' && line.from === 'In progress')?.at ??
    application.createdAt;
  const from = new Date(submitted).getTime();
  const decision = history.find(
    (line) =>
      line.kind === 'status' &&
      line.status !== undefined &&
      DECISION_STATUSES.includes(line.status) &&
      new Date(line.at).getTime() >= from,
  );
  if (!decision) return undefined;
  return Math.floor((new Date(decision.at).getTime() - from) / 86_400_000);
}

/** The bands of the time to decision, in order. */
export const DECISION_BANDS = [
  'Within a week',
  '8 to 14 days',
  '15 to 28 days',
  '29 to 56 days',
  'Over 56 days',
] as const;

/** The band of a number of days to decision. */
export function decisionBand(days: number): (typeof DECISION_BANDS)[number] {
  if (days <= 7) return 'Within a week';
  if (days <= 14) return '8 to 14 days';
  if (days <= 28) return '15 to 28 days';
  if (days <= 56) return '29 to 56 days';
  return 'Over 56 days';
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Applications for the year's intakes that match the parameters. */
export function applicationsInYear(
  applications: readonly ReportedApplication[],
  parameters: ApplicationReportParameters,
): ReportedApplication[] {
  return applications.filter(
    (a) =>
      inAcademicYear(a.intake, parameters.year) &&
      (!parameters.hub || a.hubId === parameters.hub) &&
      (!parameters.programme || text(a.course?.course) === parameters.programme) &&
      (!parameters.status || a.status === parameters.status),
  );
}

const asRecord = (a: ReportedApplication): StatisticsRecord => a as unknown as StatisticsRecord;

/**
 * A conversion table: each group's applications (the statistics' count, same order), then of
 * them the offered, the accepted (accepted or confirmed) and the accepted as a percentage.
 */
function conversion(
  applications: readonly ReportedApplication[],
  count: (records: readonly StatisticsRecord[]) => Count[],
): ReportRow[] {
  const offered = count(
    applications.filter((a) => OFFERED_STATUSES.includes(a.status)).map(asRecord),
  );
  const accepted = count(
    applications.filter((a) => ACCEPTED_APPLICATION_STATUSES.includes(a.status)).map(asRecord),
  );
  const of = (counts: Count[], key: string) => counts.find((c) => c.key === key)?.count ?? 0;
  return count(applications.map(asRecord)).map((c) => ({
    key: c.key,
    label: c.label,
    values: [
      c.count,
      of(offered, c.key),
      of(accepted, c.key),
      percent(of(accepted, c.key), c.count),
    ],
  }));
}

const rowsOf = (counts: Count[]): ReportRow[] =>
  counts.map((c) => ({ key: c.key, label: c.label, values: [c.count] }));

const CONVERSION = ['Applications', 'Offered', 'Accepted', 'Accepted %'];

/**
 * The applications report (spec §2.3 /reporting/applications) for the intakes of an academic
 * year: the funnel by status and by intake, conversion by first-heard group (§9, the stored
 * list) and by first contact, and the time from submission to decision in bands with its median.
 * Counting reuses the admissions statistics (src/domain/applications/statistics.ts).
 */
export function applicationsReport(
  all: readonly ReportedApplication[],
  parameters: ApplicationReportParameters,
  firstHeard: FirstHeardList = defaultOptionList('firstHeard', parameters.year.start),
): Report {
  const applications = applicationsInYear(all, parameters);
  const days = applications.flatMap((a) => {
    const value = daysToDecision(a);
    return value === undefined ? [] : [value];
  });
  const bands = DECISION_BANDS.map((band) => ({
    key: band,
    label: band,
    values: [days.filter((value) => decisionBand(value) === band).length],
  }));
  return {
    kind: 'applications',
    title: 'Applications',
    year: parameters.year.title,
    total: applications.length,
    figures: [
      { label: 'Applications', value: applications.length },
      {
        label: 'Accepted',
        value: applications.filter((a) => ACCEPTED_APPLICATION_STATUSES.includes(a.status)).length,
      },
      { label: 'Decided', value: days.length },
      { label: 'Median days to decision', value: median(days) },
    ],
    tables: [
      {
        id: 'status',
        title: 'Funnel by status',
        category: 'Status',
        headers: ['Applications'],
        rows: rowsOf(countByStatus(applications.map(asRecord))),
      },
      {
        id: 'intake',
        title: 'Funnel by intake',
        category: 'Intake',
        headers: CONVERSION,
        rows: conversion(applications, countByIntake),
      },
      {
        id: 'firstHeard',
        title: 'Conversion by first-heard group',
        category: 'First heard',
        headers: CONVERSION,
        rows: conversion(applications, (records) => countByFirstHeardGroup(records, firstHeard)),
      },
      {
        id: 'firstContact',
        title: 'Conversion by first contact',
        category: 'First contact',
        headers: CONVERSION,
        rows: conversion(applications, countByFirstContact),
      },
      {
        id: 'decision',
        title: 'Time from submission to decision',
        category: 'Time to decision',
        headers: ['Applications'],
        rows: [
          ...bands,
          { key: 'none', label: 'No decision yet', values: [applications.length - days.length] },
        ],
      },
    ],
  };
}
