import type { AcademicYear } from '../calendar/academic-year';
import { AGE_RANGES, ageRangeOf } from '../leads/sources';
import type { AttendanceMarkRecord } from '../residentials/attendance';
import { ALL_ENGAGEMENT_STATUSES } from '../students/engagement-status';
import type { StatusHistoryEntry } from '../students/engagement-status-change';
import { ageOn, cohortLabel, UNDER_18 } from '../students/reporting';
import {
  inAcademicYear,
  NOT_KNOWN,
  overlapsAcademicYear,
  type Report,
  type ReportTable,
  tally,
  text,
} from './common';
import { residentialAttendanceTable } from './residential-attendance';

/** An engagement with what the students report reads of its student. */
export interface ReportedEngagement {
  studentId: string;
  dateOfBirth: string | null;
  hubId: string;
  programmeCode: string;
  status: string;
  level: string | null;
  pace: string | null;
  cohort: string | null;
  startDate: string;
  endDate: string | null;
  statusHistory: readonly StatusHistoryEntry[];
}

export interface StudentReportParameters {
  year: AcademicYear;
  hub?: string;
  programme?: string;
  cohort?: string;
  status?: string;
}

/** Statuses that end an engagement (spec §4): it stops counting after the change. */
const ENDED = ['Completed', 'Withdrawn', 'Terminated', 'Transferred', 'Did not start'];
/** Statuses whose changes are withdrawals (with their reasons). */
export const WITHDRAWAL_STATUSES = ['Withdrawn', 'Terminated'] as const;

/** When the engagement ended: its end date, else the date it moved to its ending status. */
export function endOfEngagement(engagement: ReportedEngagement): string | null {
  if (engagement.endDate) return engagement.endDate;
  if (!ENDED.includes(engagement.status)) return null;
  const last = [...engagement.statusHistory].reverse().find((e) => e.to === engagement.status);
  return last?.date ?? null;
}

/** The age range (spec §9) of a student on the first day of the academic year. */
export function ageRangeAt(dateOfBirth: string | null, year: AcademicYear): string | undefined {
  const age = ageOn(dateOfBirth, year.start);
  if (age === undefined) return undefined;
  return age < 18 ? UNDER_18 : ageRangeOf(age);
}

/** Engagements matching the parameters that run at some time during the academic year. */
export function engagementsInYear(
  engagements: readonly ReportedEngagement[],
  parameters: StudentReportParameters,
): ReportedEngagement[] {
  return engagements.filter(
    (e) =>
      (!parameters.hub || e.hubId === parameters.hub) &&
      (!parameters.programme || e.programmeCode === parameters.programme) &&
      (!parameters.cohort || e.cohort === parameters.cohort) &&
      (!parameters.status || e.status === parameters.status) &&
      overlapsAcademicYear(e.startDate, endOfEngagement(e), parameters.year),
  );
}

interface Change extends StatusHistoryEntry {
  programmeCode: string;
}

/** Status changes of the engagements dated in the academic year. */
function changesInYear(engagements: readonly ReportedEngagement[], year: AcademicYear): Change[] {
  return engagements.flatMap((e) =>
    e.statusHistory
      .filter((entry) => inAcademicYear(entry.date, year))
      .map((entry) => ({ ...entry, programmeCode: e.programmeCode })),
  );
}

/**
 * Engagements completed in the year: a change to Completed dated in it, or (without one in the
 * history) a Completed engagement whose end date is in it.
 */
export function completionsInYear(
  engagements: readonly ReportedEngagement[],
  year: AcademicYear,
): ReportedEngagement[] {
  return engagements.filter((e) => {
    const change = e.statusHistory.find((entry) => entry.to === 'Completed');
    if (change) return inAcademicYear(change.date, year);
    return e.status === 'Completed' && inAcademicYear(e.endDate, year);
  });
}

/**
 * The students report (spec §2.3 /reporting/students) for an academic year: the engagements
 * running in it by status, level, pace and age range (§9, at the start of the year); the status
 * changes made in it (progression); completions by programme; withdrawals and terminations by
 * reason (the change's category when it has one, else its reason).
 */
export function studentsReport(
  all: readonly ReportedEngagement[],
  parameters: StudentReportParameters,
  names: {
    programmes?: Readonly<Record<string, string>>;
    hubs?: Readonly<Record<string, string>>;
  } = {},
  /** The marks at the year's residentials, while residential attendance is on (issue 23). */
  residentialMarks?: readonly AttendanceMarkRecord[],
): Report {
  const { year } = parameters;
  const engagements = engagementsInYear(all, parameters);
  const programme = (code: string) => names.programmes?.[code] ?? code;
  const changes = changesInYear(engagements, year);
  const withdrawals = changes.filter((c) =>
    (WITHDRAWAL_STATUSES as readonly string[]).includes(c.to),
  );
  const tables: ReportTable[] = [
    {
      id: 'status',
      title: 'Engagements by status',
      category: 'Status',
      headers: ['Engagements'],
      rows: tally(engagements, (e) => e.status, { fixed: ALL_ENGAGEMENT_STATUSES }),
    },
    {
      id: 'level',
      title: 'Engagements by level',
      category: 'Level',
      headers: ['Engagements'],
      rows: tally(engagements, (e) => text(e.level), { label: cohortLabel }),
    },
    {
      id: 'pace',
      title: 'Engagements by study pace',
      category: 'Pace',
      headers: ['Engagements'],
      rows: tally(engagements, (e) => text(e.pace)),
    },
    {
      id: 'age',
      title: 'Students by age range',
      category: 'Age range',
      headers: ['Students'],
      rows: tally(uniqueStudents(engagements), (e) => ageRangeAt(e.dateOfBirth, year), {
        fixed: AGE_RANGES,
      }),
    },
    {
      id: 'progression',
      title: 'Progression (status changes in the year)',
      category: 'Change',
      headers: ['Changes'],
      rows: tally(changes, (c) => `${c.from} → ${c.to}`),
    },
    {
      id: 'completions',
      title: 'Completions by programme',
      category: 'Programme',
      headers: ['Completions'],
      rows: tally(completionsInYear(engagements, year), (e) => e.programmeCode, {
        label: programme,
      }),
    },
    {
      id: 'withdrawals',
      title: 'Withdrawals by reason',
      category: 'Reason',
      headers: ['Withdrawals', 'Withdrawn', 'Terminated'],
      rows: tally(withdrawals, (c) => text(c.category) ?? text(c.reason) ?? NOT_KNOWN, {
        measures: (group) => [
          group.length,
          group.filter((c) => c.to === 'Withdrawn').length,
          group.filter((c) => c.to === 'Terminated').length,
        ],
      }),
    },
  ];
  if (residentialMarks) {
    // The students the report counts (after its parameters), by their hub.
    const hubOf = new Map(engagements.map((e) => [e.studentId, e.hubId]));
    tables.push(
      residentialAttendanceTable(residentialMarks, hubOf, (id) => names.hubs?.[id] ?? id),
    );
  }
  return {
    kind: 'students',
    title: 'Students',
    year: year.title,
    total: engagements.length,
    figures: [
      { label: 'Engagements in the year', value: engagements.length },
      { label: 'Students', value: uniqueStudents(engagements).length },
    ],
    tables,
  };
}

/** One engagement per student (the first), so a student with two counts once by age. */
function uniqueStudents(engagements: readonly ReportedEngagement[]): ReportedEngagement[] {
  const seen = new Set<string>();
  return engagements.filter((e) => {
    if (seen.has(e.studentId)) return false;
    seen.add(e.studentId);
    return true;
  });
}
