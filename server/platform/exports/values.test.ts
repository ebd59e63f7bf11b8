import { describe, expect, it } from 'vitest';
import { formatCell, kindOf, readField, textOf, toDate, toNumber } from './values';

describe('readField', () => {
  it('reads top-level, dotted and literally dotted fields', () => {
    const row = { name: 'A', course: { hub: 'North', tutor: { name: 'B' } }, 'a.b': 1 };
    expect(readField(row, 'name')).toBe('A');
    expect(readField(row, 'course.hub')).toBe('North');
    expect(readField(row, 'course.tutor.name')).toBe('B');
    expect(readField(row, 'a.b')).toBe(1);
  });

  it('gives undefined through nulls, missing keys and prototypes', () => {
    const row = { course: null, list: [1] };
    expect(readField(row, 'course.hub')).toBeUndefined();
    expect(readField(row, 'missing.hub')).toBeUndefined();
    expect(readField(row, 'constructor')).toBeUndefined();
    expect(readField(row, '__proto__.toString')).toBeUndefined();
    // Arrays are objects too: own keys such as an index still read.
    expect(readField(row, 'list.0')).toBe(1);
  });
});

describe('kindOf', () => {
  it('prefers the column kind, else infers it from the value', () => {
    expect(kindOf({ field: 'x', label: 'X', kind: 'money' }, 'a')).toBe('money');
    const column = { field: 'x', label: 'X' };
    expect(kindOf(column, 1)).toBe('number');
    expect(kindOf(column, true)).toBe('boolean');
    expect(kindOf(column, new Date())).toBe('date');
    expect(kindOf(column, ['a'])).toBe('list');
    expect(kindOf(column, 'a')).toBe('text');
  });
});

describe('conversions', () => {
  it('reads numbers and dates leniently', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(' ')).toBeUndefined();
    expect(toNumber(10n)).toBe(10);
    expect(toNumber(Number.NaN)).toBeUndefined();
    expect(toNumber({})).toBeUndefined();
    expect(toDate('2024-09-01')?.toISOString()).toBe('2024-09-01T00:00:00.000Z');
    expect(toDate('not a date')).toBeUndefined();
    expect(toDate(true)).toBeUndefined();
  });

  it('writes any value as text', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(false)).toBe('No');
    expect(textOf(['a', 1, true], '; ')).toBe('a; 1; Yes');
    expect(textOf({ a: 1 })).toBe('{"a":1}');
    expect(textOf(new Date(Date.UTC(2025, 0, 2, 3, 4)))).toBe('2025-01-02 03:04');
  });
});

describe('formatCell', () => {
  it('formats each kind with the domain formatters', () => {
    expect(formatCell('money', 123456, ', ')).toBe('£1,234.56');
    expect(formatCell('money', 'free', ', ')).toBe('free');
    expect(formatCell('date', '2024-09-01T10:00:00Z', ', ')).toBe('2024-09-01');
    expect(formatCell('date', '1960-01-01', ', ')).toBe('Pre-2018');
    expect(formatCell('datetime', Date.UTC(2025, 0, 2, 13, 45), ', ')).toBe('2025-01-02 13:45');
    expect(formatCell('date', 'soon', ', ')).toBe('soon');
    expect(formatCell('number', '7', ', ')).toBe('7');
    expect(formatCell('number', 'n/a', ', ')).toBe('n/a');
    expect(formatCell('boolean', true, ', ')).toBe('Yes');
    expect(formatCell('list', ['a', 'b'], ' | ')).toBe('a | b');
    expect(formatCell('text', undefined, ', ')).toBe('');
  });
});
