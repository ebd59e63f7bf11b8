import { describe, expect, it } from 'vitest';
import {
  collectionOfYear,
  lookupCode,
  MAPPED_FIELDS,
  mappedField,
  mappingTable,
  pickCollection,
  yearSchema,
} from './fields';

describe('mapping lookups', () => {
  const table = mappingTable([
    { field: 'ETHNIC', localValue: 'White - Irish', code: '160' },
    { field: 'RELIGION', localValue: 'Christian - Baptist', code: '24' },
    { field: 'SCSMODE', localValue: 'PT', code: '31' },
  ]);
  it('finds the code of our value in its field only', () => {
    expect(lookupCode(table, 'ETHNIC', 'White - Irish')).toBe('160');
    expect(lookupCode(table, 'RELIGION', 'Christian - Baptist')).toBe('24');
    expect(lookupCode(table, 'SCSMODE', 'PT')).toBe('31');
    expect(lookupCode(table, 'RELIGION', 'White - Irish')).toBeUndefined();
  });
  it('is undefined for an unmapped or absent value', () => {
    expect(lookupCode(table, 'ETHNIC', 'Arab')).toBeUndefined();
    expect(lookupCode(table, 'ETHNIC', null)).toBeUndefined();
    expect(lookupCode(table, 'SEXID', 'Not recorded')).toBeUndefined();
  });
  it('lists each field once with its local values', () => {
    const names = MAPPED_FIELDS.map((f) => f.field);
    expect(new Set(names).size).toBe(names.length);
    expect(mappedField('SCSMODE')?.localValues).toEqual(['Standard', 'PT', 'Extended']);
  });
});

describe('collections', () => {
  it('names the collection of an academic year', () => {
    expect(collectionOfYear('2024-25')).toBe('24056');
  });
  it('picks the held collection, else the newest before, else the oldest', () => {
    expect(pickCollection(['23056', '24056'], '24056')).toBe('24056');
    expect(pickCollection(['23056', '24056'], '26056')).toBe('24056');
    expect(pickCollection(['24056'], '21056')).toBe('24056');
    expect(pickCollection([], '24056')).toBeUndefined();
  });
  it('accepts academic years only', () => {
    expect(yearSchema.safeParse('2024-25').success).toBe(true);
    expect(yearSchema.safeParse('2024-26').success).toBe(false);
    expect(yearSchema.safeParse('0000-01').success).toBe(false);
  });
});
