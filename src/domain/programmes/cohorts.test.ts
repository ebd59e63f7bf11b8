import { describe, expect, it } from 'vitest';
import {
  COHORT_FILTERS,
  cohortFilterMatches,
  cohortFilterSchema,
  cohortOf,
  INTENTIONS_COHORTS,
  INTENTIONS_LEVELS,
  isIntentionsCohort,
  startingCohortOf,
} from './cohorts';
import type { ProgrammeCode } from './programmes';

describe('COHORT_FILTERS', () => {
  it('lists the filters of spec §9 in order', () => {
    expect(COHORT_FILTERS).toEqual([
      '4A',
      '4B',
      '5A',
      '5B',
      'BA6A',
      'BA6B',
      'GD6A',
      'CPL6A',
      'GDSM6A',
      'GD6B',
      'CPL6B',
      'GDSM6B',
      '7A',
      '7B',
      '7X',
      '7Diss',
    ]);
    expect(cohortFilterSchema.safeParse('GC6A').success).toBe(false);
  });
});

describe('cohortFilterMatches', () => {
  it.each([
    ['4A', '4A', true],
    ['4A', ' 4A ', true],
    ['4A', '4B', false],
    ['4A', '4a', false],
    ['GD6A', 'GD6A', true],
    ['GD6A', 'GC6A', true],
    ['GD6A', 'CPL6A', false],
    ['GD6B', 'GC6A', false],
    ['CPL6A', 'GC6A', false],
    ['BA6A', 'GD6A', false],
    ['7Diss', '7Diss', true],
    ['7B', '7Diss', false],
    ['4A', '', false],
    ['GD6A', null, false],
    ['GD6A', undefined, false],
  ] as const)('%s matches %j: %s', (filter, code, expected) => {
    expect(cohortFilterMatches(filter, code)).toBe(expected);
  });
});

describe('intentions', () => {
  it('drops the 6B cohorts and 7Diss but keeps 7B', () => {
    expect(INTENTIONS_COHORTS).toEqual([
      '4A',
      '4B',
      '5A',
      '5B',
      'BA6A',
      'GD6A',
      'CPL6A',
      'GDSM6A',
      '7A',
      '7B',
      '7X',
    ]);
  });

  it.each([
    ['GDSM6B', false],
    ['BA6B', false],
    ['7Diss', false],
    ['7B', true],
    ['4B', true],
  ] as const)('%s is an intentions cohort: %s', (filter, expected) => {
    expect(isIntentionsCohort(filter)).toBe(expected);
  });

  it('lists the intentions levels of spec §9', () => {
    expect(INTENTIONS_LEVELS).toEqual(['4A', '4B', '5A', '5B', '6A', '7A', '7B', '7X']);
  });
});

describe('cohortOf', () => {
  it.each([
    ['BA', '6A', 'BA6A'],
    ['GradDip', '6B', 'GD6B'],
    ['GradCert', '6A', 'GC6A'],
    ['GradDip-CPL', '6A', 'CPL6A'],
    ['GradDip-SM', '6B', 'GDSM6B'],
    ['BA', '4B', '4B'],
    ['MA', '7Diss', '7Diss'],
    ['FC', '3', '3'],
  ] as const)('%s at %s is cohort %s', (programme, level, cohort) => {
    expect(cohortOf(programme, level)).toBe(cohort);
  });

  it('names a cohort every filter knows (GC6A through its GD6A alias)', () => {
    for (const [programme, level] of [
      ['BA', '6B'],
      ['GradCert', '6A'],
      ['GradDip-SM', '6A'],
    ] as const) {
      const cohort = cohortOf(programme, level);
      expect(COHORT_FILTERS.some((filter) => cohortFilterMatches(filter, cohort))).toBe(true);
    }
  });
});

describe('startingCohortOf', () => {
  it.each([
    ['BA', '4A'],
    ['GradDip', 'GD6A'],
    ['GradCert', 'GC6A'],
    ['MA', '7A'],
    ['ROA', '7X'],
    ['FC', '3'],
  ] as const)('a new %s engagement starts in cohort %s', (programme, cohort) => {
    expect(startingCohortOf(programme)).toBe(cohort);
  });

  it('is null for a programme the table does not know', () => {
    expect(startingCohortOf('Unknown' as ProgrammeCode)).toBeNull();
  });
});
