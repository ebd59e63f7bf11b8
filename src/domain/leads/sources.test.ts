import { describe, expect, it } from 'vitest';
import { AGE_RANGES, ageRangeOf, FIRST_CONTACT, FIRST_HEARD_GROUPS } from './sources';

describe('source lists', () => {
  it('are the lists of spec §9', () => {
    expect(FIRST_HEARD_GROUPS).toEqual([
      'Social media',
      'Other media',
      'Person',
      'Church',
      'Conference',
    ]);
    expect(FIRST_CONTACT).toEqual([
      'KTE',
      'Hub Open night',
      'Leaders forum',
      'F2F with HD',
      'Contact office',
      'Contact HD',
    ]);
    expect(AGE_RANGES).toEqual(['18-25', '26-35', '36-45', '46-55', '56-65', '65+']);
  });
});

describe('ageRangeOf', () => {
  it.each([
    [17, undefined],
    [17.99, undefined],
    [0, undefined],
    [-3, undefined],
    [18, '18-25'],
    [25, '18-25'],
    [25.9, '18-25'],
    [26, '26-35'],
    [35, '26-35'],
    [36, '36-45'],
    [45, '36-45'],
    [46, '46-55'],
    [55, '46-55'],
    [56, '56-65'],
    [65, '56-65'],
    [66, '65+'],
    [101, '65+'],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (age, expected) => {
    expect(ageRangeOf(age)).toBe(expected);
  });
});
