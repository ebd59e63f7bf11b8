import { z } from 'zod';

// The generic parts of a file import (issue 20's attendee import, issue 21's admin import): the
// fields a file can fill, the column mapping guessed from its headers, and the cells of a row
// read through the mapping.

/** One field a file's column can fill: its name, its label, whether it must be mapped. */
export interface ImportFieldSpec {
  field: string;
  label: string;
  required?: boolean;
  /** Headers (compared lower case, single-spaced) that name this field. */
  aliases: readonly string[];
}

/** Which column (by its header) fills each field. */
export type ColumnMap = Partial<Record<string, string>>;

/** One row of a file: its line in the file (1-based, the header is line 1) and its cells. */
export interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/** A header as compared: trimmed, lower case, underscores and runs of spaces as one space. */
export function normalHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
}

/** The mapping guessed from a file's headers: each field to the first header that names it. */
export function suggestColumns(
  fields: readonly ImportFieldSpec[],
  headers: readonly string[],
): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const { field, label, aliases } of fields) {
    const names = new Set([...aliases, normalHeader(label), normalHeader(field)]);
    const header = headers.find((h) => !used.has(h) && names.has(normalHeader(h)));
    if (header === undefined) continue;
    mapping[field] = header;
    used.add(header);
  }
  return mapping;
}

/**
 * The schema of a mapping over these fields: only their names, each to a header, every
 * required field mapped (the issue names the missing field).
 */
export function columnMapSchema(fields: readonly ImportFieldSpec[]) {
  const names = fields.map((f) => f.field) as [string, ...string[]];
  return z
    .partialRecord(z.enum(names), z.string().trim().min(1).max(200))
    .superRefine((mapping, context) => {
      for (const { field, label, required } of fields) {
        if (required && mapping[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `Choose the column that holds the ${label.toLowerCase()}`,
          });
        }
      }
    });
}

/** The fields of a mapping whose column the file does not have. */
export function missingColumns(
  mapping: ColumnMap,
  headers: readonly string[],
): { field: string; header: string }[] {
  return Object.entries(mapping).flatMap(([field, header]) =>
    header !== undefined && !headers.includes(header) ? [{ field, header }] : [],
  );
}

/** The mapped cells of a row by field, trimmed; empty cells and unmapped fields left out. */
export function mappedValues(
  cells: Readonly<Record<string, string>>,
  mapping: ColumnMap,
  fields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const header = mapping[field];
    const value = header === undefined ? '' : (cells[header] ?? '').trim();
    if (value) values[field] = value;
  }
  return values;
}

/** What a file's preview answers: its headers, its first rows, how many, a guessed mapping. */
export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.object({ line: z.number(), cells: z.record(z.string(), z.string()) })),
  total: z.number(),
  mapping: z.record(z.string(), z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
