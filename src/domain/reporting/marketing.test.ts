import { describe, expect, it } from 'vitest';
import { academicYearStarting } from '../calendar/academic-year';
import { NOT_KNOWN, type Report } from './common';
import { marketingReport, type ReportedLead, UNNAMED_EVENT } from './marketing';

const Y2025 = academicYearStarting(2025);
const row = (report: Report, table: string, key: string) =>
  report.tables.find((t) => t.id === table)?.rows.find((r) => r.key === key)?.values;

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
});
