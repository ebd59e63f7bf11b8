import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type AdminImportPreview,
  type AdminImportReport,
  adminImportRequestSchema,
  IMPORT_KIND_FIELDS,
  IMPORT_KINDS,
  type ImportKind,
} from '#domain/imports/kinds';
import { suggestColumns } from '#domain/imports/mapping';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import { jsonField, readImportFile, readImportUpload } from '../../platform/imports';
import { parseWith } from '../../platform/validation';
import { importRecords } from './run';

/** The admin import's permission (spec §2.3 admin/import). */
export const ADMIN_IMPORT = ['admin:sysadmin'] as const;

const PREVIEW_ROWS = 5;
const kindParams = z.object({ kind: z.string().max(40) });

/** The kind the path names, or 404. */
function kindOf(params: unknown): ImportKind {
  const { kind } = parseWith(kindParams, params);
  const known = IMPORT_KINDS.find((k) => k === kind);
  if (!known) throw notFound('There is no import of this kind');
  return known;
}

/**
 * Admin import (spec §2.3 admin/import, issue 21): `POST /api/admin/import/{kind}/preview`
 * reads a file's headers and first rows and guesses the mapping; `POST /api/admin/import/{kind}`
 * imports it (multipart: the file, `mapping` as JSON, `dryRun` true or false) all or nothing.
 */
export function registerAdminImportRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/admin/import/:kind/preview', async (request): Promise<AdminImportPreview> => {
    requirePermission(request, ADMIN_IMPORT);
    const kind = kindOf(request.params);
    const { file } = await readImportUpload(request);
    const read = await readImportFile(file.name, file.bytes);
    const fields = IMPORT_KIND_FIELDS[kind];
    return {
      kind,
      headers: read.headers,
      rows: read.rows.slice(0, PREVIEW_ROWS),
      total: read.rows.length,
      mapping: suggestColumns(fields, read.headers),
      fields: fields.map(({ field, label, required }) => ({ field, label, required })),
    };
  });

  app.post('/api/admin/import/:kind', async (request): Promise<AdminImportReport> => {
    const auth = requirePermission(request, ADMIN_IMPORT);
    const kind = kindOf(request.params);
    const { file, fields } = await readImportUpload(request);
    const body = parseWith(adminImportRequestSchema, {
      mapping: jsonField(fields.mapping) ?? {},
      dryRun: fields.dryRun !== 'false',
    });
    const read = await readImportFile(file.name, file.bytes);
    return importRecords(context.db, auth, kind, body, read);
  });
}
