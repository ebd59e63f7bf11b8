import { defaultOptionList, type FirstHeardList, groupOfFirstHeard } from '../admin/option-lists';
import { academicYearOf, academicYearStarting } from '../calendar/academic-year';
import type { Stage } from './stages';

/** A potential student as the report counts them. */
export interface ReportedLead {
  stage: string;
  hubName: string | null;
  firstHeard: string | null;
  /** When they were recorded (ISO date-time). */
  createdAt: string;
}

/** One counted group: all of them, and those recorded this and last academic year. */
export interface LeadCount {
  key: string;
  label: string;
  total: number;
  thisYear: number;
  lastYear: number;
}

export interface LeadBreakdown {
  id: 'stage' | 'hub' | 'firstHeard';
  title: string;
  category: string;
  counts: LeadCount[];
}

export interface LeadReport {
  thisYear: string;
  lastYear: string;
  stages: Stage[];
  total: number;
  breakdowns: LeadBreakdown[];
}

export const NO_HUB = 'No hub';
export const NOT_KNOWN = 'Not known';

/**
 * The potential students' report (spec §2.3 leads/report): those in the stages shown (the
 * audience rule decides which) counted by stage in stage order (the conversion funnel), by hub
 * and by first-heard group (§9), each in all, this academic year and last (by when recorded).
 */
export function leadReport(
  leads: readonly ReportedLead[],
  stages: readonly Stage[],
  now: Date,
  firstHeard: FirstHeardList = defaultOptionList('firstHeard', now),
): LeadReport {
  const current = academicYearOf(now);
  const previous = academicYearStarting(current.startYear - 1);
  const yearOf = (createdAt: string): 'thisYear' | 'lastYear' | undefined => {
    const time = new Date(createdAt).getTime();
    if (time >= current.start.getTime() && time <= current.end.getTime()) return 'thisYear';
    if (time >= previous.start.getTime() && time <= previous.end.getTime()) return 'lastYear';
    return undefined;
  };
  const shown = leads.filter((lead) => (stages as readonly string[]).includes(lead.stage));
  const count = (
    labels: readonly string[],
    labelOf: (lead: ReportedLead) => string,
  ): LeadCount[] => {
    const counts = new Map<string, LeadCount>(
      labels.map((label) => [label, { key: label, label, total: 0, thisYear: 0, lastYear: 0 }]),
    );
    for (const lead of shown) {
      const label = labelOf(lead);
      let entry = counts.get(label);
      if (!entry) {
        entry = { key: label, label, total: 0, thisYear: 0, lastYear: 0 };
        counts.set(label, entry);
      }
      entry.total += 1;
      const year = yearOf(lead.createdAt);
      if (year) entry[year] += 1;
    }
    return [...counts.values()];
  };
  const byLabel = (a: LeadCount, b: LeadCount) => a.label.localeCompare(b.label);
  return {
    thisYear: current.title,
    lastYear: previous.title,
    stages: [...stages],
    total: shown.length,
    breakdowns: [
      {
        id: 'stage',
        title: 'Conversion funnel',
        category: 'Stage',
        counts: count(stages, (l) => l.stage),
      },
      {
        id: 'hub',
        title: 'By hub',
        category: 'Hub',
        counts: count([], (l) => l.hubName ?? NO_HUB).sort(byLabel),
      },
      {
        id: 'firstHeard',
        title: 'By first heard',
        category: 'First heard',
        counts: count([], (l) => groupOfFirstHeard(firstHeard, l.firstHeard) ?? NOT_KNOWN).sort(
          byLabel,
        ),
      },
    ],
  };
}
