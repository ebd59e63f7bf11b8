import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '../calendar/academic-year';
import {
  exportRows,
  inAcademicYear,
  NOT_KNOWN,
  overlapsAcademicYear,
  reportQuerySchema,
  reportYear,
  reportYearChoices,
  tally,
} from './common';
import { marketingReport, type ReportedLead } from './marketing';

const Y2025 = academicYearStarting(2025);

describe('academic-year bounds', () => {
  it('counts 1 August to 31 July inclusive, in UTC', () => {
    expect(inAcademicYear('2025-08-01', Y2025)).toBe(true);
    expect(inAcademicYear('2026-07-31T23:59:59Z', Y2025)).toBe(true);
    expect(inAcademicYear('2025-07-31', Y2025)).toBe(false);
    expect(inAcademicYear('2026-08-01', Y2025)).toBe(false);
    expect(inAcademicYear(null, Y2025)).toBe(false);
    expect(inAcademicYear('not a date', Y2025)).toBe(false);
  });
  it('overlaps a span running into or through the year', () => {
    expect(overlapsAcademicYear('2023-09-01', null, Y2025)).toBe(true);
    expect(overlapsAcademicYear('2023-09-01', '2025-07-31', Y2025)).toBe(false);
    expect(overlapsAcademicYear('2023-09-01', '2025-08-01', Y2025)).toBe(true);
    expect(overlapsAcademicYear('2026-08-01', null, Y2025)).toBe(false);
  });
  it('reads the year parameter, else the year holding now', () => {
    expect(reportYear('2024-25', new Date('2026-11-27')).title).toBe('2024-25');
    expect(reportYear(undefined, new Date('2026-11-27')).title).toBe('2026-27');
    expect(reportYearChoices(2025, new Date('2026-11-27'))).toEqual([
      '2027-28',
      '2026-27',
      '2025-26',
    ]);
  });
  it('refuses a year that is not an academic year and an unknown export', () => {
    expect(reportQuerySchema.safeParse({ year: '2024-26' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ export: 'xml' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(reportQuerySchema.parse({ year: '2024-25', hub: ' ' })).toEqual({ year: '2024-25' });
  });
});

describe('tally', () => {
  it('puts fixed keys first with zeros, then by count, Not known last', () => {
    const rows = tally(['b', 'c', 'c', undefined, 'a'], (x) => x, { fixed: ['a', 'z'] });
    expect(rows.map((r) => [r.key, r.values[0]])).toEqual([
      ['a', 1],
      ['z', 0],
      ['c', 2],
      ['b', 1],
      [NOT_KNOWN, 1],
    ]);
  });
});

const lead = (over: Partial<ReportedLead>): ReportedLead => ({
  stage: 'Initial contact made',
  hubId: 'hub-1',
  programme: 'BA',
  firstHeard: 'Instagram',
  firstContact: 'KTE',
  sourceEvent: null,
  attendedEvent: false,
  applicationId: null,
  createdAt: '2025-10-01T09:00:00Z',
  ...over,
});

describe('export rows', () => {
  it('exports one line per figure and per table cell', () => {
    const report = marketingReport([lead({})], { year: Y2025 });
    const rows = exportRows(report);
    expect(rows[0]).toEqual({
      breakdown: 'Summary',
      category: 'Potential students recorded',
      measure: '',
      value: 1,
    });
    expect(rows).toContainEqual({
      breakdown: 'First contact',
      category: 'KTE',
      measure: 'Applied',
      value: 0,
    });
  });
});
