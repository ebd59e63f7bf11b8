import type { z } from 'zod';
import { bodyList, entryMessage } from '../domain/errors/api-error-body';
import { api, failureOf, messageOfFailure } from './client';

// Uploading a file to an import route (the events import, the admin import): the file and the
// text fields beside it as multipart, the answer checked with its schema, a refusal read as a
// message and its details (e.g. the malformed lines).

/** What a refused call says: its message, each detail, and the body (e.g. its report). */
export interface Refusal {
  message: string;
  details: string[];
  body: unknown;
}

async function refusalOf(failure: unknown): Promise<Refusal> {
  const { body } = await failureOf(failure);
  return {
    message: await messageOfFailure(failure, 'The file could not be read; try again.'),
    details: bodyList(body, 'details')
      .map(entryMessage)
      .filter((message): message is string => message !== undefined),
    body,
  };
}

/** Posts the file (part `file`) and the fields to `path` under /api; the answer or the refusal. */
export async function uploadImport<S extends z.ZodType>(
  path: string,
  file: File,
  fields: Record<string, string>,
  schema: S,
): Promise<
  { answer: z.output<S>; refusal?: undefined } | { answer?: undefined; refusal: Refusal }
> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  try {
    return { answer: schema.parse(await api.post(path, { body }).json()) };
  } catch (failure) {
    return { refusal: await refusalOf(failure) };
  }
}
