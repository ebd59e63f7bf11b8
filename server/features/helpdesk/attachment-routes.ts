import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVIDENCE_CONTENT_TYPES } from '#domain/forms/evidence-files';
import { ticketAttachments } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { invalid, notFound } from '../../platform/errors';
import { FILE_FIELD, readMultipart } from '../../platform/evidence/evidence-store';
import { contentDisposition } from '../../platform/exports';
import { EITHER, helpdeskCaller, idParams } from './access';
import { visibleTicket } from './data';

const fileParams = idParams.extend({ fileId: z.string().min(1).max(100) });
// Served as a download only, never rendered (as evidence files are).
const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'private, no-store',
};

/** Where a ticket attachment's bytes live: beside the evidence files, in `tickets/`. */
function attachmentPath(context: AppContext, id: string): string {
  return join(context.evidenceDir, 'tickets', id);
}

/**
 * Attachments of a ticket (issue 21): the evidence files' kinds (PDF, images, Word, text), at most three a time, each ≤ 10 MB (413
 * above it, 422 for another kind), sent as multipart/form-data in the `evidence` field (the
 * upload limits of server/app.ts). Online only: the device does not queue files for tickets.
 */
export function registerAttachmentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.post(
    '/api/tickets/:id/attachments',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = helpdeskCaller(context, request, EITHER);
      const ticket = await visibleTicket(db, auth, request.params.id);
      const { files } = await readMultipart(request);
      if (files.length === 0) {
        throw invalid([{ param: FILE_FIELD, message: 'Attach at least one file' }]);
      }
      await mkdir(join(context.evidenceDir, 'tickets'), { recursive: true });
      const rows = files.map((file) => ({
        id: randomUUID(),
        ticketId: ticket.id,
        messageId: null,
        fileName: file.fileName,
        contentType: EVIDENCE_CONTENT_TYPES[file.kind],
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        uploadedBy: auth.realUser.id,
      }));
      const written: string[] = [];
      try {
        for (const [index, row] of rows.entries()) {
          const bytes = files[index]?.bytes ?? Buffer.alloc(0);
          await writeFile(attachmentPath(context, row.id), bytes, { flag: 'wx' });
          written.push(row.id);
        }
        await db.insert(ticketAttachments).values(rows);
      } catch (error) {
        await Promise.all(
          written.map((id) => unlink(attachmentPath(context, id)).catch(() => undefined)),
        );
        throw error;
      }
      const items = rows.map(({ id, fileName, contentType, size }) => ({
        id,
        fileName,
        contentType,
        size,
      }));
      return reply.code(201).send({ items, total: items.length });
    },
  );

  api.get(
    '/api/tickets/:id/attachments/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const auth = helpdeskCaller(context, request, EITHER);
      const ticket = await visibleTicket(db, auth, request.params.id);
      const [file] = await db
        .select()
        .from(ticketAttachments)
        .where(
          and(
            eq(ticketAttachments.id, request.params.fileId),
            eq(ticketAttachments.ticketId, ticket.id),
          ),
        );
      if (!file) throw notFound('There is no such attachment');
      const bytes = await readFile(attachmentPath(context, file.id)).catch(() => {
        throw notFound('The attachment is missing');
      });
      return reply
        .headers(DOWNLOAD_HEADERS)
        .header('content-type', file.contentType || 'application/octet-stream')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(bytes);
    },
  );
}
