import type { DataFilter } from '../../../components/data-table';
import { STAGES, type Stage, sortStages } from '../../../domain/leads/stages';
import type { StoredPotentialStudent } from '../../../domain/records/potential-student';

/** The §4 stages in their order: the board's columns, the stage filter's and menu's options. */
export const PIPELINE_STAGES: readonly Stage[] = sortStages(STAGES);

/** The board's columns: each stage in order with its leads, by next action (none last), then name. */
export function pipelineColumns<
  T extends Pick<StoredPotentialStudent, 'stage' | 'nextActionOn' | 'name'>,
>(leads: readonly T[]): { stage: Stage; leads: T[] }[] {
  return PIPELINE_STAGES.map((stage) => ({
    stage,
    leads: leads
      .filter((lead) => lead.stage === stage)
      .toSorted(
        (a, b) =>
          (a.nextActionOn ?? '\uffff').localeCompare(b.nextActionOn ?? '\uffff') ||
          a.name.localeCompare(b.name),
      ),
  }));
}

/** Whose a lead is, as the owner filter and column say it: you, the owner's name, or no one. */
export function ownerLabel(
  lead: Pick<StoredPotentialStudent, 'ownerId' | 'ownerName'>,
  me: string | undefined,
): string {
  if (!lead.ownerId) return 'No one';
  if (lead.ownerId === me) return 'You';
  // The server sets the name; a lead just taken on another device may not have it yet.
  return lead.ownerName || 'Someone else';
}

/** The table's filters: stage (in §4 order), hub (named) and owner (you, by name, no one). */
export function leadFilters(
  leads: readonly StoredPotentialStudent[],
  hubName: (hubId: unknown) => string,
  me: string | undefined,
): DataFilter<StoredPotentialStudent>[] {
  const hubs = [...new Set(leads.map((lead) => lead.hubId).filter((hub) => !!hub))] as string[];
  const others = [...new Set(leads.map((lead) => ownerLabel(lead, me)))]
    .filter((label) => label !== 'You' && label !== 'No one')
    .sort((a, b) => a.localeCompare(b));
  return [
    {
      id: 'stage',
      label: 'Stage',
      options: PIPELINE_STAGES.map((stage) => ({ value: stage, label: stage })),
      predicate: (lead, value) => lead.stage === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      options: hubs
        .map((hub) => ({ value: hub, label: hubName(hub) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      predicate: (lead, value) => lead.hubId === value,
    },
    {
      id: 'owner',
      label: 'Owner',
      options: ['You', ...others, 'No one'].map((label) => ({ value: label, label })),
      predicate: (lead, value) => ownerLabel(lead, me) === value,
    },
  ];
}
