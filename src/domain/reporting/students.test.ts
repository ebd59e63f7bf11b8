import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '../calendar/academic-year';
import type { AttendanceMark, AttendanceMarkRecord } from '../residentials/attendance';
import type { Report } from './common';
import { ageRangeAt, endOfEngagement, type ReportedEngagement, studentsReport } from './students';

const Y2025 = academicYearStarting(2025);
const row = (report: Report, table: string, key: string) =>
  report.tables.find((t) => t.id === table)?.rows.find((r) => r.key === key)?.values;

const engagement = (over: Partial<ReportedEngagement>): ReportedEngagement => ({
  studentId: 's1',
  dateOfBirth: '1990-01-01',
  hubId: 'hub-1',
  programmeCode: 'BA',
  status: 'Current',
  level: '4',
  pace: 'FT',
  cohort: 'BA4',
  startDate: '2024-09-01',
  endDate: null,
  statusHistory: [],
  ...over,
});
const change = (from: string, to: string, date: string, reason = 'Moved', category?: string) => ({
  from,
  to,
  date,
  reason,
  by: 'u',
  at: `${date}T10:00:00Z`,
  ...(category ? { category } : {}),
});

describe('students report', () => {
  it('places age ranges at the start of the year (spec §9; 65 is 56-65)', () => {
    expect(ageRangeAt('1960-08-01', Y2025)).toBe('56-65');
    expect(ageRangeAt('1960-07-31', Y2025)).toBe('56-65');
    expect(ageRangeAt('1959-08-01', Y2025)).toBe('65+');
    expect(ageRangeAt('2008-08-02', Y2025)).toBe('Under 18');
    expect(ageRangeAt('2007-08-01', Y2025)).toBe('18-25');
    expect(ageRangeAt(null, Y2025)).toBeUndefined();
  });
  it('ends an engagement at its end date or its change to the ending status', () => {
    expect(endOfEngagement(engagement({ endDate: '2025-06-30' }))).toBe('2025-06-30');
    expect(
      endOfEngagement(
        engagement({
          status: 'Withdrawn',
          statusHistory: [change('Current', 'Withdrawn', '2025-03-01')],
        }),
      ),
    ).toBe('2025-03-01');
    expect(endOfEngagement(engagement({}))).toBeNull();
  });
  it('counts the engagements running in the year, their changes, completions and withdrawals', () => {
    const report = studentsReport(
      [
        engagement({ studentId: 'a' }),
        engagement({ studentId: 'a', programmeCode: 'MA', level: '7', pace: 'PT' }),
        engagement({ studentId: 'b', dateOfBirth: '1950-01-01', hubId: 'hub-2' }),
        // Ended before the year: not counted.
        engagement({ studentId: 'c', status: 'Completed', endDate: '2025-06-30' }),
        engagement({
          studentId: 'd',
          status: 'Completed',
          endDate: '2026-06-30',
          statusHistory: [change('Current', 'Completed', '2026-06-30')],
        }),
        engagement({
          studentId: 'e',
          status: 'Withdrawn',
          statusHistory: [change('Current', 'Withdrawn', '2025-10-01', 'Moved away', 'Personal')],
        }),
        engagement({
          studentId: 'f',
          status: 'Terminated',
          statusHistory: [change('Current', 'Terminated', '2026-01-10', 'Non-payment')],
        }),
      ],
      { year: Y2025 },
      { programmes: { BA: 'BA Theology' } },
    );
    expect(report.total).toBe(6);
    expect(row(report, 'status', 'Current')).toEqual([3]);
    expect(row(report, 'status', 'Completed')).toEqual([1]);
    expect(row(report, 'status', 'Transferred')).toEqual([0]);
    expect(row(report, 'pace', 'PT')).toEqual([1]);
    expect(row(report, 'level', '7')).toEqual([1]);
    expect(report.tables.find((t) => t.id === 'level')?.rows[0]?.label).toBe('Level 4');
    // Five students: 'a' once; 'b' is 75 on 1 August 2025.
    expect(row(report, 'age', '65+')).toEqual([1]);
    expect(row(report, 'age', '26-35')).toEqual([4]);
    expect(row(report, 'progression', 'Current → Withdrawn')).toEqual([1]);
    expect(row(report, 'completions', 'BA')).toEqual([1]);
    expect(report.tables.find((t) => t.id === 'completions')?.rows[0]?.label).toBe('BA Theology');
    expect(row(report, 'withdrawals', 'Personal')).toEqual([1, 1, 0]);
    expect(row(report, 'withdrawals', 'Non-payment')).toEqual([1, 0, 1]);
  });
  it('applies the hub, programme, cohort and status parameters', () => {
    const list = [
      engagement({ studentId: 'a' }),
      engagement({ studentId: 'b', hubId: 'hub-2', cohort: 'BA5', programmeCode: 'MA' }),
    ];
    expect(studentsReport(list, { year: Y2025, hub: 'hub-2' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, programme: 'BA' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, cohort: 'BA5' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, status: 'IoS' }).total).toBe(0);
  });

  it('adds the residential attendance per hub only when given the marks', () => {
    const list = [
      engagement({ studentId: 'a' }),
      engagement({ studentId: 'b' }),
      engagement({ studentId: 'c', hubId: 'hub-2' }),
      engagement({ studentId: 'd', hubId: 'hub-2' }),
    ];
    let id = 0;
    const mark = (
      studentId: string,
      sessionId: string,
      value: AttendanceMark,
      at: string,
      residentialId = 'r1',
    ): AttendanceMarkRecord => {
      id += 1;
      return {
        id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        residentialId,
        sessionId,
        studentId,
        mark: value,
        ...(value === 'excused' ? { reason: 'Ill' } : {}),
        markedAt: `2025-10-16T${at}:00Z`,
        markedBy: 'u',
        deviceId: 'tablet',
      };
    };
    const marks = [
      // a: present at both sessions of r1 (the first absence replaced), absent at r2's one.
      mark('a', 's1', 'absent', '09:00'),
      mark('a', 's1', 'present', '09:10'),
      mark('a', 's2', 'late', '14:00'),
      mark('a', 's1', 'absent', '09:00', 'r2'),
      // b: absent once, excused once (left out): 0 %.
      mark('b', 's1', 'absent', '09:00'),
      mark('b', 's2', 'excused', '14:00'),
      // c: excused only: no rate, still a student with marks.
      mark('c', 's1', 'excused', '09:00'),
      // Not counted by the report (not among its engagements).
      mark('x', 's1', 'present', '09:00'),
    ];
    expect(studentsReport(list, { year: Y2025 }).tables.map((t) => t.id)).not.toContain(
      'residential-attendance',
    );
    const report = studentsReport(list, { year: Y2025 }, { hubs: { 'hub-2': 'Leeds' } }, marks);
    const table = report.tables.find((t) => t.id === 'residential-attendance');
    expect(table?.headers).toEqual(['Students with marks', 'Average attendance %']);
    // a: 2 of 3 = 66.7 %; b: 0 %; average 33.4 %.
    expect(row(report, 'residential-attendance', 'hub-1')).toEqual([2, 33.4]);
    expect(row(report, 'residential-attendance', 'hub-2')).toEqual([1, 0]);
    expect(table?.rows.find((r) => r.key === 'hub-2')?.label).toBe('Leeds');
    const hub2 = studentsReport(list, { year: Y2025, hub: 'hub-2' }, {}, marks);
    expect(hub2.tables.at(-1)?.rows.map((r) => r.key)).toEqual(['hub-2']);
  });
});
