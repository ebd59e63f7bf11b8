import { type Column, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows per statement: one JSON parameter each, so no bind-parameter limit applies. */
export const BULK_BATCH = 5000;

// A column's value as the JSON document carries it: JSON columns as the value itself (drizzle's
// own mapping would turn it into a JSON string, stored as a JSON string), the rest as drizzle
// sends them (array literals, timestamps), which PostgreSQL reads with the column's type.
function documentValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/**
 * Inserts many rows with one statement per batch of `batchSize`: the batch travels as a single
 * JSON parameter read by `jsonb_populate_recordset`. Building a drizzle `insert … values` of
 * thousands of rows costs more than the database's own work (a parameter per cell, each turned
 * into SQL by drizzle): this is the seed's path at 20,000 students. Like drizzle's insert, a key
 * that is undefined takes the column's database default (rows are grouped by the keys they
 * define); keys that are not columns are ignored. Answers the number of rows.
 */
export async function bulkInsert(
  db: Pick<Db, 'execute'>,
  table: PgTable,
  rows: readonly object[],
  batchSize = BULK_BATCH,
): Promise<number> {
  const columns = Object.entries(getTableColumns(table));
  const groups = new Map<string, { names: [string, Column][]; documents: object[] }>();
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const defined = columns.filter(([key]) => record[key] !== undefined);
    const signature = defined.map(([key]) => key).join(',');
    let group = groups.get(signature);
    if (!group) {
      group = { names: defined, documents: [] };
      groups.set(signature, group);
    }
    group.documents.push(
      Object.fromEntries(
        defined.map(([key, column]) => [column.name, documentValue(column, record[key])]),
      ),
    );
  }
  const name = sql.identifier(getTableName(table));
  for (const { names, documents } of groups.values()) {
    if (names.length === 0) throw new RangeError('bulkInsert: a row defines no column');
    const list: SQL = sql.join(
      names.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    for (let start = 0; start < documents.length; start += batchSize) {
      const batch = JSON.stringify(documents.slice(start, start + batchSize));
      await db.execute(
        sql`insert into ${name} (${list}) select ${list} from jsonb_populate_recordset(null::${name}, ${batch}::jsonb)`,
      );
    }
  }
  return rows.length;
}
