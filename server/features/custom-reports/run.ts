import { and, count, desc, type SQL, sql } from 'drizzle-orm';
import {
  listQueryOf,
  type ReportDefinition,
  type ReportResult,
} from '#domain/custom-reports/definition';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/auth/scope';
import type { EntityDefinition } from '../../platform/entities/define';
import { entityReader, type ListReader } from '../../platform/entities/list-pages';
import { listConditions, columnOf as tableColumn } from '../../platform/entities/list-query';
import { fieldLabel, presentRecord } from '../../platform/entities/present';
import type { ExportColumn } from '../../platform/exports/types';
import { formatCell, kindOf, readField } from '../../platform/exports/values';
import { reportFields } from './catalog';
import { filterCondition } from './filters';
import { RUN_GROUP_LIMIT, RUN_ROW_LIMIT } from './limits';

export { RUN_GROUP_LIMIT, RUN_ROW_LIMIT };

/**
 * The WHERE of a report on a generic entity: the list's (scope and exact-value filters, as
 * the list reads them), and its contains and range filters on the record's columns.
 */
export function whereOf(entity: EntityDefinition, definition: ReportDefinition, scope: Scope) {
  const types = new Map(reportFields(entity).map((field) => [field.name, field.type]));
  const others = definition.filters.flatMap((filter) => {
    const column = tableColumn(entity, filter.field);
    if (filter.op === 'equals' || !column) return [];
    return [filterCondition(column, types.get(filter.field) ?? 'other', filter)];
  });
  return and(listConditions(entity, listQueryOf(definition), scope), ...others);
}

/** The records of a report on a generic entity, read a page at a time as the list reads them. */
export function reportReader(
  db: Db,
  entity: EntityDefinition,
  definition: ReportDefinition,
  scope: Scope,
): ListReader {
  return entityReader(db, entity, listQueryOf(definition), whereOf(entity, definition, scope));
}

// A field as the export writes it: the entity's export column (label, kind), else by its name.
export function columnOf(entity: EntityDefinition, field: string): ExportColumn {
  const column = entity.exportColumns.find((known) => known.field === field);
  return column ?? { field, label: fieldLabel(entity, field) };
}

const labelOf = (entity: EntityDefinition, field: string) => columnOf(entity, field).label;

// Each group's value as text (null for records without one); sums of the numeric fields.
export async function runGroups(
  db: Db,
  entity: EntityDefinition,
  definition: ReportDefinition & { groupBy: string },
  where: SQL | undefined,
): Promise<Extract<ReportResult, { kind: 'groups' }>> {
  const group = tableColumn(entity, definition.groupBy);
  if (!group) throw new Error(`No column ${definition.groupBy}`);
  const value = sql<string | null>`${group}::text`;
  const sums = Object.fromEntries(
    definition.sums.map((field, index) => {
      const column = tableColumn(entity, field);
      return [`sum${index}`, sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)];
    }),
  );
  const found = await db
    .select({ value, count: count(), ...sums })
    .from(entity.table)
    .where(where)
    .groupBy(value)
    .orderBy(desc(count()), sql`${value} asc nulls last`)
    .limit(RUN_GROUP_LIMIT);
  const groups = found.map((row) => {
    const record = row as Record<string, unknown>;
    return {
      value: row.value,
      count: Number(row.count),
      sums: Object.fromEntries(
        definition.sums.map((field, index) => [field, Number(record[`sum${index}`] ?? 0)]),
      ),
    };
  });
  return {
    kind: 'groups',
    groupBy: { field: definition.groupBy, label: labelOf(entity, definition.groupBy) },
    sums: definition.sums.map((field) => ({ field, label: labelOf(entity, field) })),
    groups,
    total: groups.reduce((sum, item) => sum + item.count, 0),
  };
}

/**
 * Runs a checked definition in the caller's scope, as the list would read it (the same scope,
 * filters and sort): the first RUN_ROW_LIMIT records with the chosen fields as text, or with a
 * group-by field the count of records (and sums) of each of its values.
 */
export async function runReport(
  db: Db,
  entity: EntityDefinition,
  definition: ReportDefinition,
  scope: Scope,
): Promise<ReportResult> {
  if (definition.groupBy) {
    const where = whereOf(entity, definition, scope);
    return runGroups(db, entity, { ...definition, groupBy: definition.groupBy }, where);
  }
  const reader = reportReader(db, entity, definition, scope);
  const [rows, total] = await Promise.all([reader.page(undefined, RUN_ROW_LIMIT), reader.count()]);
  const columns = definition.fields.map((field) => columnOf(entity, field));
  return {
    kind: 'rows',
    columns: columns.map(({ field, label }) => ({ field, label })),
    rows: rows.map((row) => {
      const presented = presentRecord(entity, row);
      return Object.fromEntries(
        columns.map((column) => {
          const value = readField(presented, column.field);
          return [column.field, formatCell(kindOf(column, value), value, '; ')];
        }),
      );
    }),
    total,
  };
}
