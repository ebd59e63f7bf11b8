import { describe, expect, it } from 'vitest';
import { ADHOC_MAX_ROWS, adhocRequestSchema, cellText, columnKeys, rowObject } from './adhoc';

describe('ad hoc report request', () => {
  it('accepts SQL and limits up to the maximum only', () => {
    expect(adhocRequestSchema.parse({ sql: ' select 1 ' }).sql).toBe('select 1');
    expect(adhocRequestSchema.safeParse({ sql: '   ' }).success).toBe(false);
    expect(
      adhocRequestSchema.safeParse({ sql: 'select 1', maxRows: ADHOC_MAX_ROWS + 1 }).success,
    ).toBe(false);
    expect(adhocRequestSchema.safeParse({ sql: 'select 1', timeoutSeconds: 60 }).success).toBe(
      false,
    );
    expect(adhocRequestSchema.safeParse({ sql: 'select 1', other: 1 }).success).toBe(false);
  });
});

describe('result rows', () => {
  it('keys columns by position, so two columns named alike both survive', () => {
    const columns = [
      { name: 'a', kind: 'number' as const },
      { name: 'a', kind: 'text' as const },
    ];
    expect(columnKeys(columns)).toEqual(['c0', 'c1']);
    expect(rowObject([1, 'x'])).toEqual({ c0: 1, c1: 'x' });
  });

  it('shows null as empty and booleans as yes/no', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('yes');
    expect(cellText(false)).toBe('no');
    expect(cellText(12)).toBe('12');
  });
});
