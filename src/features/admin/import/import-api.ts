import { type Refusal, uploadImport } from '../../../api/imports';
import { bodyMessage } from '../../../domain/errors/api-error-body';
import {
  type AdminImportReport,
  adminImportPreviewSchema,
  adminImportReportSchema,
  type ImportKind,
} from '../../../domain/imports/kinds';
import type { ColumnMap } from '../../../domain/imports/mapping';

export type { Refusal };

/** Reads the file's headers and first rows for a kind, with the kind's fields and a mapping. */
export async function previewImport(kind: ImportKind, file: File) {
  const { answer, refusal } = await uploadImport(
    `admin/import/${kind}/preview`,
    file,
    {},
    adminImportPreviewSchema,
  );
  return { preview: answer, refusal };
}

/** The report a refused commit carries (every row, the refused ones with their reasons). */
function reportOf(body: unknown): AdminImportReport | undefined {
  const report =
    typeof body === 'object' && body !== null ? (body as { report?: unknown }).report : undefined;
  const parsed = adminImportReportSchema.safeParse(report);
  return parsed.success ? parsed.data : undefined;
}

/** Imports the file (a dry run or the commit): the report, or the refusal (and its report). */
export async function runImport(kind: ImportKind, file: File, mapping: ColumnMap, dryRun: boolean) {
  const { answer, refusal } = await uploadImport(
    `admin/import/${kind}`,
    file,
    { mapping: JSON.stringify(mapping), dryRun: String(dryRun) },
    adminImportReportSchema,
  );
  if (!refusal) return { report: answer };
  const report = reportOf(refusal.body);
  // A refused commit's rows are in its report: the message says it, the table says why.
  if (!report) return { refusal };
  return {
    report,
    refusal: { ...refusal, message: bodyMessage(refusal.body) ?? refusal.message, details: [] },
  };
}
