import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evidenceFiles } from '../../db/schema';
import { studentRequestsEntity } from '../../entities/student-requests';
import { keysOfStudentRecord } from '../../entities/student-scope';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { inScope } from '../../platform/auth/scope';
import { invalid, notFound } from '../../platform/errors';
import {
  FILE_FIELD,
  readEvidence,
  readMultipart,
  storeEvidence,
} from '../../platform/evidence/evidence-store';
import { contentDisposition } from '../../platform/exports';

const STUDENT = ['forms:student'] as const;
const idParams = z.object({ id: z.string().min(1).max(100) });
// Served as a download only, never rendered: no scripts, no plugins, no same-origin access.
const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'private, no-store',
};

/** Evidence files: students upload their own; they and staff who see the student download. */
export function registerEvidenceRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  // Files uploaded ahead of a request, which then names them in evidenceFileIds.
  api.post('/api/forms/student/evidence', async (request, reply) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const { files } = await readMultipart(request);
    if (files.length === 0) {
      throw invalid([{ param: FILE_FIELD, message: 'Attach at least one evidence file' }]);
    }
    const items = await storeEvidence(context, auth, student.id, files);
    return reply.code(201).send({ items, total: items.length });
  });

  // Whoever may read the student's requests may read their evidence (same requirement, same
  // scope); anyone else is told it does not exist.
  api.get('/api/evidence/:id', { schema: { params: idParams } }, async (request, reply) => {
    const auth = requirePermission(request, studentRequestsEntity.policy.view);
    const [file] = await db
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.id, request.params.id));
    if (!file) throw notFound('There is no such evidence file');
    const keys = await keysOfStudentRecord(
      { id: file.id, version: 1, studentId: file.studentId },
      db,
    );
    if (!inScope(auth.scope, keys)) throw notFound('There is no such evidence file');
    const bytes = await readEvidence(context, file.id).catch(() => {
      throw notFound('The evidence file is missing');
    });
    return reply
      .headers(DOWNLOAD_HEADERS)
      .header('content-type', file.contentType || 'application/octet-stream')
      .header('content-disposition', contentDisposition(file.fileName))
      .send(bytes);
  });
}
