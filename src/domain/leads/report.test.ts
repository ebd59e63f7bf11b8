import { describe, expect, it } from 'vitest';
import { leadReport, NO_HUB, NOT_KNOWN } from './report';

const NOW = new Date('2026-11-27T10:00:00Z');
const lead = (
  stage: string,
  createdAt: string,
  hubName: string | null,
  firstHeard: string | null,
) => ({
  stage,
  createdAt,
  hubName,
  firstHeard,
});

describe('leadReport', () => {
  const leads = [
    lead('Initial contact made', '2026-09-01T00:00:00Z', 'Leeds', 'Instagram'),
    lead('Initial contact made', '2026-07-31T23:00:00Z', 'Leeds', 'Friend'),
    lead('Engaged with HD/PD', '2024-01-01T00:00:00Z', null, null),
    lead('Student', '2026-09-02T00:00:00Z', 'York', 'Church'),
  ];
  const report = leadReport(leads, ['Unknown', 'Initial contact made', 'Engaged with HD/PD'], NOW);

  it('counts only the stages shown, every shown stage in order even when empty', () => {
    expect(report.total).toBe(3);
    expect(report.breakdowns[0]?.counts.map((c) => [c.label, c.total])).toEqual([
      ['Unknown', 0],
      ['Initial contact made', 2],
      ['Engaged with HD/PD', 1],
    ]);
  });
  it('splits this academic year from last by when they were recorded', () => {
    expect(report.thisYear).toBe('2026-27');
    expect(report.lastYear).toBe('2025-26');
    const initial = report.breakdowns[0]?.counts[1];
    expect(initial).toMatchObject({ thisYear: 1, lastYear: 1 });
    expect(report.breakdowns[0]?.counts[2]).toMatchObject({ thisYear: 0, lastYear: 0 });
  });
  it('counts by hub and by first-heard group', () => {
    expect(report.breakdowns[1]?.counts.map((c) => [c.label, c.total])).toEqual([
      ['Leeds', 2],
      [NO_HUB, 1],
    ]);
    expect(report.breakdowns[2]?.counts.map((c) => [c.label, c.total])).toEqual([
      [NOT_KNOWN, 1],
      ['Person', 1],
      ['Social media', 1],
    ]);
  });
});
