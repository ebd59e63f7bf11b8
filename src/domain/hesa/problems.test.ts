import { describe, expect, it } from 'vitest';
import { fieldOfRule, fixOf, groupByRule, percentReady, readyCount } from './problems';
import { sourceOf } from './sources';

describe('fixOf', () => {
  it('sends an unmapped or invalid code to the mapping screen of its field', () => {
    expect(fixOf({ rule: 'unmapped:ETHNIC:Spiritual', studentId: 'S1' }).to).toBe(
      '/hesa/mapping?field=ETHNIC',
    );
    expect(fixOf({ rule: 'invalid:SEXID:99', studentId: 'S1' }).label).toBe('Map SEXID');
  });
  it('sends a missing value to the student record', () => {
    expect(fixOf({ rule: 'form', studentId: 'S 1' }).to).toBe('/students/S%201');
  });
  it('sends a missing SID or detail to the record’s HESA details tab', () => {
    expect(fixOf({ rule: 'sid', studentId: 'S1' })).toEqual({
      to: '/students/S1?tab=hesa-details',
      label: 'HESA details',
    });
    expect(fixOf({ rule: 'missing:NATION', studentId: 'S1' }).to).toBe(
      '/students/S1?tab=hesa-details',
    );
    expect(fieldOfRule('missing:FEEELIG')).toBe('FEEELIG');
  });
});

describe('groupByRule', () => {
  it('counts problems and lists each student once, most students first', () => {
    const groups = groupByRule([
      { rule: 'sid', message: 'SID', studentId: 'A' },
      { rule: 'unmapped:DISABILITY:x', message: 'x', studentId: 'A' },
      { rule: 'unmapped:DISABILITY:x', message: 'x', studentId: 'A' },
      { rule: 'sid', message: 'SID', studentId: 'B' },
    ]);
    expect(groups.map((g) => [g.rule, g.count, g.students])).toEqual([
      ['sid', 2, ['A', 'B']],
      ['unmapped:DISABILITY:x', 2, ['A']],
    ]);
    expect(groups[1]?.field).toBe('DISABILITY');
  });
});

describe('readiness', () => {
  it('counts the students with no problem and their percentage', () => {
    const ready = readyCount(['A', 'B', 'C'], [{ rule: 'form', message: '', studentId: 'B' }]);
    expect(ready).toBe(2);
    expect(percentReady(3, ready)).toBe(66.7);
    expect(percentReady(0, 0)).toBe(0);
    expect(fieldOfRule('leaver-date')).toBe('ENGENDDATE');
  });
});

describe('sourceOf', () => {
  it('names the record a field is read from, and the mapping for a mapped field', () => {
    expect(sourceOf('BIRTHDTE')).toBe('Student record: date of birth');
    expect(sourceOf('ETHNIC')).toMatch(/Statistical return form .* mapping/);
  });
});
