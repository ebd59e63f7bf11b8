import { defaultOptionList, type FirstHeardList, groupOfFirstHeard } from '../admin/option-lists';
import type { AcademicYear } from '../calendar/academic-year';
import { FIRST_CONTACT, FIRST_HEARD_GROUPS } from '../leads/sources';
import { STAGES } from '../leads/stages';
import { inAcademicYear, percent, type Report, tally, text } from './common';

/** A potential student as the marketing report reads them. */
export interface ReportedLead {
  stage: string;
  hubId: string | null;
  programme: string | null;
  firstHeard: string | null;
  firstContact: string | null;
  /** The event they were imported from. */
  sourceEvent: string | null;
  /** True when an 'Event attended' activity is logged for them. */
  attendedEvent: boolean;
  /** Their application, once they applied. */
  applicationId: string | null;
  /** When they were recorded (ISO date-time). */
  createdAt: string;
}

export interface MarketingReportParameters {
  year: AcademicYear;
  hub?: string;
  programme?: string;
}

/** The event row of those who attended an event with no name recorded. */
export const UNNAMED_EVENT = 'Event attended (not named)';
/** The first-heard bucket of answers outside the stored list. */
export const OTHER_SOURCE = 'Other';

/** Potential students recorded in the academic year that match the parameters. */
export function leadsInYear(
  leads: readonly ReportedLead[],
  parameters: MarketingReportParameters,
): ReportedLead[] {
  return leads.filter(
    (lead) =>
      inAcademicYear(lead.createdAt, parameters.year) &&
      (!parameters.hub || lead.hubId === parameters.hub) &&
      (!parameters.programme || lead.programme === parameters.programme),
  );
}

/** The event a potential student came through: the one imported from, else an unnamed one. */
export function eventOf(lead: ReportedLead): string | undefined {
  return text(lead.sourceEvent) ?? (lead.attendedEvent ? UNNAMED_EVENT : undefined);
}

const applied = (group: readonly ReportedLead[]) => {
  const count = group.filter((lead) => lead.applicationId !== null).length;
  return [group.length, count, percent(count, group.length)];
};

/**
 * The marketing report (spec §2.3 /reporting/marketing) of the potential students recorded in
 * an academic year: how they first heard (by §9 group, through the stored list, and by source)
 * and first made contact, by stage (§4 order), and event attendance → applications; each with
 * how many of them applied.
 */
export function marketingReport(
  all: readonly ReportedLead[],
  parameters: MarketingReportParameters,
  firstHeard: FirstHeardList = defaultOptionList('firstHeard', parameters.year.start),
): Report {
  const leads = leadsInYear(all, parameters);
  const attended = leads.filter((lead) => eventOf(lead) !== undefined);
  const headers = ['Potential students', 'Applied', 'Applied %'];
  const groupOf = (lead: ReportedLead) => {
    const answer = text(lead.firstHeard);
    return answer === undefined
      ? undefined
      : (groupOfFirstHeard(firstHeard, answer) ?? OTHER_SOURCE);
  };
  return {
    kind: 'marketing',
    title: 'Marketing',
    year: parameters.year.title,
    total: leads.length,
    figures: [
      { label: 'Potential students recorded', value: leads.length },
      { label: 'Applied', value: applied(leads)[1] ?? 0 },
      { label: 'Came through an event', value: attended.length },
    ],
    tables: [
      {
        id: 'firstHeardGroup',
        title: 'First heard, by group',
        category: 'First-heard group',
        headers,
        rows: tally(leads, groupOf, { fixed: FIRST_HEARD_GROUPS, measures: applied }),
      },
      {
        id: 'firstHeardSource',
        title: 'First heard, by source',
        category: 'Source',
        headers,
        rows: tally(leads, (lead) => text(lead.firstHeard), { measures: applied }),
      },
      {
        id: 'firstContact',
        title: 'First contact',
        category: 'First contact',
        headers,
        rows: tally(leads, (lead) => text(lead.firstContact), {
          fixed: FIRST_CONTACT,
          measures: applied,
        }),
      },
      {
        id: 'stage',
        title: 'Potential students by stage',
        category: 'Stage',
        headers: ['Potential students'],
        rows: tally(leads, (lead) => lead.stage, { fixed: STAGES }),
      },
      {
        id: 'events',
        title: 'Event attendance → applications',
        category: 'Event',
        headers: ['Attended', 'Applied', 'Applied %'],
        rows: tally(attended, eventOf, { measures: applied }),
      },
    ],
  };
}
