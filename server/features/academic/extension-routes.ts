import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRequestIdSchema, type RequestStatus } from '#domain/forms/requests';
import {
  AUTO_APPROVED_REASON,
  extensionRequestSchemaFor,
  extensionSubjectKey,
  isAutoApproved,
} from '#domain/students/extensions';
import { moduleInstances, moduleRegistrations, studentRequests } from '../../db/schema';
import { studentRequestsEntity } from '../../entities/student-requests';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { presentRecord } from '../../platform/entities/present';
import { createRecord } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import {
  discardEvidence,
  isUniqueViolation,
  readMultipart,
  storeEvidence,
  type Upload,
  withEvidenceNames,
} from '../../platform/evidence/evidence-store';
import { parseWith } from '../../platform/validation';

const STUDENT = ['forms:student'] as const;
const EXTENSION_PATH =
  '/api/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId';
const extensionParams = z.object({
  engagementId: z.string().min(1).max(200),
  sessionId: z.string().min(1).max(20),
  moduleInstanceId: z.string().min(1).max(200),
});
export const DUPLICATE_EXTENSION = 'You have already asked for an extension for this assignment';
const ONE_PER_SUBJECT = 'student_requests_one_per_subject';

/** The request's JSON body, or the `data` field and `evidence` files of a multipart one. */
async function bodyOf(request: FastifyRequest): Promise<{ data: unknown; files: Upload[] }> {
  if (!request.isMultipart()) return { data: request.body, files: [] };
  const { data, files } = await readMultipart(request);
  if (data === undefined) {
    throw invalid([{ param: 'data', message: 'Send the request as JSON in the data field' }]);
  }
  return { data, files };
}

/**
 * Extension requests (spec §5, §7): one per assignment the student is registered on; a 7-day
 * request on the plain form is approved at once, the rest wait for staff with their evidence.
 */
export function registerExtensionRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  const handler = async (
    request: FastifyRequest<{ Params: z.infer<typeof extensionParams> }>,
    reply: { code(status: number): { send(body: unknown): unknown } },
  ) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const { data, files } = await bodyOf(request);
    const parsed = parseWith(extensionRequestSchemaFor(files.length), data);
    const ids = parseWith(clientRequestIdSchema, data);
    const subject = request.params;
    const [registration] = await db
      .select({ id: moduleRegistrations.id })
      .from(moduleRegistrations)
      .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
      .where(
        and(
          eq(moduleRegistrations.studentId, student.id),
          eq(moduleRegistrations.engagementId, subject.engagementId),
          eq(moduleRegistrations.moduleInstanceId, subject.moduleInstanceId),
          eq(moduleInstances.sessionId, subject.sessionId),
        ),
      );
    if (!registration) throw notFound('You are not registered on this module in that session');
    const subjectKey = extensionSubjectKey(subject);
    const [live] = await db
      .select({ id: studentRequests.id })
      .from(studentRequests)
      .where(
        and(
          eq(studentRequests.studentId, student.id),
          eq(studentRequests.type, 'extension'),
          eq(studentRequests.subjectKey, subjectKey),
          ne(studentRequests.status, 'Withdrawn' satisfies RequestStatus),
        ),
      );
    if (live) throw conflict(DUPLICATE_EXTENSION, { requestId: live.id });

    const uploaded = await storeEvidence(context, auth, student.id, files);
    const auto = isAutoApproved(parsed);
    const { mode, length, reason, evidence, evidenceFileIds = [] } = parsed;
    try {
      const row = await createRecord(db, studentRequestsEntity, auth, {
        id: ids.id ?? randomUUID(),
        studentId: student.id,
        type: 'extension',
        status: (auto ? 'Approved' : 'Pending') satisfies RequestStatus,
        subjectKey,
        data: await withEvidenceNames(context, student.id, {
          mode,
          length,
          reason,
          evidence: evidence ?? null,
          ...subject,
          evidenceFileIds: [...evidenceFileIds, ...uploaded.map((file) => file.id)],
        }),
        ...(auto
          ? { decidedAt: new Date().toISOString(), decisionReason: AUTO_APPROVED_REASON }
          : {}),
      });
      return reply.code(201).send(presentRecord(studentRequestsEntity, row));
    } catch (error) {
      await discardEvidence(
        context,
        uploaded.map((file) => file.id),
      );
      // Two requests at once: the one-live-request index refuses the second.
      if (isUniqueViolation(error, ONE_PER_SUBJECT)) throw conflict(DUPLICATE_EXTENSION);
      throw error;
    }
  };

  // The documented path ends in a slash; the same call answers without it.
  api.post(`${EXTENSION_PATH}/`, { schema: { params: extensionParams } }, handler);
  api.post(EXTENSION_PATH, { schema: { params: extensionParams } }, handler);
}
