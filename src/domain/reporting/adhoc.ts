import { z } from 'zod';

/** The most rows a run keeps, and the longest the database may work on one (issue 22). */
export const ADHOC_MAX_ROWS = 1000;
export const ADHOC_MAX_SECONDS = 10;

/** `POST /api/reports/adhoc`: the SQL, and optionally a lower row cap or time limit. */
export const adhocRequestSchema = z
  .object({
    sql: z.string().trim().min(1, 'Write a SELECT statement').max(20_000),
    maxRows: z.number().int().min(1).max(ADHOC_MAX_ROWS).optional(),
    timeoutSeconds: z.number().min(0.1).max(ADHOC_MAX_SECONDS).optional(),
  })
  .strict();
export type AdhocRequest = z.infer<typeof adhocRequestSchema>;

/** How a result column's values are shown and exported. */
export type AdhocColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

export interface AdhocColumn {
  name: string;
  kind: AdhocColumnKind;
}

/** The answer of a run: columns, rows as cell arrays, and whether the row cap cut it. */
export interface AdhocResult {
  columns: AdhocColumn[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  maxRows: number;
  ms: number;
}

/** `GET /api/reports/adhoc/views`: each reporting view with its columns and their types. */
export interface AdhocView {
  name: string;
  columns: { name: string; type: string }[];
}

/**
 * Export column fields for result columns: unique even when the query names two columns alike
 * (`select 1 as a, 2 as a`), in column order.
 */
export function columnKeys(columns: readonly AdhocColumn[]): string[] {
  return columns.map((_, index) => `c${index}`);
}

/** A row of cells as an object keyed by `columnKeys` (what the export and the table read). */
export function rowObject(row: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(row.map((cell, index) => [`c${index}`, cell]));
}

/** A cell as the table shows it: empty for null, yes/no, everything else as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
