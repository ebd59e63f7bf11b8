import { describe, expect, it } from 'vitest';
import {
  type AttendanceMark,
  type AttendanceMarkRecord,
  attendanceMarkSchema,
  attendanceRate,
  expectedStudents,
  mergeMarks,
} from './attendance';

let next = 0;
const mark = (
  studentId: string,
  value: AttendanceMark,
  markedAt: string,
  deviceId = 'tablet-a',
  sessionId = 'session-1',
): AttendanceMarkRecord => {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    residentialId: 'residential-1',
    sessionId,
    studentId,
    mark: value,
    ...(value === 'excused' ? { reason: 'Ill' } : {}),
    markedAt,
    markedBy: 'user-hd',
    deviceId,
  };
};

describe('attendanceMarkSchema', () => {
  it('takes a mark made on a device, and wants a reason for an excused one', () => {
    const made = mark('s1', 'present', '2026-11-27T09:00:00.000Z');
    expect(attendanceMarkSchema.parse(made)).toEqual(made);
    const excused = attendanceMarkSchema.safeParse({ ...made, mark: 'excused' });
    expect(excused.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Give the reason the student is excused',
    });
    expect(attendanceMarkSchema.safeParse({ ...made, mark: 'asleep' }).success).toBe(false);
    expect(attendanceMarkSchema.safeParse({ ...made, markedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('expectedStudents', () => {
  it('are those on a module taught there, through a running or residentials-only engagement', () => {
    const registrations = [
      { studentId: 's2', moduleInstanceId: 'mi-1', engagementStatus: 'Current' },
      { studentId: 's1', moduleInstanceId: 'mi-2', engagementStatus: 'Resi only' },
      { studentId: 's2', moduleInstanceId: 'mi-2', engagementStatus: 'Current' },
      { studentId: 's3', moduleInstanceId: 'mi-1', engagementStatus: 'Withdrawn' },
      { studentId: 's4', moduleInstanceId: 'mi-1', engagementStatus: 'IoS' },
      { studentId: 's5', moduleInstanceId: 'mi-9', engagementStatus: 'Current' },
    ];
    expect(expectedStudents(['mi-1', 'mi-2'], registrations)).toEqual(['s1', 's2']);
    expect(expectedStudents([], registrations)).toEqual([]);
  });
});

describe('mergeMarks', () => {
  const a1 = mark('s1', 'absent', '2026-11-27T09:01:00.000Z', 'tablet-a');
  const b1 = mark('s1', 'late', '2026-11-27T09:05:00.000Z', 'tablet-b');
  const a2 = mark('s2', 'present', '2026-11-27T09:02:00.000Z', 'tablet-a');
  const other = mark('s1', 'present', '2026-11-27T14:00:00.000Z', 'tablet-a', 'session-2');

  it('keeps the latest mark per student and session, with every mark in the history', () => {
    const merged = mergeMarks([b1, a1, a2, other]);
    expect(merged.size).toBe(3);
    const s1 = merged.get('session-1\u0000s1');
    expect(s1?.current).toBe(b1);
    expect(s1?.history).toEqual([a1, b1]);
    expect(merged.get('session-1\u0000s2')?.current).toBe(a2);
    expect(merged.get('session-2\u0000s1')?.current).toBe(other);
  });

  it('gives the same result whatever order the devices send in, and counts a replay once', () => {
    const one = mergeMarks([a1, b1, a2]);
    const two = mergeMarks([a2, b1, a1, b1, a1]);
    expect([...two.entries()].sort()).toEqual([...one.entries()].sort());
    expect(two.get('session-1\u0000s1')?.history).toHaveLength(2);
  });

  it('breaks a tie of device times the same way on every copy', () => {
    const x = mark('s3', 'present', '2026-11-27T09:00:00.000Z', 'tablet-b');
    const y = mark('s3', 'absent', '2026-11-27T09:00:00.000Z', 'tablet-a');
    expect(mergeMarks([x, y]).get('session-1\u0000s3')?.current).toBe(x);
    expect(mergeMarks([y, x]).get('session-1\u0000s3')?.current).toBe(x);
  });
});

describe('attendanceRate', () => {
  it('counts present and late as attended, leaves excused out and unmarked as not attended', () => {
    const current = new Map<string, AttendanceMark>([
      ['r1', 'present'],
      ['r2', 'late'],
      ['r3', 'absent'],
      ['r4', 'excused'],
    ]);
    expect(attendanceRate(['r1', 'r2', 'r3', 'r4', 'r5'], current)).toEqual({
      attended: 2,
      absent: 1,
      excused: 1,
      unmarked: 1,
      percent: 50,
    });
    expect(attendanceRate(['r1', 'r2', 'r3'], current).percent).toBe(66.7);
  });

  it('has no percentage when every session was excused or none was held', () => {
    expect(attendanceRate(['r4'], new Map([['r4', 'excused']])).percent).toBeNull();
    expect(attendanceRate([], new Map()).percent).toBeNull();
  });
});
