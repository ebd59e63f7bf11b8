import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type ImportPreview,
  importRequestSchema,
  suggestMapping,
} from '#domain/leads/event-import';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { AppError, invalid } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { readAttendeeFile } from './import-file';
import { importAttendees } from './import-run';

/** The events import's permission (spec §2.3 leads/events). */
export const LEAD_IMPORT = ['leads:import'] as const;

const FILE_FIELD = 'file';
const PREVIEW_ROWS = 5;
const NO_FILE = 'Choose the attendees file (CSV or Excel)';

/** The multipart body: the file and the text fields beside it. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the file as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid([{ param: FILE_FIELD, message: 'The file is too large' }]);
    }
    throw error;
  }
  if (!file) throw invalid([{ param: FILE_FIELD, message: NO_FILE }], NO_FILE);
  return { file, fields };
}

function jsonField(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid([{ param: 'mapping', message: 'The column mapping is not valid JSON' }]);
  }
}

/**
 * Events import (spec §2.3 leads/events): `POST /api/leads/events/preview` reads a file's
 * headers and first rows and guesses the mapping; `POST /api/leads/events/import` imports its
 * attendees (a dry run, or the commit) and reports what became of each row.
 */
export function registerLeadImportRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/leads/events/preview', async (request): Promise<ImportPreview> => {
    requirePermission(request, LEAD_IMPORT);
    const { file } = await readUpload(request);
    const read = await readAttendeeFile(file.name, file.bytes);
    return {
      headers: read.headers,
      rows: read.rows.slice(0, PREVIEW_ROWS),
      total: read.rows.length,
      mapping: suggestMapping(read.headers),
    };
  });

  app.post('/api/leads/events/import', async (request) => {
    const auth = requirePermission(request, LEAD_IMPORT);
    const { file, fields } = await readUpload(request);
    const body = parseWith(importRequestSchema, {
      event: fields.event,
      eventDate: fields.eventDate,
      mapping: jsonField(fields.mapping),
      dryRun: fields.dryRun !== 'false',
    });
    const read = await readAttendeeFile(file.name, file.bytes);
    return importAttendees(context.db, auth, body, read);
  });
}
