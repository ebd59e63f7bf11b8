import { api, failureOf, messageOfFailure } from '../../../api/client';
import { bodyList, entryMessage } from '../../../domain/errors/api-error-body';
import { importPreviewSchema, importReportSchema } from '../../../domain/leads/answers';
import type { ColumnMapping } from '../../../domain/leads/event-import';

/** What a refused call says: its message and each detail (e.g. the malformed lines). */
export interface Refusal {
  message: string;
  details: string[];
}

async function refusalOf(failure: unknown): Promise<Refusal> {
  const { body } = await failureOf(failure);
  return {
    message: await messageOfFailure(failure, 'The file could not be read; try again.'),
    details: bodyList(body, 'details')
      .map(entryMessage)
      .filter((message): message is string => message !== undefined),
  };
}

/** Reads the file's headers and first rows, and the mapping the server guesses. */
export async function previewFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return {
      preview: importPreviewSchema.parse(await api.post('leads/events/preview', { body }).json()),
    };
  } catch (failure) {
    return { refusal: await refusalOf(failure) };
  }
}

export interface ImportForm {
  event: string;
  eventDate: string;
  mapping: ColumnMapping;
  dryRun: boolean;
}

/** Imports the attendees (a dry run or the commit) and answers the report of every row. */
export async function importFile(file: File, form: ImportForm) {
  const body = new FormData();
  body.append('event', form.event);
  body.append('eventDate', form.eventDate);
  body.append('mapping', JSON.stringify(form.mapping));
  body.append('dryRun', String(form.dryRun));
  body.append('file', file, file.name);
  try {
    return {
      report: importReportSchema.parse(await api.post('leads/events/import', { body }).json()),
    };
  } catch (failure) {
    return { refusal: await refusalOf(failure) };
  }
}
