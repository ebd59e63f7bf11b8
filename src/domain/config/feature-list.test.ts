import { describe, expect, it } from 'vitest';
import { FEATURES, type FeatureSwitches, readFeatureSwitches } from './feature-list';

const allOff = Object.fromEntries(FEATURES.map((name) => [name, false])) as FeatureSwitches;

describe('readFeatureSwitches', () => {
  it('takes the booleans the account brings over the defaults', () => {
    const read = readFeatureSwitches({ helpdesk: true, hesa: 'yes', unknown: true }, allOff);
    expect(read.helpdesk).toBe(true);
    expect(read.hesa).toBe(false);
    expect(Object.keys(read)).toEqual([...FEATURES]);
  });

  it('keeps the defaults when the account brings none', () => {
    expect(readFeatureSwitches(undefined, allOff)).toEqual(allOff);
    expect(readFeatureSwitches([true], allOff)).toEqual(allOff);
  });
});
