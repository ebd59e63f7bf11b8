import { describe, expect, it } from 'vitest';
import {
  ACADEMIC_YEAR_START_MONTH,
  academicStartYearOf,
  academicYearOf,
  academicYearStarting,
  academicYearsSince,
  academicYearTitle,
  FIRST_INVOICE_YEAR,
  parseAcademicYearTitle,
  SYSTEM_START_YEAR,
} from './academic-year';

describe('constants (spec §9)', () => {
  it('has the system start year, first invoice year and August start', () => {
    expect(SYSTEM_START_YEAR).toBe(2017);
    expect(FIRST_INVOICE_YEAR).toBe(2018);
    expect(ACADEMIC_YEAR_START_MONTH).toBe(7);
  });
});

describe('academicYearTitle', () => {
  it.each([
    [2024, '2024-25'],
    [2017, '2017-18'],
    [2009, '2009-10'],
    [2000, '2000-01'],
    [2099, '2099-00'],
    [1999, '1999-00'],
  ])('titles %i as %s', (year, title) => {
    expect(academicYearTitle(year)).toBe(title);
  });
});

describe('parseAcademicYearTitle', () => {
  it.each([
    ['2024-25', 2024],
    ['2099-00', 2099],
  ])('reads %s as %i', (title, year) => {
    expect(parseAcademicYearTitle(title)).toBe(year);
  });

  it.each(['2024-26', '2024-2025', '24-25', '', '2024/25'])('refuses %s', (title) => {
    expect(parseAcademicYearTitle(title)).toBeUndefined();
  });
});

describe('academicYearOf', () => {
  it.each([
    ['2025-07-31T23:59:59.999Z', 2024, '2024-25'],
    ['2025-08-01T00:00:00.000Z', 2025, '2025-26'],
    ['2025-01-15T12:00:00.000Z', 2024, '2024-25'],
    ['2025-12-31T23:59:59.999Z', 2025, '2025-26'],
    ['2100-07-31T00:00:00.000Z', 2099, '2099-00'],
  ])('puts %s in %i (%s)', (iso, startYear, title) => {
    const year = academicYearOf(new Date(iso));
    expect(year.startYear).toBe(startYear);
    expect(year.endYear).toBe(startYear + 1);
    expect(year.title).toBe(title);
  });

  it('spans 1 August 00:00 UTC to the last millisecond of 31 July UTC', () => {
    const year = academicYearOf(new Date('2024-10-01T00:00:00Z'));
    expect(year.start.toISOString()).toBe('2024-08-01T00:00:00.000Z');
    expect(year.end.toISOString()).toBe('2025-07-31T23:59:59.999Z');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => academicYearOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('academicStartYearOf and academicYearStarting', () => {
  it('reads the month in UTC', () => {
    // 31 July 23:30 UTC is 1 August in London summer time, but still 2024-25 in UTC.
    expect(academicStartYearOf(new Date('2025-07-31T23:30:00Z'))).toBe(2024);
  });

  it('refuses a non-integer start year', () => {
    expect(() => academicYearStarting(2024.5)).toThrow(RangeError);
  });
});

describe('academicYearsSince', () => {
  it('lists years from the start year to the current one, oldest first', () => {
    const years = academicYearsSince(SYSTEM_START_YEAR, new Date('2020-08-01T00:00:00Z'));
    expect(years.map((y) => y.title)).toEqual(['2017-18', '2018-19', '2019-20', '2020-21']);
  });

  it('stops before the year that starts on 1 August', () => {
    const years = academicYearsSince(2019, new Date('2020-07-31T23:59:59Z'));
    expect(years.map((y) => y.startYear)).toEqual([2019]);
  });

  it('is empty when the start year is still ahead', () => {
    expect(academicYearsSince(2030, new Date('2025-01-01T00:00:00Z'))).toEqual([]);
  });
});
