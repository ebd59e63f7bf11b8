import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { academicYearOf } from '#domain/calendar/academic-year';
import { hesaQuestions } from '#domain/forms/hesadata';
import type { RequestStatus } from '#domain/forms/requests';
import type {
  CurrentAssignment,
  CurrentExtension,
  EvidenceFileSummary,
} from '#domain/forms/student-records';
import {
  extendedDueDate,
  extensionLengthSchema,
  extensionSubjectKey,
} from '#domain/students/extensions';
import {
  evidenceFiles,
  moduleInstances,
  moduleRegistrations,
  modules,
  studentRequests,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent, studentInScope } from '../../platform/auth/own-student';
import { summaryOf } from '../../platform/evidence/evidence-store';
import { contentDisposition } from '../../platform/exports';
import { requireFeature } from '../../platform/features';
import { buildTranscript, transcriptPdf } from './transcript';

const STUDENT = ['forms:student'] as const;
/** The statistical-return questions go with the HESA form, which needs forms:hesa too. */
const HESA = ['forms:student', 'forms:hesa'] as const;
/** Staff who see a student (a hub's staff, their tutor, the programme director). */
const STAFF = [['students:view', 'mystudents:view']] as const;
const transcriptQuery = z.object({ export: z.enum(['pdf']).optional() });

/** The current academic session's title (`2026-27`), from the clock. */
export function currentSessionId(now = new Date()): string {
  return academicYearOf(now).title;
}

/** The read-only academic calls of the student forms area (spec §7): the caller's own data. */
export function registerRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(
    '/api/forms/student/transcript',
    { schema: { querystring: transcriptQuery } },
    async (request, reply) => {
      const auth = requirePermission(request, STUDENT);
      const student = await ownStudent(context, auth);
      const transcript = await buildTranscript(db, student);
      if (request.query.export !== 'pdf') return transcript;
      const pdf = await transcriptPdf(transcript, context.config.college.name);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`transcript-${student.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The same transcript for staff on the student record (Transcript tab), in their scope.
  app.get('/api/students/:id/transcript', async (request) => {
    const auth = requirePermission(request, STAFF);
    const student = await studentInScope(context, auth, request.params);
    return buildTranscript(db, student);
  });

  // Assignments due this session on any of the student's engagements, soonest first.
  api.get('/api/forms/student/current-assignments', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const sessionId = currentSessionId();
    const [rows, live] = await Promise.all([
      db
        .select({
          engagementId: moduleRegistrations.engagementId,
          moduleInstanceId: moduleInstances.id,
          moduleCode: modules.id,
          moduleTitle: modules.title,
          title: moduleInstances.assessmentTitle,
          dueDate: moduleInstances.assessmentDueDate,
        })
        .from(moduleRegistrations)
        .innerJoin(moduleInstances, eq(moduleInstances.id, moduleRegistrations.moduleInstanceId))
        .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
        .where(
          and(
            eq(moduleRegistrations.studentId, student.id),
            eq(moduleInstances.sessionId, sessionId),
          ),
        )
        .orderBy(asc(moduleInstances.assessmentDueDate), asc(modules.id)),
      db
        .select({ id: studentRequests.id, subjectKey: studentRequests.subjectKey })
        .from(studentRequests)
        .where(
          and(
            eq(studentRequests.studentId, student.id),
            eq(studentRequests.type, 'extension'),
            ne(studentRequests.status, 'Withdrawn' satisfies RequestStatus),
          ),
        ),
    ]);
    const requestOf = new Map(live.map((row) => [row.subjectKey, row.id]));
    const items: CurrentAssignment[] = rows.map((row) => ({
      ...row,
      sessionId,
      extensionRequestId: requestOf.get(extensionSubjectKey({ ...row, sessionId })) ?? null,
    }));
    return { items, total: items.length };
  });

  // The student's extension requests for this session's assignments, newest first.
  api.get('/api/forms/student/current-extensions', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const sessionId = currentSessionId();
    const all = await db
      .select()
      .from(studentRequests)
      .where(and(eq(studentRequests.studentId, student.id), eq(studentRequests.type, 'extension')))
      .orderBy(asc(studentRequests.createdAt), asc(studentRequests.id));
    const requests = all
      .map((row) => ({ row, data: extensionData(row.data) }))
      .filter(({ data }) => data.sessionId === sessionId)
      .reverse();
    const instanceIds = [...new Set(requests.map(({ data }) => data.moduleInstanceId))];
    const requestIds = requests.map(({ row }) => row.id);
    const [runs, files] = await Promise.all([
      instanceIds.length === 0
        ? []
        : db
            .select({
              id: moduleInstances.id,
              moduleTitle: modules.title,
              assignmentTitle: moduleInstances.assessmentTitle,
              dueDate: moduleInstances.assessmentDueDate,
            })
            .from(moduleInstances)
            .innerJoin(modules, eq(modules.id, moduleInstances.moduleId))
            .where(inArray(moduleInstances.id, instanceIds)),
      requestIds.length === 0
        ? []
        : db
            .select()
            .from(evidenceFiles)
            .where(inArray(evidenceFiles.requestId, requestIds))
            .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id)),
    ]);
    const runOf = new Map(runs.map((run) => [run.id, run]));
    const items: CurrentExtension[] = requests.map(({ row, data }) => {
      const run = runOf.get(data.moduleInstanceId);
      const status = row.status as RequestStatus;
      const originalDueDate = run?.dueDate ?? '';
      const evidence: EvidenceFileSummary[] = files
        .filter((file) => file.requestId === row.id)
        .map(summaryOf);
      return {
        id: row.id,
        engagementId: data.engagementId,
        sessionId: data.sessionId,
        moduleInstanceId: data.moduleInstanceId,
        moduleTitle: run?.moduleTitle ?? '',
        assignmentTitle: run?.assignmentTitle ?? '',
        length: data.length,
        status,
        reason: data.reason,
        decisionReason: row.decisionReason,
        originalDueDate,
        newDueDate: originalDueDate ? extendedDueDate(originalDueDate, data.length, status) : null,
        evidenceFiles: evidence,
        createdAt: row.createdAt,
      };
    });
    return { items, total: items.length };
  });

  // The questions of the statistical return (the HESA form's fields), for the HESA page.
  api.get('/api/forms/student/hesaquestions', async (request) => {
    const auth = requirePermission(request, HESA);
    requireFeature(context, 'hesa', 'HESA');
    await ownStudent(context, auth);
    const items = hesaQuestions();
    return { items, total: items.length };
  });
}

const storedExtension = z.object({
  engagementId: z.string().catch(''),
  sessionId: z.string().catch(''),
  moduleInstanceId: z.string().catch(''),
  length: extensionLengthSchema.catch(7),
  reason: z.string().catch(''),
});

/** The fields of a stored extension request's data (made by the route below or by staff). */
function extensionData(data: unknown): z.infer<typeof storedExtension> {
  return storedExtension
    .catch({ engagementId: '', sessionId: '', moduleInstanceId: '', length: 7, reason: '' })
    .parse(data);
}
