import { describe, expect, it } from 'vitest';
import type { AttendanceMark, AttendanceMarkRecord } from './attendance';
import {
  attendanceExportRows,
  attendanceReport,
  combinedRate,
  lacksReason,
  sessionHasEnded,
  sessionHasStarted,
  studentRateAt,
} from './report';

let next = 0;
const mark = (
  studentId: string,
  sessionId: string,
  value: AttendanceMark,
  markedAt: string,
  extra: Partial<AttendanceMarkRecord> = {},
): AttendanceMarkRecord => {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    residentialId: 'residential-1',
    sessionId,
    studentId,
    mark: value,
    markedAt,
    markedBy: 'user-hd',
    markedByName: 'Hub Director',
    deviceId: 'tablet-a',
    ...extra,
  };
};

const morning = {
  id: 'morning',
  title: 'Morning lecture',
  startsAt: '2026-10-16T09:00:00Z',
  endsAt: '2026-10-16T10:30:00Z',
};
const afternoon = {
  id: 'afternoon',
  title: 'Afternoon seminar',
  startsAt: '2026-10-16T14:00:00Z',
  endsAt: '2026-10-16T15:30:00Z',
};
const tomorrow = {
  id: 'tomorrow',
  title: 'Closing worship',
  startsAt: '2026-10-17T09:00:00Z',
  endsAt: '2026-10-17T10:00:00Z',
};
const lunchtime = new Date('2026-10-16T12:00:00Z');

describe('sessions in time', () => {
  it('has started at its start and ended at its end', () => {
    expect(sessionHasStarted(morning, new Date('2026-10-16T08:59:59Z'))).toBe(false);
    expect(sessionHasStarted(morning, new Date('2026-10-16T09:00:00Z'))).toBe(true);
    expect(sessionHasEnded(morning, new Date('2026-10-16T10:29:59Z'))).toBe(false);
    expect(sessionHasEnded(morning, new Date('2026-10-16T10:30:00Z'))).toBe(true);
  });
});

describe('lacksReason', () => {
  it('wants a reason for an absence without one, or no mark once the session ended', () => {
    expect(lacksReason({ mark: 'absent' }, morning, lunchtime)).toBe(true);
    expect(lacksReason({ mark: 'absent', reason: 'Train late' }, morning, lunchtime)).toBe(false);
    expect(lacksReason({ mark: 'present' }, morning, lunchtime)).toBe(false);
    expect(lacksReason({ mark: 'excused', reason: 'Ill' }, morning, lunchtime)).toBe(false);
    expect(lacksReason(undefined, morning, lunchtime)).toBe(true);
    expect(lacksReason(undefined, afternoon, lunchtime)).toBe(false);
  });
});

describe('attendanceReport', () => {
  const students = [
    { id: 's2', name: 'Zoë Adams' },
    { id: 's1', name: 'Amos Brown' },
    { id: 's3', name: 'Ruth Clark' },
  ];

  it('lists the mark that counts per session, its changes, rates and the missing reasons', () => {
    const marks = [
      mark('s1', 'morning', 'absent', '2026-10-16T09:05:00Z'),
      mark('s1', 'morning', 'late', '2026-10-16T09:20:00Z', { deviceId: 'tablet-b' }),
      mark('s2', 'morning', 'absent', '2026-10-16T09:06:00Z'),
      mark('s2', 'other-session', 'present', '2026-10-16T09:06:00Z'),
      mark('someone-else', 'morning', 'present', '2026-10-16T09:06:00Z'),
    ];
    const report = attendanceReport([tomorrow, afternoon, morning], students, marks, lunchtime);
    expect(report.sessions.map((session) => session.id)).toEqual([
      'morning',
      'afternoon',
      'tomorrow',
    ]);
    expect(report.students.map((student) => student.name)).toEqual([
      'Amos Brown',
      'Ruth Clark',
      'Zoë Adams',
    ]);
    const [amos, ruth, zoe] = report.students;
    expect(amos?.marks).toEqual({
      morning: {
        mark: 'late',
        markedAt: '2026-10-16T09:20:00Z',
        markedByName: 'Hub Director',
        changes: 1,
      },
    });
    // Only the morning has started by lunchtime: the afternoon is not held against anyone.
    expect(amos?.rate).toEqual({ attended: 1, absent: 0, excused: 0, unmarked: 0, percent: 100 });
    expect(ruth?.rate).toEqual({ attended: 0, absent: 0, excused: 0, unmarked: 1, percent: 0 });
    expect(zoe?.marks.morning?.changes).toBe(0);
    expect(Object.keys(zoe?.marks ?? {})).toEqual(['morning']);
    expect(report.absencesWithoutReason).toEqual([
      {
        studentId: 's3',
        name: 'Ruth Clark',
        sessionId: 'morning',
        sessionTitle: 'Morning lecture',
        startsAt: morning.startsAt,
      },
      {
        studentId: 's2',
        name: 'Zoë Adams',
        sessionId: 'morning',
        sessionTitle: 'Morning lecture',
        startsAt: morning.startsAt,
      },
    ]);
  });

  it('downloads one row per student and session', () => {
    const report = attendanceReport(
      [morning, afternoon],
      students.slice(0, 1),
      [mark('s2', 'morning', 'excused', '2026-10-16T09:00:00Z', { reason: 'Ill' })],
      lunchtime,
    );
    expect(attendanceExportRows(report)).toEqual([
      expect.objectContaining({
        student: 'Zoë Adams',
        session: 'Morning lecture',
        mark: 'excused',
      }),
      expect.objectContaining({ student: 'Zoë Adams', session: 'Afternoon seminar', mark: '' }),
    ]);
    expect(attendanceExportRows(report)[0]).toMatchObject({ reason: 'Ill', percent: null });
  });
});

describe('a student over several residentials', () => {
  it('rates a residential over the sessions started, none before the first', () => {
    const marks = [
      mark('s1', 'morning', 'present', '2026-10-16T09:00:00Z'),
      mark('s2', 'morning', 'absent', '2026-10-16T09:00:00Z'),
    ];
    expect(studentRateAt([morning, afternoon], 's1', marks, lunchtime)).toEqual({
      attended: 1,
      absent: 0,
      excused: 0,
      unmarked: 0,
      percent: 100,
    });
    expect(
      studentRateAt([morning, afternoon], 's1', marks, new Date('2026-10-16T15:00:00Z')),
    ).toMatchObject({ attended: 1, unmarked: 1, percent: 50 });
    expect(studentRateAt([tomorrow], 's1', marks, lunchtime)).toBeNull();
  });

  it('adds rates up and works the percentage out from the sums', () => {
    expect(
      combinedRate([
        { attended: 1, absent: 0, excused: 0, unmarked: 0, percent: 100 },
        { attended: 1, absent: 1, excused: 1, unmarked: 1, percent: 33.3 },
      ]),
    ).toEqual({ attended: 2, absent: 1, excused: 1, unmarked: 1, percent: 50 });
    expect(combinedRate([])).toEqual({
      attended: 0,
      absent: 0,
      excused: 0,
      unmarked: 0,
      percent: null,
    });
  });
});
