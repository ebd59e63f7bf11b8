import { and, bindIfParam, count, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Scope } from '../auth/scope';
import type { EntityDefinition, Row } from './define';
import { type ListQuery, type ListSort, listConditions, listOrder, listSort } from './list-query';

/** Rows per page of an export: what an export holds in memory at a time. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The rows after `last` in the list's order (the sort field, nulls last, then id): the keyset
 * of the next page. Unlike an offset it costs the same on the last page as on the first, and
 * rows added or removed meanwhile never make a page repeat or skip another row. On a column
 * without nulls sorted ascending it is a row comparison, which an index on (field, id) answers
 * as a range (`students_last_name_id`); otherwise the nulls-last rule needs the longer form.
 */
export function keysetAfter(sort: ListSort, last: Row): SQL {
  const value = last[sort.field];
  const sameThenId = gt(sort.id, last.id);
  if (value === null || value === undefined) {
    return and(isNull(sort.column), sameThenId) ?? sameThenId;
  }
  if (sort.column.notNull && !sort.descending) {
    return sql`(${sort.column}, ${sort.id}) > (${param(sort.column, value)}, ${last.id})`;
  }
  const beyond = sort.descending ? lt(sort.column, value) : gt(sort.column, value);
  return or(beyond, and(eq(sort.column, value), sameThenId), isNull(sort.column)) ?? beyond;
}

// A value bound as the column binds it (e.g. a date or timestamp as the driver expects).
function param(column: PgColumn, value: unknown): SQL {
  return sql`${bindIfParam(value, column)}`;
}

/** The rows of a list read a page at a time, and how many there are. */
export interface ListReader {
  /** The rows after `after` (from the first without it), at most `limit`, in the list's order. */
  page(after: Row | undefined, limit: number): Promise<Row[]>;
  count(): Promise<number>;
}

/**
 * Reads a list (search, filters, scope and sort of `query`) page by page. The query is checked
 * here, before any row is read, so a bad filter or sort answers 400.
 */
export function listReader(
  db: Db,
  entity: EntityDefinition,
  query: ListQuery,
  scope: Scope,
): ListReader {
  return entityReader(db, entity, query, listConditions(entity, query, scope));
}

/**
 * The records of an entity matching `where` (already checked and scoped), in the order `query`
 * sorts them, a keyset page at a time: the list's reader and the custom report's.
 */
export function entityReader(
  db: Db,
  entity: EntityDefinition,
  query: ListQuery,
  where: SQL | undefined,
): ListReader {
  const sort = listSort(entity, query);
  const order = listOrder(entity, query);
  return {
    async page(after, limit) {
      const rows = await db
        .select()
        .from(entity.table)
        .where(after ? and(where, keysetAfter(sort, after)) : where)
        .orderBy(...order)
        .limit(limit);
      return rows as Row[];
    },
    async count() {
      const [row] = await db.select({ total: count() }).from(entity.table).where(where);
      return Number(row?.total ?? 0);
    },
  };
}

/**
 * Every row of a list, page by page. The first page is read now (a failing query is then an
 * error answer, not a broken download); each next page only when the consumer asks for it,
 * so a slow download never has more than one page in hand. Each page is its own query: a row
 * whose sort field changes during the export may be missed or written twice.
 */
export async function readPages(
  reader: Pick<ListReader, 'page'>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<AsyncIterable<Row[]>> {
  const first = await reader.page(undefined, pageSize);
  return (async function* pages() {
    let page = first;
    while (page.length > 0) {
      yield page;
      if (page.length < pageSize) return;
      page = await reader.page(page.at(-1), pageSize);
    }
  })();
}
