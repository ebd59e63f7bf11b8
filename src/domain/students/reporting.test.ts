import { describe, expect, it } from 'vitest';
import type { StudentListRow } from './lists';
import { AGE_RANGES, ageOn, ageRangeOf, studentReport, UNDER_18 } from './reporting';

const NOW = new Date('2025-11-26T12:00:00Z');

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-11-26', NOW)).toBe(25);
    expect(ageOn('2000-11-27', NOW)).toBe(24);
    expect(ageOn('2000-12-01', NOW)).toBe(24);
    expect(ageOn('2000-01-31', NOW)).toBe(25);
    expect(ageOn(null, NOW)).toBeUndefined();
    expect(ageOn('26/11/2000', NOW)).toBeUndefined();
  });
});

describe('ageRangeOf', () => {
  it.each([
    [17, UNDER_18],
    [18, '18-25'],
    [25, '18-25'],
    [26, '26-35'],
    [45, '36-45'],
    [46, '46-55'],
    [56, '56-65'],
    [65, '56-65'],
    [66, '65+'],
    [90, '65+'],
    [undefined, undefined],
  ])('%s → %s', (age, range) => {
    expect(ageRangeOf(age)).toBe(range);
  });

  it('has the ranges of spec §9', () => {
    expect(AGE_RANGES).toEqual(['18-25', '26-35', '36-45', '46-55', '56-65', '65+']);
  });
});

describe('studentReport', () => {
  const row = (extra: Partial<StudentListRow>): StudentListRow => ({
    id: 'x',
    lastName: 'L',
    firstName: 'F',
    email: 'x@example.test',
    hubId: 'hub-1',
    hub: 'London',
    programme: 'BA',
    status: 'Current',
    cohort: '5A',
    pace: '',
    startDate: '',
    partnerId: '',
    dateOfBirth: '',
    awaitingMessages: false,
    onboarding: {
      accounts: '',
      vle: '',
      academic: '',
      studySkills: '',
      residential: '',
      location: '',
    },
    ...extra,
  });
  const rows = [
    row({ dateOfBirth: '2000-01-01', pace: 'PT' }),
    row({ dateOfBirth: '1950-01-01', hub: 'Leeds', status: 'IoS', cohort: 'GC6A' }),
    row({ programme: 'MA', cohort: '7A', pace: 'PT', status: '' }),
  ];
  const report = studentReport(rows, NOW);
  const counts = (id: string) =>
    Object.fromEntries(
      (report.find((breakdown) => breakdown.id === id)?.counts ?? []).map((c) => [c.key, c.count]),
    );

  it('has the six breakdowns', () => {
    expect(report.map((breakdown) => breakdown.id)).toEqual([
      'status',
      'cohort',
      'hub',
      'programme',
      'pace',
      'age',
    ]);
  });

  it('counts every engagement status (zeros kept), missing values as Not given', () => {
    expect(counts('status')).toMatchObject({ Current: 1, IoS: 1, Completed: 0, 'Not given': 1 });
    expect(counts('cohort')).toEqual({ '5A': 1, GC6A: 1, '7A': 1 });
    expect(counts('hub')).toEqual({ London: 2, Leeds: 1 });
    expect(counts('programme')).toEqual({ BA: 2, MA: 1 });
    expect(counts('pace')).toEqual({ PT: 2, 'Not given': 1 });
  });

  it("labels FC's level-3 cohort as a level", () => {
    const cohorts = studentReport([row({ cohort: '3' })], NOW).find((b) => b.id === 'cohort');
    expect(cohorts?.counts).toEqual([{ key: '3', label: 'Level 3', count: 1 }]);
  });

  it('counts ages in the §9 ranges, in order', () => {
    const age = report.find((breakdown) => breakdown.id === 'age')?.counts ?? [];
    expect(age.map((c) => c.key)).toEqual([...AGE_RANGES, 'Not given']);
    expect(counts('age')).toMatchObject({ '18-25': 1, '65+': 1, 'Not given': 1, '26-35': 0 });
  });
});
