import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../errors';
import { MAX_IMPORT_FILE_BYTES } from './file';

const FILE_FIELD = 'file';

/** An uploaded file: its name and its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The multipart body of an import: the file (part `file`, at most MAX_IMPORT_FILE_BYTES) and
 * the text fields beside it; 415 when the body is not multipart, 422 without a file or when it
 * is too large (`noFile` says what to choose).
 */
export async function readImportUpload(
  request: FastifyRequest,
  noFile = 'Choose the file (CSV or Excel)',
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the file as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_FILE_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = MAX_IMPORT_FILE_BYTES / 1024 / 1024;
      throw invalid(
        [{ param: FILE_FIELD, message: `The file is larger than ${megabytes} MB` }],
        `The file is larger than ${megabytes} MB`,
      );
    }
    throw error;
  }
  if (!file) throw invalid([{ param: FILE_FIELD, message: noFile }], noFile);
  return { file, fields };
}

/** A text field holding JSON (the column mapping), or 422 naming the field. */
export function jsonField(value: string | undefined, param = 'mapping'): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid([{ param, message: 'The column mapping is not valid JSON' }]);
  }
}
