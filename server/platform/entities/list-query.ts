import { and, asc, desc, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Scope } from '../auth/scope';
import { badRequest } from '../errors';
import { exportFormatSchema } from '../exports/types';
import type { EntityDefinition } from './define';

/** The reserved parameters of a list request (architecture §4); other parameters are field filters. */
export const listQuerySchema = z.looseObject({
  q: z.string().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  export: exportFormatSchema.optional(),
  schema: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const RESERVED = new Set(['q', 'sort', 'order', 'page', 'pageSize', 'export', 'schema']);
export const DEFAULT_PAGE_SIZE = 50;

/** A column of the entity by field name (undefined when the table has no such field). */
export function columnOf(entity: EntityDefinition, field: string): PgColumn | undefined {
  const columns: Record<string, PgColumn> = getTableColumns(entity.table);
  return Object.hasOwn(columns, field) ? columns[field] : undefined;
}

/** `%text%` for ILIKE, with the pattern characters of the search text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The caller's scope as a condition on the entity's `scope_keys` (none for reference data). */
export function scopeCondition(entity: EntityDefinition, scope: Scope): SQL | undefined {
  if (!entity.scopeKeys || scope.all) return undefined;
  const column = columnOf(entity, 'scopeKeys');
  if (!column) return sql`false`;
  return sql`${column} && ${sql.param(scope.keys)}::text[]`;
}

/**
 * The text a filter compares: a column, or for `part.key` (a filterable field one level into a
 * JSON column, e.g. `course.course`) that key of the column's document.
 */
function filterTarget(entity: EntityDefinition, field: string): SQL | undefined {
  const [name = '', key, ...deeper] = field.split('.');
  const column = columnOf(entity, name);
  if (!column || deeper.length > 0) return undefined;
  return key === undefined ? sql`${column}::text` : sql`${column} ->> ${key}`;
}

/** WHERE of a list: scope, search text over the searchable fields, and field filters. */
export function listConditions(
  entity: EntityDefinition,
  query: ListQuery,
  scope: Scope,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(entity, scope)];
  const text = query.q?.trim();
  // The stored copy joins the fields with newlines: a search holding one could span two.
  if (text && entity.searchText && !text.includes('\n')) {
    conditions.push(sql`${entity.searchText} like lower(${containsPattern(text)})`);
  } else if (text) {
    const searched = entity.searchable
      .map((field) => columnOf(entity, field))
      .filter((column): column is PgColumn => column !== undefined)
      .map((column) => sql`${column}::text ilike ${containsPattern(text)}`);
    conditions.push(or(...searched));
  }
  for (const [field, raw] of Object.entries(query)) {
    if (RESERVED.has(field)) continue;
    const target = entity.filterable.includes(field) ? filterTarget(entity, field) : undefined;
    if (!target)
      throw badRequest(`Unknown filter "${field}"`, [
        { message: 'Not a filterable field', param: field },
      ]);
    const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(','));
    conditions.push(inArray(target, values));
  }
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** The sort of a list: the chosen sortable field (default: the entity's first), and its direction. */
export interface ListSort {
  field: string;
  column: PgColumn;
  id: PgColumn;
  descending: boolean;
}

/** The list's sort, checked: 400 for a field that is not sortable. */
export function listSort(entity: EntityDefinition, query: ListQuery): ListSort {
  const field = query.sort ?? entity.sortable[0] ?? 'id';
  if (!entity.sortable.includes(field) && field !== 'id') {
    throw badRequest(`Cannot sort by "${field}"`, [
      { message: 'Not a sortable field', param: 'sort' },
    ]);
  }
  const column = columnOf(entity, field);
  const id = columnOf(entity, 'id');
  if (!column || !id) throw badRequest(`Cannot sort by "${field}"`);
  return { field, column, id, descending: query.order === 'desc' };
}

/** ORDER BY of a list: the chosen sortable field (nulls last, spec §9), then id for stable pages. */
export function listOrder(entity: EntityDefinition, query: ListQuery): SQL[] {
  const { column, id, descending } = listSort(entity, query);
  const direction = descending ? desc(column) : asc(column);
  return [sql`${direction} nulls last`, asc(id)];
}
