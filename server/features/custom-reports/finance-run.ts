import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { ReportDefinition, ReportResult } from '#domain/custom-reports/definition';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import type { Scope } from '../../platform/auth/scope';
import type { ExportColumn } from '../../platform/exports/types';
import { formatCell, kindOf } from '../../platform/exports/values';
import { filterCondition } from './filters';
import { exportKindOf, type FinanceSource, type SourceField } from './finance-sources';
import { RUN_GROUP_LIMIT, RUN_ROW_LIMIT } from './limits';

// Runs of a report on a finance source (finance-sources.ts): in the caller's record scope, with
// its filters, sort and grouping, as SQL with every value a parameter.

function fieldOf(source: FinanceSource, name: string): SourceField {
  const field = source.fields.find((known) => known.name === name);
  if (!field) throw new Error(`No field ${name} in ${source.name}`);
  return field;
}

/** The WHERE of a report on a source: the caller's scope keys, then its filters. */
function whereOf(source: FinanceSource, definition: ReportDefinition, scope: Scope) {
  const within = scope.all
    ? undefined
    : sql`${source.scopeKeys} && ${sql.param(scope.keys)}::text[]`;
  return and(
    within,
    ...definition.filters.map((filter) => {
      const field = fieldOf(source, filter.field);
      return filterCondition(field.value, field.type, filter);
    }),
  );
}

const base = (db: Db, source: FinanceSource, selection: Record<string, SQL | unknown>) =>
  db
    .select(selection as Record<string, SQL>)
    .from(source.table)
    .innerJoin(students, sql`${students.id} = ${source.studentId}`);

/** The columns of the records as an export writes them (money in pence). */
export function financeColumns(source: FinanceSource, fields: string[]): ExportColumn[] {
  return fields.map((name) => {
    const field = fieldOf(source, name);
    return { field: name, label: field.label, kind: exportKindOf(field.type) };
  });
}

/** The records of a report on a source (at most `limit`), each field its raw value. */
export async function financeRecords(
  db: Db,
  source: FinanceSource,
  definition: ReportDefinition,
  scope: Scope,
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = whereOf(source, definition, scope);
  const selection = Object.fromEntries(
    definition.fields.map((name) => [name, fieldOf(source, name).value]),
  );
  const sort = definition.sort ? fieldOf(source, definition.sort.field).value : source.id;
  const order = definition.sort?.order === 'desc' ? desc(sort) : asc(sort);
  const [rows, [counted]] = await Promise.all([
    base(db, source, selection)
      .where(where)
      .orderBy(sql`${order} nulls last`, asc(source.id))
      .limit(limit),
    base(db, source, { total: count() }).where(where),
  ]);
  return { rows: rows as Record<string, unknown>[], total: Number(counted?.total ?? 0) };
}

/** The groups of a report on a source: each value's count and sums (money in pence). */
export async function financeGroups(
  db: Db,
  source: FinanceSource,
  definition: ReportDefinition & { groupBy: string },
  scope: Scope,
): Promise<Extract<ReportResult, { kind: 'groups' }>> {
  const group = fieldOf(source, definition.groupBy);
  const value = sql<string | null>`(${group.value})::text`;
  const sums = Object.fromEntries(
    definition.sums.map((name, index) => [
      `sum${index}`,
      sql<number>`coalesce(sum(${fieldOf(source, name).value}), 0)`.mapWith(Number),
    ]),
  );
  const found = (await base(db, source, { value, count: count(), ...sums })
    .where(whereOf(source, definition, scope))
    .groupBy(value)
    .orderBy(desc(count()), sql`${value} asc nulls last`)
    .limit(RUN_GROUP_LIMIT)) as Record<string, unknown>[];
  const groups = found.map((row) => ({
    value: row.value === null || row.value === undefined ? null : String(row.value),
    count: Number(row.count),
    sums: Object.fromEntries(
      definition.sums.map((name, index) => [name, Number(row[`sum${index}`] ?? 0)]),
    ),
  }));
  return {
    kind: 'groups',
    groupBy: { field: group.name, label: group.label },
    sums: definition.sums.map((name) => {
      const field = fieldOf(source, name);
      return {
        field: name,
        label: field.label,
        ...(field.type === 'money' ? { money: true } : {}),
      };
    }),
    groups,
    total: groups.reduce((sum, item) => sum + item.count, 0),
  };
}

/** A run of a report on a source: its first RUN_ROW_LIMIT records as text, or its groups. */
export async function runFinanceReport(
  db: Db,
  source: FinanceSource,
  definition: ReportDefinition,
  scope: Scope,
): Promise<ReportResult> {
  if (definition.groupBy) {
    return financeGroups(db, source, { ...definition, groupBy: definition.groupBy }, scope);
  }
  const { rows, total } = await financeRecords(db, source, definition, scope, RUN_ROW_LIMIT);
  const columns = financeColumns(source, definition.fields);
  return {
    kind: 'rows',
    columns: columns.map(({ field, label }) => ({ field, label })),
    rows: rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [
          column.field,
          formatCell(kindOf(column, row[column.field]), row[column.field], '; '),
        ]),
      ),
    ),
    total,
  };
}
