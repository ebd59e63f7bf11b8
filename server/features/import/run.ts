import {
  ADMIN_IMPORT_OUTCOMES,
  type AdminImportOutcome,
  type AdminImportReport,
  type AdminImportRequest,
  IMPORT_KIND_FIELDS,
  type ImportKind,
} from '#domain/imports/kinds';
import { columnMapSchema, mappedValues } from '#domain/imports/mapping';
import { countOutcomes, type ImportRowResult, lineDetail } from '#domain/imports/report';
import { type CheckedRow, checkRow } from '#domain/imports/rows';
import type { Db } from '../../db/client';
import { hubs } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/context';
import { AppError, invalid } from '../../platform/errors';
import {
  attemptRow,
  checkMappedColumns,
  type ImportFile,
  inImportTransaction,
} from '../../platform/imports';
import { KIND_WRITERS } from './kinds';

type RowResult = ImportRowResult<AdminImportOutcome>;

/** The mapping checked for the kind: its fields only, the required ones mapped (422 if not). */
function mappingFor(kind: ImportKind, mapping: unknown, headers: readonly string[]) {
  const parsed = columnMapSchema(IMPORT_KIND_FIELDS[kind]).safeParse(mapping);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((issue) => ({
        param: ['mapping', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
      'The column mapping is incomplete',
    );
  }
  checkMappedColumns(parsed.data, headers);
  return parsed.data;
}

/** A hub by its id or its name (ignoring case). */
async function hubFinder(tx: Db) {
  const rows = await tx.select({ id: hubs.id, name: hubs.name }).from(hubs);
  return (value: string) =>
    rows.find((hub) => hub.id === value || hub.name.toLowerCase() === value.toLowerCase())?.id;
}

/** Every row's result: refused with the reason, or created (inside the transaction). */
async function importRows(
  tx: Db,
  auth: AuthContext,
  kind: ImportKind,
  mapping: Record<string, string | undefined>,
  file: ImportFile,
): Promise<RowResult[]> {
  const writer = KIND_WRITERS[kind];
  const fields = IMPORT_KIND_FIELDS[kind].map((spec) => spec.field);
  const lookups = { hubIdOf: await hubFinder(tx) };
  const checked = file.rows.map((row) => ({
    line: row.line,
    row: checkRow(kind, mappedValues(row.cells, mapping, fields), lookups),
  }));
  const keys = checked.flatMap(({ row }) =>
    'duplicateKey' in row && row.duplicateKey ? [row.duplicateKey] : [],
  );
  const stored = await writer.existing(tx, [...new Set(keys)]);
  const seen = new Map<string, number>();
  const results: RowResult[] = [];
  const refuse = (line: number, name: string, reason: string) =>
    results.push({ line, name, outcome: 'refused', reason });
  for (const { line, row } of checked) {
    if ('refused' in row) {
      refuse(line, row.name, row.refused);
      continue;
    }
    const duplicate = duplicateOf(row, stored, seen, writer.singular);
    if (duplicate) {
      refuse(line, row.name, duplicate);
      continue;
    }
    if (row.duplicateKey) seen.set(row.duplicateKey, line);
    const written = await attemptRow(tx, (savepoint) => writer.create(savepoint, auth, row.input));
    if ('refused' in written) refuse(line, row.name, written.refused);
    else {
      const reason = `New ${writer.singular}`;
      results.push({ line, name: row.name, outcome: 'created', reason, id: written.done });
    }
  }
  return results;
}

/** Why a checked row duplicates a stored record or an earlier row (undefined when it does not). */
function duplicateOf(
  row: CheckedRow,
  stored: ReadonlySet<string>,
  seen: ReadonlyMap<string, number>,
  singular: string,
): string | undefined {
  const key = row.duplicateKey;
  if (!key) return undefined;
  const article = /^[aeiou]/.test(singular) ? 'an' : 'a';
  if (stored.has(key)) return `Already ${article} ${singular} ${row.duplicateBy}`;
  const earlier = seen.get(key);
  return earlier === undefined ? undefined : `The same as line ${earlier} (${row.duplicateBy})`;
}

/**
 * The admin import (spec §2.3 admin/import): every row is checked with its record's schema and
 * for duplicates, then created through the app's write path, all in one transaction. A dry run
 * rolls it all back and reports what would happen; a commit keeps it only when no row is
 * refused, else nothing is created and the 422 names every refused row by its line.
 */
export async function importRecords(
  db: Db,
  auth: AuthContext,
  kind: ImportKind,
  request: AdminImportRequest,
  file: ImportFile,
): Promise<AdminImportReport> {
  const mapping = mappingFor(kind, request.mapping, file.headers);
  if (file.rows.length === 0) {
    throw invalid([{ param: 'file', message: 'The file has no rows to import' }]);
  }
  const { result, committed } = await inImportTransaction<RowResult[]>(
    db,
    { dryRun: request.dryRun, keep: (rows) => rows.every((row) => row.outcome === 'created') },
    (tx) => importRows(tx, auth, kind, mapping, file),
  );
  // Ids of rows rolled back name no record.
  const rows = committed ? result : result.map(({ id: _id, ...row }) => row);
  const counts = countOutcomes(ADMIN_IMPORT_OUTCOMES, rows);
  const report = { kind, dryRun: request.dryRun, committed, counts, rows };
  if (request.dryRun || committed) return report;
  const refused = rows.filter((row) => row.outcome === 'refused');
  throw new AppError(
    'VALIDATION',
    422,
    `Nothing was imported: ${refused.length} of ${rows.length} rows are refused`,
    refused.map((row) => lineDetail(row.line, row.reason)),
    { report },
  );
}
