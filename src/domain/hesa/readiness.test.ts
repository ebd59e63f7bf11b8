import { describe, expect, it } from 'vitest';
import { readinessLabel, readinessOf, readinessSeries } from './readiness';

describe('readinessOf', () => {
  it('lists each rule once, as the missing screen lists a student under each rule', () => {
    const found = readinessOf('2025-26', [
      { rule: 'sid', message: 'SID not held', field: 'SID' },
      { rule: 'leaver-date', message: 'No end date' },
      { rule: 'leaver-date', message: 'No end date' },
    ]);
    expect(found).toEqual({
      year: '2025-26',
      inReturn: true,
      ready: false,
      problems: 2,
      rules: [
        { rule: 'sid', message: 'SID not held', field: 'SID' },
        { rule: 'leaver-date', message: 'No end date', field: 'ENGENDDATE' },
      ],
    });
  });

  it('is ready with no problem, and not in the return without a check', () => {
    expect(readinessOf('2025-26', [])).toMatchObject({ inReturn: true, ready: true, problems: 0 });
    expect(readinessOf('2025-26', undefined)).toMatchObject({ inReturn: false, ready: false });
  });
});

describe('readinessLabel', () => {
  it('says ready, one problem or several', () => {
    expect(readinessLabel({ inReturn: true, problems: 0 })).toBe('HESA ready');
    expect(readinessLabel({ inReturn: true, problems: 1 })).toBe('HESA: 1 problem');
    expect(readinessLabel({ inReturn: true, problems: 3 })).toBe('HESA: 3 problems');
    expect(readinessLabel({ inReturn: false, problems: 0 })).toBe(
      "HESA: not in this year's return",
    );
  });
});

describe('readinessSeries', () => {
  it('orders the snapshots oldest first with the percentage ready', () => {
    const series = readinessSeries([
      { takenAt: '2025-11-02T08:00:00Z', students: 8, ready: 6 },
      { takenAt: '2025-11-01T08:00:00Z', students: 3, ready: 1 },
      { takenAt: '2025-11-03T08:00:00Z', students: 0, ready: 0 },
    ]);
    expect(series.map((p) => p.percent)).toEqual([33.3, 75, 0]);
  });
});
