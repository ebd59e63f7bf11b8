import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canDecide,
  canWithdraw,
  clientRequestIdSchema,
  iosRequestSchema,
  isFinanceRequestType,
  type RequestStatus,
  requestDecisionSchema,
  studentRequestSchema,
  takesEvidenceFiles,
} from '#domain/forms/index';
import { requestDecisionValues } from '#domain/mail/templates';
import { studentRequests, students } from '../../db/schema';
import { studentRequestsEntity } from '../../entities/student-requests';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import type { Row } from '../../platform/entities/define';
import { presentRecord } from '../../platform/entities/present';
import { requireRecordPermission } from '../../platform/entities/record-access';
import { createRecord, findInScope, updateRecord } from '../../platform/entities/write';
import { conflict, invalid, notFound } from '../../platform/errors';
import {
  discardEvidence,
  evidenceIdsOf,
  readMultipart,
  storeEvidence,
  withEvidenceNames,
} from '../../platform/evidence/evidence-store';
import { featureOn } from '../../platform/features';
import { parseIfMatch } from '../../platform/http/if-match';
import { registerPreviewSource, sendTemplate } from '../../platform/mail/templated';
import { parseWith } from '../../platform/validation';

const STUDENT = ['forms:student'] as const;
/** Staff who decide students' requests. */
const DECIDE = [['students:admin', 'students:enrolment']] as const;
const idParams = z.object({ id: z.string().min(1).max(300) });

/** Requests: the student makes and withdraws their own; staff decide them (spec §7). */
export function registerRequestRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  // admin/emailtemplates previews the decision mail with a real request, in the caller's scope.
  registerPreviewSource(context, 'student-request-decision', async (auth, id) => {
    const row = await findInScope(db, studentRequestsEntity, id, auth);
    if (!row) return undefined;
    const [student] = await db
      .select({ firstName: students.firstName })
      .from(students)
      .where(eq(students.id, String(row.studentId)));
    const decided = row.status === 'Approved' || row.status === 'Rejected';
    return requestDecisionValues({
      firstName: student?.firstName ?? '',
      decision: decided ? String(row.status) : 'Approved',
      reason: typeof row.decisionReason === 'string' ? row.decisionReason : '',
      type: String(row.type),
    });
  });

  async function createRequest(auth: AuthContext, type: string, data: unknown, body: unknown) {
    const ids = parseWith(clientRequestIdSchema, body);
    const student = await ownStudent(context, auth);
    const row = await createRecord(db, studentRequestsEntity, auth, {
      ...(ids.id ? { id: ids.id } : {}),
      studentId: student.id,
      type,
      status: 'Pending' satisfies RequestStatus,
      data: await withEvidenceNames(context, student.id, data),
    });
    return presentRecord(studentRequestsEntity, row);
  }

  // JSON, or multipart/form-data with the JSON in `data` and evidence files (deferrals and
  // waivers): the files are stored, then claimed by the request, or removed if it is refused.
  api.post('/api/forms/student/requests', async (request, reply) => {
    const auth = requirePermission(request, STUDENT);
    const { data: body, files } = request.isMultipart()
      ? await readMultipart(request)
      : { data: request.body, files: [] };
    const { type, data } = parseWith(studentRequestSchema, body);
    // Finance requests exist only while the college has them switched on (issue 19).
    if (isFinanceRequestType(type) && !featureOn(context, 'financeRequests')) {
      throw notFound('Finance requests are switched off');
    }
    if (files.length > 0 && !takesEvidenceFiles(type)) {
      throw invalid([{ param: 'evidence', message: 'This kind of request takes no files' }]);
    }
    const student = await ownStudent(context, auth);
    const uploaded = await storeEvidence(context, auth, student.id, files);
    const withFiles =
      uploaded.length > 0
        ? { ...data, evidenceFileIds: [...evidenceIdsOf(data), ...uploaded.map((f) => f.id)] }
        : data;
    try {
      return reply.code(201).send(await createRequest(auth, type, withFiles, body));
    } catch (error) {
      await discardEvidence(
        context,
        uploaded.map((file) => file.id),
      );
      throw error;
    }
  });

  api.delete(
    '/api/forms/student/requests/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      // Staff who see the request may not withdraw it (403); others' or none: 404.
      const auth = await requireRecordPermission(
        db,
        request,
        studentRequestsEntity,
        request.params.id,
        STUDENT,
      );
      const student = await ownStudent(context, auth);
      const [own] = await db
        .select({ id: studentRequests.id, version: studentRequests.version })
        .from(studentRequests)
        .where(
          and(eq(studentRequests.id, request.params.id), eq(studentRequests.studentId, student.id)),
        );
      if (!own) throw notFound('There is no such request');
      const ifMatch = parseIfMatch(request.headers['if-match']);
      await updateRecord(db, studentRequestsEntity, auth, own.id, {
        expectedVersion: ifMatch ?? own.version,
        // Without If-Match the withdrawal applies to whatever version is current.
        canMerge: () => ifMatch === undefined,
        next: (current) => {
          if (!canWithdraw(current.status as RequestStatus)) {
            throw conflict('This request has been decided and cannot be withdrawn');
          }
          return { status: 'Withdrawn' satisfies RequestStatus };
        },
      });
      return reply.code(204).send();
    },
  );

  // Interruption of studies has its own calls (spec §7): the student's IoS requests, and a new one.
  api.get('/api/forms/student/ios-request', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const rows = (await db
      .select()
      .from(studentRequests)
      .where(and(eq(studentRequests.studentId, student.id), eq(studentRequests.type, 'ios')))
      .orderBy(asc(studentRequests.createdAt), asc(studentRequests.id))) as Row[];
    return {
      items: rows.map((row) => presentRecord(studentRequestsEntity, row)),
      total: rows.length,
    };
  });

  api.post('/api/forms/student/ios-request', async (request, reply) => {
    const auth = requirePermission(request, STUDENT);
    const parsed = parseWith(iosRequestSchema, request.body);
    return reply.code(201).send(await createRequest(auth, 'ios', parsed, request.body));
  });

  // Staff approve or reject a pending request; the student is told by mail, with the reason.
  api.post(
    '/api/student-requests/:id/decision',
    { schema: { params: idParams } },
    async (request) => {
      // Another hub's request (or none) is 404, as to a read (issue 17).
      const auth = await requireRecordPermission(
        db,
        request,
        studentRequestsEntity,
        request.params.id,
        DECIDE,
      );
      const { decision, reason } = parseWith(requestDecisionSchema, request.body);
      const ifMatch = parseIfMatch(request.headers['if-match']);
      // updateRecord reads the request within the caller's scope: 404 outside it.
      const row = await updateRecord(db, studentRequestsEntity, auth, request.params.id, {
        expectedVersion: ifMatch ?? 0,
        canMerge: () => ifMatch === undefined,
        next: (current) => {
          // Finance decides finance requests, in its own queue (/api/finance/requests).
          if (isFinanceRequestType(String(current.type))) throw notFound();
          if (!canDecide(current.status as RequestStatus)) {
            throw conflict(`This request is already ${String(current.status).toLowerCase()}`);
          }
          return {
            status: decision,
            decisionReason: reason || null,
            decidedBy: auth.user.id,
            decidedAt: new Date().toISOString(),
          };
        },
      });
      const [student] = await db
        .select({ email: students.email, firstName: students.firstName })
        .from(students)
        .where(eq(students.id, String(row.studentId)));
      if (student) {
        await sendTemplate(
          context,
          'student-request-decision',
          student.email,
          requestDecisionValues({
            firstName: student.firstName,
            decision,
            reason,
            type: String(row.type),
          }),
        );
      }
      return presentRecord(studentRequestsEntity, row);
    },
  );
}
