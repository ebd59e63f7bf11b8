import { count, desc, type SQL, sql } from 'drizzle-orm';
import {
  listQueryOf,
  type ReportDefinition,
  type ReportResult,
} from '#domain/custom-reports/definition';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/auth/scope';
import type { EntityDefinition } from '../../platform/entities/define';
import { listReader } from '../../platform/entities/list-pages';
import { listConditions, columnOf as tableColumn } from '../../platform/entities/list-query';
import { fieldLabel, presentRecord } from '../../platform/entities/present';
import type { ExportColumn } from '../../platform/exports/types';
import { formatCell, kindOf, readField } from '../../platform/exports/values';

/** Rows a run shows on screen: the export holds every one. */
export const RUN_ROW_LIMIT = 200;
/** Groups a run answers at most (a group-by on a near-unique field is no summary). */
export const RUN_GROUP_LIMIT = 1000;

// A field as the export writes it: the entity's export column (label, kind), else by its name.
function columnOf(entity: EntityDefinition, field: string): ExportColumn {
  const column = entity.exportColumns.find((known) => known.field === field);
  return column ?? { field, label: fieldLabel(entity, field) };
}

const labelOf = (entity: EntityDefinition, field: string) => columnOf(entity, field).label;

// Each group's value as text (null for records without one); sums of the numeric fields.
async function runGroups(
  db: Db,
  entity: EntityDefinition,
  definition: ReportDefinition & { groupBy: string },
  where: SQL | undefined,
): Promise<ReportResult> {
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
  const query = listQueryOf(definition);
  if (definition.groupBy) {
    const where = listConditions(entity, query, scope);
    return runGroups(db, entity, { ...definition, groupBy: definition.groupBy }, where);
  }
  const reader = listReader(db, entity, query, scope);
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
