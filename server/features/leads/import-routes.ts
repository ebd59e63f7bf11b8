import type { FastifyInstance } from 'fastify';
import {
  type ImportPreview,
  importRequestSchema,
  suggestMapping,
} from '#domain/leads/event-import';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { jsonField, readImportFile, readImportUpload } from '../../platform/imports';
import { parseWith } from '../../platform/validation';
import { importAttendees } from './import-run';

/** The events import's permission (spec §2.3 leads/events). */
export const LEAD_IMPORT = ['leads:import'] as const;

const PREVIEW_ROWS = 5;
const NO_FILE = 'Choose the attendees file (CSV or Excel)';

/**
 * Events import (spec §2.3 leads/events): `POST /api/leads/events/preview` reads a file's
 * headers and first rows and guesses the mapping; `POST /api/leads/events/import` imports its
 * attendees (a dry run, or the commit) and reports what became of each row.
 */
export function registerLeadImportRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/leads/events/preview', async (request): Promise<ImportPreview> => {
    requirePermission(request, LEAD_IMPORT);
    const { file } = await readImportUpload(request, NO_FILE);
    const read = await readImportFile(file.name, file.bytes);
    return {
      headers: read.headers,
      rows: read.rows.slice(0, PREVIEW_ROWS),
      total: read.rows.length,
      mapping: suggestMapping(read.headers),
    };
  });

  app.post('/api/leads/events/import', async (request) => {
    const auth = requirePermission(request, LEAD_IMPORT);
    const { file, fields } = await readImportUpload(request, NO_FILE);
    const body = parseWith(importRequestSchema, {
      event: fields.event,
      eventDate: fields.eventDate,
      mapping: jsonField(fields.mapping),
      dryRun: fields.dryRun !== 'false',
    });
    const read = await readImportFile(file.name, file.bytes);
    return importAttendees(context.db, auth, body, read);
  });
}
