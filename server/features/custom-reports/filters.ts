import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type FieldType, type ReportFilter, rangeValues } from '#domain/custom-reports/definition';

/** `%text%` for ILIKE, with the pattern characters of the text escaped (backslash). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// A bound as the column compares it: a date, else a number (every value a parameter).
const bound = (value: string | number) =>
  typeof value === 'number' ? sql`${value}::numeric` : sql`${value}::date`;

/**
 * A filter of a report as a condition on a value (a column or SQL over the record): one of the
 * values (compared as text), containing the text in any case, or within the range (inclusive;
 * money in pounds compared in pence). Every value the person typed is a parameter.
 */
export function filterCondition(
  target: SQL | PgColumn,
  type: FieldType,
  filter: ReportFilter,
): SQL | undefined {
  if (filter.op === 'equals') return inArray(sql`${target}::text`, filter.values);
  if (filter.op === 'contains') return sql`${target}::text ilike ${containsPattern(filter.text)}`;
  const range = rangeValues(type, filter);
  return and(
    range.from !== undefined ? sql`${target} >= ${bound(range.from)}` : undefined,
    range.to !== undefined ? sql`${target} <= ${bound(range.to)}` : undefined,
    range.before !== undefined ? sql`${target} < ${bound(range.before)}` : undefined,
  );
}
