import {
  type CatalogEntity,
  type ReportDefinition,
  type ReportEntity,
  reportDefinitionSchema,
  type SavedReport,
  splitValues,
} from '../../domain/custom-reports/definition';

/** A filter as typed: a field and its values, comma-separated. */
export interface DraftFilter {
  field: string;
  text: string;
}

/** The builder's state: what the person has chosen so far. */
export interface ReportDraft {
  entity: ReportEntity;
  fields: string[];
  filters: DraftFilter[];
  sortField: string;
  sortOrder: 'asc' | 'desc';
  groupBy: string;
  sums: string[];
  name: string;
  shared: boolean;
}

/** A fresh draft on an entity: its first three fields, nothing else. */
export function emptyDraft(entity: CatalogEntity): ReportDraft {
  return {
    entity: entity.name,
    fields: entity.fields.slice(0, 3).map((field) => field.name),
    filters: [],
    sortField: '',
    sortOrder: 'asc',
    groupBy: '',
    sums: [],
    name: '',
    shared: false,
  };
}

/** The draft of a saved report, to run, change or export again. */
export function draftOf(report: SavedReport): ReportDraft {
  const { definition } = report;
  return {
    entity: report.entity,
    fields: [...definition.fields],
    filters: definition.filters.map((filter) => ({
      field: filter.field,
      text: filter.values.join(', '),
    })),
    sortField: definition.sort?.field ?? '',
    sortOrder: definition.sort?.order ?? 'asc',
    groupBy: definition.groupBy ?? '',
    sums: [...definition.sums],
    name: report.name,
    shared: report.shared,
  };
}

/** The definition of a draft, or the first problem with it in words. */
export function definitionOf(
  draft: ReportDraft,
): { definition: ReportDefinition } | { problem: string } {
  const parsed = reportDefinitionSchema.safeParse({
    fields: draft.fields,
    filters: draft.filters
      .filter((filter) => filter.field !== '')
      .map((filter) => ({ field: filter.field, values: splitValues(filter.text) })),
    ...(draft.sortField ? { sort: { field: draft.sortField, order: draft.sortOrder } } : {}),
    ...(draft.groupBy ? { groupBy: draft.groupBy, sums: draft.sums } : {}),
  });
  if (parsed.success) return { definition: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? 'This report is not complete' };
}

/** The draft with a field chosen or not, keeping the order of the entity's fields. */
export function toggled(list: string[], name: string, on: boolean, order: string[]): string[] {
  const chosen = new Set(list);
  if (on) chosen.add(name);
  else chosen.delete(name);
  return order.filter((field) => chosen.has(field));
}
