import { describe, expect, it } from 'vitest';
import { isSixBLevel, LEVELS, levelNumber, levelOfCode, levelSchema } from './levels';

describe('LEVELS', () => {
  it('lists the levels of the programme table in order', () => {
    expect(LEVELS).toEqual(['3', '4A', '4B', '5A', '5B', '6A', '6B', '7A', '7B', '7X', '7Diss']);
  });

  it('validates level codes through the schema', () => {
    expect(levelSchema.safeParse('7Diss').success).toBe(true);
    expect(levelSchema.safeParse('6C').success).toBe(false);
  });
});

describe('levelOfCode', () => {
  it.each([
    ['4A', '4A'],
    ['7Diss', '7Diss'],
    ['3', '3'],
    ['BA6B', '6B'],
    ['GD6B', '6B'],
    ['GDSM6A', '6A'],
    ['CPL6B', '6B'],
    ['GC6A', '6A'],
    [' 7X ', '7X'],
  ])('%s → %s', (code, level) => {
    expect(levelOfCode(code)).toBe(level);
  });

  it.each(['', '13', '6C', '8A', '7Dissertation', '6B1', 'BA 6B', '4', '7D'])(
    'rejects %j',
    (code) => {
      expect(levelOfCode(code)).toBeUndefined();
    },
  );

  it('is undefined for null and undefined', () => {
    expect(levelOfCode(null)).toBeUndefined();
    expect(levelOfCode(undefined)).toBeUndefined();
  });
});

describe('isSixBLevel', () => {
  it.each([
    ['6B', true],
    ['BA6B', true],
    ['GD6B', true],
    ['GDSM6B', true],
    ['6A', false],
    ['7B', false],
    ['6BX', false],
    [undefined, false],
  ])('%s → %s', (code, expected) => {
    expect(isSixBLevel(code)).toBe(expected);
  });
});

describe('levelNumber', () => {
  it.each([
    ['3', 3],
    ['4B', 4],
    ['BA5A', 5],
    ['GD6B', 6],
    ['7Diss', 7],
  ])('%s → %i', (code, n) => {
    expect(levelNumber(code)).toBe(n);
  });

  it('is undefined for unknown codes', () => {
    expect(levelNumber('Year 2')).toBeUndefined();
  });
});
