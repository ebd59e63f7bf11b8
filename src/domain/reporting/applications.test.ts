import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '../calendar/academic-year';
import {
  applicationsReport,
  daysToDecision,
  decisionBand,
  median,
  type ReportedApplication,
} from './applications';
import type { Report } from './common';

const Y2025 = academicYearStarting(2025);
const row = (report: Report, table: string, key: string) =>
  report.tables.find((t) => t.id === table)?.rows.find((r) => r.key === key)?.values;

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
