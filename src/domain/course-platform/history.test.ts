import { describe, expect, it } from 'vitest';
import { combineHistory, matchesHistory } from './history';

const reg = (instanceId: string, session: string) => ({
  studentId: 's1',
  name: 'Ada L',
  instanceId,
  moduleId: instanceId.split('-')[0] ?? instanceId,
  title: `Title ${instanceId}`,
  session,
  result: 'Pass',
  mark: 60,
});
const enrolment = (courseId: number, idnumber: string) => ({
  studentId: 's1',
  name: 'Ada L',
  courseId,
  idnumber,
  shortname: `C${courseId}`,
  fullname: `Course ${courseId}`,
});

describe('combineHistory', () => {
  it('pairs our registrations with active enrolments and keeps both sides, newest first', () => {
    const rows = combineHistory(
      [reg('M1-2024-25', '2024-25'), reg('M2-2026-27', '2026-27')],
      [enrolment(1, 'M2-2026-27'), enrolment(2, 'OTHER')],
    );
    expect(rows.map((row) => [row.course, row.source, row.active])).toEqual([
      ['C2', 'Platform only', true],
      ['M2', 'Both', true],
      ['M1', 'Registered here only', false],
    ]);
  });

  it('filters by session and source and searches course and title', () => {
    const rows = combineHistory([reg('M1-2024-25', '2024-25')], [enrolment(2, 'X')]);
    expect(rows.filter((row) => matchesHistory(row, { session: '2024-25' }))).toHaveLength(1);
    expect(rows.filter((row) => matchesHistory(row, { source: 'Platform only' }))).toHaveLength(1);
    expect(rows.filter((row) => matchesHistory(row, { q: 'course 2' }))).toHaveLength(1);
    expect(rows.filter((row) => matchesHistory(row, { q: 'zzz' }))).toHaveLength(0);
  });
});
