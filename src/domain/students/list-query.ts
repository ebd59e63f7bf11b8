import { z } from 'zod';
import { SORT_ORDERS } from '../format/compare';
import { COHORT_FILTERS } from '../programmes/cohorts';
import { isStudentListColumn, type StudentListSelection } from './list-view';
import { STUDENT_LIST_MODES, type StudentListMode } from './lists';

const text = z.string().trim().max(200).optional();

/**
 * The query of a student list's export (`GET /api/students?mode=…&export=…`): the list, its
 * filters, search, sort and shown columns, as the screen's table holds them.
 */
export const studentListQuerySchema = z.strictObject({
  mode: z.enum(STUDENT_LIST_MODES, { error: 'Choose one of the student lists' }),
  export: z.enum(['excel', 'csv', 'pdf'], { error: 'Choose Excel, CSV or PDF' }).optional(),
  q: text,
  sort: z.string().max(64).refine(isStudentListColumn, 'Not a column of the list').optional(),
  order: z.enum(SORT_ORDERS).optional(),
  columns: z
    .string()
    .max(1000)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const ids = value.split(',').filter(Boolean);
      const unknown = ids.filter((id) => !isStudentListColumn(id));
      if (ids.length === 0 || unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown columns: ${unknown.join(', ') || 'none'}`,
        });
        return z.NEVER;
      }
      return ids;
    }),
  cohort: z.enum(COHORT_FILTERS, { error: 'Not a cohort of the list' }).optional(),
  hub: text,
  programme: text,
  status: text,
  pace: text,
  awaiting: z.enum(['yes', 'no']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** The selection (filters, search, sort) a list query names. */
export function selectionOf(query: StudentListQuery): StudentListSelection {
  const { cohort, hub, programme, status, pace, awaiting } = query;
  const filters = Object.fromEntries(
    Object.entries({ cohort, hub, programme, status, pace, awaiting }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return {
    search: query.q ?? '',
    sort: query.sort ? { columnId: query.sort, order: query.order ?? 'asc' } : null,
    filters,
  };
}

/** The query string of a list as the screen shows it: what the export must hold. */
export function studentListSearchParams(
  mode: StudentListMode,
  columns: readonly string[],
  selection: StudentListSelection,
): Record<string, string> {
  const params: Record<string, string> = { mode, columns: columns.join(',') };
  if (selection.search?.trim()) params.q = selection.search.trim();
  if (selection.sort) {
    params.sort = selection.sort.columnId;
    params.order = selection.sort.order;
  }
  for (const [filter, value] of Object.entries(selection.filters ?? {}))
    if (value) params[filter] = value;
  return params;
}
