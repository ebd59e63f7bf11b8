import { uploadImport } from '../../../api/imports';
import { importPreviewSchema, importReportSchema } from '../../../domain/leads/answers';
import type { ColumnMapping } from '../../../domain/leads/event-import';

export type { Refusal } from '../../../api/imports';

/** Reads the file's headers and first rows, and the mapping the server guesses. */
export async function previewFile(file: File) {
  const { answer, refusal } = await uploadImport(
    'leads/events/preview',
    file,
    {},
    importPreviewSchema,
  );
  return { preview: answer, refusal };
}

export interface ImportForm {
  event: string;
  eventDate: string;
  mapping: ColumnMapping;
  dryRun: boolean;
}

/** Imports the attendees (a dry run or the commit) and answers the report of every row. */
export async function importFile(file: File, form: ImportForm) {
  const fields = {
    event: form.event,
    eventDate: form.eventDate,
    mapping: JSON.stringify(form.mapping),
    dryRun: String(form.dryRun),
  };
  const { answer, refusal } = await uploadImport(
    'leads/events/import',
    file,
    fields,
    importReportSchema,
  );
  return { report: answer, refusal };
}
