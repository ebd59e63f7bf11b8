import {
  type CatalogEntity,
  type FilterOp,
  type ReportDefinition,
  type ReportEntity,
  type ReportFilter,
  reportDefinitionSchema,
  type SavedReport,
  splitValues,
} from '../../domain/custom-reports/definition';

/**
 * A filter as typed: a field, how it compares, and its values (comma-separated, or the text
 * to look for) or its from/to bounds.
 */
export interface DraftFilter {
  field: string;
  op: FilterOp;
  text: string;
  from: string;
  to: string;
}

/** A fresh filter on a field (exact values). */
export const draftFilter = (field = '', op: FilterOp = 'equals', text = ''): DraftFilter => ({
  field,
  op,
  text,
  from: '',
  to: '',
});

function draftOfFilter(filter: ReportFilter): DraftFilter {
  if (filter.op === 'equals') return draftFilter(filter.field, 'equals', filter.values.join(', '));
  if (filter.op === 'contains') return draftFilter(filter.field, 'contains', filter.text);
  return { ...draftFilter(filter.field, 'range'), from: filter.from ?? '', to: filter.to ?? '' };
}

function filterOf(filter: DraftFilter): object {
  const { field, op } = filter;
  if (op === 'contains') return { field, op, text: filter.text };
  if (op === 'range') {
    const from = filter.from.trim();
    const to = filter.to.trim();
    return { field, op, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  return { field, op, values: splitValues(filter.text) };
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
    filters: definition.filters.map(draftOfFilter),
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
    filters: draft.filters.filter((filter) => filter.field !== '').map(filterOf),
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
