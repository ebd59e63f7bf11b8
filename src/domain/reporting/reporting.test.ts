import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '../calendar/academic-year';
import {
  applicationsReport,
  daysToDecision,
  decisionBand,
  median,
  type ReportedApplication,
} from './applications';
import {
  exportRows,
  inAcademicYear,
  NOT_KNOWN,
  overlapsAcademicYear,
  type Report,
  reportQuerySchema,
  reportYear,
  reportYearChoices,
  tally,
} from './common';
import { marketingReport, type ReportedLead, UNNAMED_EVENT } from './marketing';
import { ageRangeAt, endOfEngagement, type ReportedEngagement, studentsReport } from './students';

const Y2025 = academicYearStarting(2025);
const row = (report: Report, table: string, key: string) =>
  report.tables.find((t) => t.id === table)?.rows.find((r) => r.key === key)?.values;

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

const engagement = (over: Partial<ReportedEngagement>): ReportedEngagement => ({
  studentId: 's1',
  dateOfBirth: '1990-01-01',
  hubId: 'hub-1',
  programmeCode: 'BA',
  status: 'Current',
  level: '4',
  pace: 'FT',
  cohort: 'BA4',
  startDate: '2024-09-01',
  endDate: null,
  statusHistory: [],
  ...over,
});
const change = (from: string, to: string, date: string, reason = 'Moved', category?: string) => ({
  from,
  to,
  date,
  reason,
  by: 'u',
  at: `${date}T10:00:00Z`,
  ...(category ? { category } : {}),
});

describe('students report', () => {
  it('places age ranges at the start of the year (spec §9; 65 is 56-65)', () => {
    expect(ageRangeAt('1960-08-01', Y2025)).toBe('56-65');
    expect(ageRangeAt('1960-07-31', Y2025)).toBe('56-65');
    expect(ageRangeAt('1959-08-01', Y2025)).toBe('65+');
    expect(ageRangeAt('2008-08-02', Y2025)).toBe('Under 18');
    expect(ageRangeAt('2007-08-01', Y2025)).toBe('18-25');
    expect(ageRangeAt(null, Y2025)).toBeUndefined();
  });
  it('ends an engagement at its end date or its change to the ending status', () => {
    expect(endOfEngagement(engagement({ endDate: '2025-06-30' }))).toBe('2025-06-30');
    expect(
      endOfEngagement(
        engagement({
          status: 'Withdrawn',
          statusHistory: [change('Current', 'Withdrawn', '2025-03-01')],
        }),
      ),
    ).toBe('2025-03-01');
    expect(endOfEngagement(engagement({}))).toBeNull();
  });
  it('counts the engagements running in the year, their changes, completions and withdrawals', () => {
    const report = studentsReport(
      [
        engagement({ studentId: 'a' }),
        engagement({ studentId: 'a', programmeCode: 'MA', level: '7', pace: 'PT' }),
        engagement({ studentId: 'b', dateOfBirth: '1950-01-01', hubId: 'hub-2' }),
        // Ended before the year: not counted.
        engagement({ studentId: 'c', status: 'Completed', endDate: '2025-06-30' }),
        engagement({
          studentId: 'd',
          status: 'Completed',
          endDate: '2026-06-30',
          statusHistory: [change('Current', 'Completed', '2026-06-30')],
        }),
        engagement({
          studentId: 'e',
          status: 'Withdrawn',
          statusHistory: [change('Current', 'Withdrawn', '2025-10-01', 'Moved away', 'Personal')],
        }),
        engagement({
          studentId: 'f',
          status: 'Terminated',
          statusHistory: [change('Current', 'Terminated', '2026-01-10', 'Non-payment')],
        }),
      ],
      { year: Y2025 },
      { programmes: { BA: 'BA Theology' } },
    );
    expect(report.total).toBe(6);
    expect(row(report, 'status', 'Current')).toEqual([3]);
    expect(row(report, 'status', 'Completed')).toEqual([1]);
    expect(row(report, 'status', 'Transferred')).toEqual([0]);
    expect(row(report, 'pace', 'PT')).toEqual([1]);
    expect(row(report, 'level', '7')).toEqual([1]);
    expect(report.tables.find((t) => t.id === 'level')?.rows[0]?.label).toBe('Level 4');
    // Five students: 'a' once; 'b' is 75 on 1 August 2025.
    expect(row(report, 'age', '65+')).toEqual([1]);
    expect(row(report, 'age', '26-35')).toEqual([4]);
    expect(row(report, 'progression', 'Current → Withdrawn')).toEqual([1]);
    expect(row(report, 'completions', 'BA')).toEqual([1]);
    expect(report.tables.find((t) => t.id === 'completions')?.rows[0]?.label).toBe('BA Theology');
    expect(row(report, 'withdrawals', 'Personal')).toEqual([1, 1, 0]);
    expect(row(report, 'withdrawals', 'Non-payment')).toEqual([1, 0, 1]);
  });
  it('applies the hub, programme, cohort and status parameters', () => {
    const list = [
      engagement({ studentId: 'a' }),
      engagement({ studentId: 'b', hubId: 'hub-2', cohort: 'BA5', programmeCode: 'MA' }),
    ];
    expect(studentsReport(list, { year: Y2025, hub: 'hub-2' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, programme: 'BA' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, cohort: 'BA5' }).total).toBe(1);
    expect(studentsReport(list, { year: Y2025, status: 'IoS' }).total).toBe(0);
  });
});

const application = (over: Partial<ReportedApplication>): ReportedApplication => ({
  hubId: 'hub-1',
  status: 'Under review',
  intake: '2025-09-01',
  course: { course: 'BA' },
  otherInformation: { firstHeard: 'Instagram' },
  firstContact: null,
  createdAt: '2025-03-01T09:00:00Z',
  history: [],
  ...over,
});

describe('applications report', () => {
  it('measures days from submission to the first decision', () => {
    const submitted = { at: '2025-03-10T09:00:00Z', kind: 'submitted' };
    const decided = { at: '2025-03-20T08:00:00Z', kind: 'status', status: 'Place offered' };
    expect(daysToDecision(application({ history: [submitted, decided] }))).toBe(9);
    // Without a submitted line, leaving In progress is the submission.
    const left = {
      at: '2025-03-05T09:00:00Z',
      kind: 'status',
      from: 'In progress',
      status: 'Under review',
    };
    expect(daysToDecision(application({ history: [left, decided] }))).toBe(14);
    // Else its creation; no decision, no time.
    expect(daysToDecision(application({ history: [decided] }))).toBe(18);
    expect(daysToDecision(application({ history: [submitted] }))).toBeUndefined();
    expect(daysToDecision(application({ history: 'junk' }))).toBeUndefined();
  });
  it('bands the days and takes the median', () => {
    expect([0, 7, 8, 14, 15, 28, 29, 56, 57].map(decisionBand)).toEqual([
      'Within a week',
      'Within a week',
      '8 to 14 days',
      '8 to 14 days',
      '15 to 28 days',
      '15 to 28 days',
      '29 to 56 days',
      '29 to 56 days',
      'Over 56 days',
    ]);
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
  it('counts the funnel and the conversion of the year’s intakes', () => {
    const offer = (at: string) => [{ at, kind: 'status', status: 'Place offered' }];
    const report = applicationsReport(
      [
        application({ status: 'Place accepted', history: offer('2025-03-03T09:00:00Z') }),
        application({ status: 'Place offered', history: offer('2025-05-01T09:00:00Z') }),
        application({ otherInformation: { firstHeard: 'Friend' }, intake: '2026-01-05' }),
        application({ otherInformation: null, firstContact: 'KTE' }),
        application({ intake: '2024-09-01' }),
      ],
      { year: Y2025 },
    );
    expect(report.total).toBe(4);
    expect(row(report, 'status', 'Under review')).toEqual([2]);
    expect(row(report, 'status', 'Approved')).toEqual([0]);
    expect(row(report, 'intake', '2025-09-01')).toEqual([3, 2, 1, 33]);
    expect(row(report, 'firstHeard', 'Social media')).toEqual([2, 2, 1, 50]);
    expect(row(report, 'firstHeard', 'Person')).toEqual([1, 0, 0, 0]);
    expect(row(report, 'firstHeard', 'Conference')).toEqual([0, 0, 0, 0]);
    expect(row(report, 'decision', 'Within a week')).toEqual([1]);
    // Created 1 March, offered 1 May: 61 days.
    expect(row(report, 'decision', 'Over 56 days')).toEqual([1]);
    expect(row(report, 'decision', 'none')).toEqual([2]);
    expect(report.figures.find((f) => f.label === 'Median days to decision')?.value).toBe(31.5);
    expect(applicationsReport([application({})], { year: Y2025, hub: 'hub-2' }).total).toBe(0);
    expect(applicationsReport([application({})], { year: Y2025, programme: 'MA' }).total).toBe(0);
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

describe('marketing report', () => {
  it('counts sources, stages and events of the leads recorded in the year, with who applied', () => {
    const report = marketingReport(
      [
        lead({ sourceEvent: 'Open night', applicationId: 'a1' }),
        lead({ sourceEvent: 'Open night', firstHeard: 'Friend' }),
        lead({ attendedEvent: true, firstHeard: 'Something else', stage: 'Mailing list' }),
        lead({ firstHeard: null, firstContact: null }),
        lead({ createdAt: '2025-07-31T23:00:00Z' }),
      ],
      { year: Y2025 },
    );
    expect(report.total).toBe(4);
    expect(row(report, 'firstHeardGroup', 'Social media')).toEqual([1, 1, 100]);
    expect(row(report, 'firstHeardGroup', 'Person')).toEqual([1, 0, 0]);
    expect(row(report, 'firstHeardGroup', 'Other')).toEqual([1, 0, 0]);
    expect(row(report, 'firstHeardGroup', NOT_KNOWN)).toEqual([1, 0, 0]);
    expect(row(report, 'firstHeardSource', 'Instagram')).toEqual([1, 1, 100]);
    expect(row(report, 'firstContact', 'KTE')).toEqual([3, 1, 33]);
    expect(row(report, 'firstContact', 'Contact HD')).toEqual([0, 0, 0]);
    expect(row(report, 'stage', 'Mailing list')).toEqual([1]);
    expect(row(report, 'events', 'Open night')).toEqual([2, 1, 50]);
    expect(row(report, 'events', UNNAMED_EVENT)).toEqual([1, 0, 0]);
    expect(marketingReport([lead({})], { year: Y2025, hub: 'hub-2' }).total).toBe(0);
  });
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
