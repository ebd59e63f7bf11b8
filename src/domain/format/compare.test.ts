import { describe, expect, it } from 'vitest';
import { comparatorFor, compareValues, SORT_ORDERS, sortBy, TABLE_LOADING_TEXT } from './compare';

describe('TABLE_LOADING_TEXT', () => {
  it('is the spec text', () => {
    expect(TABLE_LOADING_TEXT).toBe('Loading, please wait ...');
    expect(SORT_ORDERS).toEqual(['asc', 'desc']);
  });
});

describe('compareValues', () => {
  it.each([
    [1, 2, -1],
    [10, 9, 1],
    [2, 2, 0],
    [-5, 3, -1],
    ['apple', 'Banana', -1],
    ['Hub 2', 'Hub 10', -1],
    ['item10', 'item9', 1],
    ['same', 'same', 0],
    ['éclair', 'eclairs', -1],
    [new Date('2020-01-01'), new Date('2019-12-31'), 1],
    [new Date('2020-01-01'), new Date('2020-01-01'), 0],
    [false, true, -1],
    [true, true, 0],
  ])('compare(%j, %j) → %i', (a, b, sign) => {
    expect(compareValues(a, b)).toBe(sign);
  });

  it.each([
    [null, 1],
    [undefined, 'a'],
    [Number.NaN, 0],
    [new Date(Number.NaN), new Date(0)],
  ])('puts missing %s after %j', (missing, present) => {
    expect(compareValues(missing, present)).toBe(1);
    expect(compareValues(present, missing)).toBe(-1);
  });

  it('treats two missing values as equal', () => {
    expect(compareValues(null, undefined)).toBe(0);
  });

  it('compares mixed kinds by their text', () => {
    expect(compareValues(10, '9')).toBe(1);
    expect(compareValues('', 'a')).toBe(-1);
  });
});

describe('comparatorFor', () => {
  it('reverses present values for desc but keeps missing last', () => {
    const desc = comparatorFor('desc');
    expect(desc(1, 2)).toBe(1);
    expect(desc(null, 2)).toBe(1);
    expect(desc(2, null)).toBe(-1);
  });
});

describe('sortBy', () => {
  const rows = [
    { name: 'Carys', age: 40 },
    { name: 'aled', age: null },
    { name: 'Bryn', age: 25 },
    { name: 'Dewi', age: undefined },
    { name: 'Elin', age: 25 },
  ];

  it('sorts ascending by a key with missing values last', () => {
    expect(sortBy(rows, 'age').map((r) => r.name)).toEqual([
      'Bryn',
      'Elin',
      'Carys',
      'aled',
      'Dewi',
    ]);
  });

  it('sorts descending with missing values still last, ties stable', () => {
    expect(sortBy(rows, 'age', 'desc').map((r) => r.name)).toEqual([
      'Carys',
      'Bryn',
      'Elin',
      'aled',
      'Dewi',
    ]);
  });

  it('sorts strings by locale, ignoring case first', () => {
    expect(sortBy(rows, 'name').map((r) => r.name)).toEqual([
      'aled',
      'Bryn',
      'Carys',
      'Dewi',
      'Elin',
    ]);
  });

  it('accepts an accessor and leaves the input untouched', () => {
    const input = [{ d: '2024-01-02' }, { d: '2023-05-01' }];
    const sorted = sortBy(input, (row) => new Date(row.d), 'desc');
    expect(sorted.map((r) => r.d)).toEqual(['2024-01-02', '2023-05-01']);
    expect(input.map((r) => r.d)).toEqual(['2024-01-02', '2023-05-01']);
    expect(sortBy(input, (row) => row.d)).not.toBe(input);
  });

  it('handles an empty list', () => {
    expect(sortBy([], 'x' as never)).toEqual([]);
  });
});
