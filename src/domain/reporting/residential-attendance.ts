import {
  type AttendanceMark,
  type AttendanceMarkRecord,
  type AttendanceRate,
  attendanceRate,
  mergeMarks,
} from '../residentials/attendance';
import { combinedRate } from '../residentials/report';
import { type ReportTable, tally } from './common';

// Issue 23: the students report's "Residential attendance" breakdown (while the switch is on):
// per hub, the students with attendance marks at the year's residentials and their average
// attendance. Each student's rate is over the sessions they were marked at (the marks that
// count, excused sessions left out); the average is over students with a rate.

/** A student's attendance over every residential they were marked at, from the marks. */
export function markedRate(marks: readonly AttendanceMarkRecord[]): AttendanceRate {
  const byResidential = new Map<string, AttendanceMarkRecord[]>();
  for (const mark of marks) {
    const group = byResidential.get(mark.residentialId);
    if (group) group.push(mark);
    else byResidential.set(mark.residentialId, [mark]);
  }
  const rates = [...byResidential.values()].map((group) => {
    const current = new Map<string, AttendanceMark>();
    for (const entry of mergeMarks(group).values()) {
      current.set(entry.current.sessionId, entry.current.mark);
    }
    return attendanceRate([...current.keys()], current);
  });
  return combinedRate(rates);
}

/** The mean of the percentages given (one decimal); 0 when there are none. */
function averagePercent(percents: readonly (number | null)[]): number {
  const known = percents.filter((percent): percent is number => percent !== null);
  if (known.length === 0) return 0;
  return Math.round((known.reduce((sum, value) => sum + value, 0) / known.length) * 10) / 10;
}

/**
 * The breakdown: the students of `hubOf` (those the report counts, with their hub) who have
 * marks, per hub, with their average attendance %.
 */
export function residentialAttendanceTable(
  marks: readonly AttendanceMarkRecord[],
  hubOf: ReadonlyMap<string, string>,
  hubName: (id: string) => string = (id) => id,
): ReportTable {
  const byStudent = new Map<string, AttendanceMarkRecord[]>();
  for (const mark of marks) {
    if (!hubOf.has(mark.studentId)) continue;
    const group = byStudent.get(mark.studentId);
    if (group) group.push(mark);
    else byStudent.set(mark.studentId, [mark]);
  }
  const students = [...byStudent].map(([studentId, own]) => ({
    hubId: hubOf.get(studentId),
    percent: markedRate(own).percent,
  }));
  return {
    id: 'residential-attendance',
    title: 'Residential attendance',
    category: 'Hub',
    headers: ['Students with marks', 'Average attendance %'],
    rows: tally(students, (student) => student.hubId, {
      label: hubName,
      measures: (group) => [group.length, averagePercent(group.map((s) => s.percent))],
    }),
  };
}
