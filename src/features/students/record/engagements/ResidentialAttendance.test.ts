import { describe, expect, it } from 'vitest';
import { attendanceText } from './ResidentialAttendance';

describe("a student's residential attendance", () => {
  it('gives the percentage with the sessions it counts and those excused', () => {
    expect(attendanceText({ attended: 3, absent: 1, excused: 1, unmarked: 0, percent: 75 })).toBe(
      '75.0%, 3 of 4 sessions (1 excused)',
    );
    expect(attendanceText({ attended: 1, absent: 0, excused: 0, unmarked: 1, percent: 50 })).toBe(
      '50.0%, 1 of 2 sessions',
    );
  });

  it('says so when no session counts', () => {
    expect(attendanceText({ attended: 0, absent: 0, excused: 0, unmarked: 0, percent: null })).toBe(
      'No sessions counted',
    );
  });
});
