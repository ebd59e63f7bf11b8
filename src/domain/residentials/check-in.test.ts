import { describe, expect, it } from 'vitest';
import type { AttendanceMark } from './attendance';
import { matchesName, rosterCount, rosterSummary } from './check-in';

describe('rosterCount and rosterSummary', () => {
  it('counts the roster’s marks, leaving out students not on it', () => {
    const current = new Map<string, AttendanceMark>([
      ['s1', 'present'],
      ['s2', 'present'],
      ['s3', 'late'],
      ['s4', 'absent'],
      ['walk-in', 'present'],
    ]);
    const count = rosterCount(['s1', 's2', 's3', 's4', 's5', 's5'], current);
    expect(count).toEqual({ total: 5, marked: 4, present: 2, late: 1, absent: 1, excused: 0 });
    expect(rosterSummary(count)).toBe('4 of 5 marked · 2 present · 1 late · 1 absent');
    current.set('s5', 'excused');
    expect(rosterSummary(rosterCount(['s1', 's2', 's3', 's4', 's5'], current))).toBe(
      '5 of 5 marked · 2 present · 1 late · 1 absent · 1 excused',
    );
    expect(rosterSummary(rosterCount([], current))).toBe(
      '0 of 0 marked · 0 present · 0 late · 0 absent',
    );
  });
});

describe('matchesName', () => {
  it('finds a name by any of its parts, whatever the case or accents', () => {
    expect(matchesName('Zoë Ballantyne', 'zoe')).toBe(true);
    expect(matchesName('Zoë Ballantyne', 'BALL zo')).toBe(true);
    expect(matchesName('Zoë Ballantyne', 'zoe smith')).toBe(false);
    expect(matchesName('Zoë Ballantyne', '  ')).toBe(true);
  });
});
