import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { policiesAgreedForm } from '#domain/forms/index';
import { isoTimestamp } from '#domain/records/timestamp';
import { comingSessionTitle, type OwnSession } from '#domain/students/enrolment-year';
import { missingPolicies, type PolicyAcceptanceDraft } from '#domain/students/policies';
import { engagements, enrolmentSessions, studentForms } from '../../db/schema';
import { studentFormsEntity } from '../../entities/student-forms';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { presentRecord } from '../../platform/entities/present';
import { conflict } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { formIfMatch, saveStudentForm } from './save-form';

const STUDENT = ['forms:student'] as const;

/** The session an enrolment time counts for; undefined when it is not a time. */
function enrolledFor(enrolledAt: unknown): string | undefined {
  if (typeof enrolledAt !== 'string') return undefined;
  const date = new Date(enrolledAt);
  return Number.isNaN(date.getTime()) ? undefined : comingSessionTitle(date);
}

/** Enrolment (spec §5, §7): agree the four policies, then mark the current session enrolled. */
export function registerEnrolmentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  // The four policies, all accepted, with the version of the texts and when (spec §5).
  api.put('/api/forms/student/policies-agreed', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const parsed = parseWith(policiesAgreedForm.schema, request.body);
    const student = await ownStudent(context, auth);
    const data = { ...parsed, agreedAt: new Date().toISOString() };
    return saveStudentForm(
      context,
      auth,
      { studentId: student.id, formId: 'policies-agreed', data },
      formIfMatch(request),
    );
  });

  // Marks the student enrolled once the policies are agreed; a repeat keeps the first time.
  api.put('/api/forms/student/session-enrolled', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const [agreed] = await db
      .select({ data: studentForms.data })
      .from(studentForms)
      .where(eq(studentForms.id, `${student.id}:policies-agreed`));
    if (!agreed || missingPolicies(agreed.data as PolicyAcceptanceDraft).length > 0) {
      throw conflict('Agree to the four policies first');
    }
    const [enrolled] = await db
      .select()
      .from(studentForms)
      .where(eq(studentForms.id, `${student.id}:session-enrolled`));
    // The student's enrolment sessions of the coming year record it too, for the staff screen.
    const now = context.clock?.() ?? new Date();
    await db
      .update(enrolmentSessions)
      .set({ studentEnrolledAt: now.toISOString() })
      .where(
        and(
          eq(enrolmentSessions.studentId, student.id),
          eq(enrolmentSessions.sessionId, comingSessionTitle(now)),
          isNull(enrolmentSessions.studentEnrolledAt),
        ),
      );
    // One form a student: an enrolment of an earlier session is replaced by this session's.
    const enrolledAt = (enrolled?.data as { enrolledAt?: unknown } | null)?.enrolledAt;
    if (enrolled && enrolledFor(enrolledAt) === comingSessionTitle(now)) {
      return presentRecord(studentFormsEntity, enrolled);
    }
    return saveStudentForm(
      context,
      auth,
      {
        studentId: student.id,
        formId: 'session-enrolled',
        data: { enrolledAt: now.toISOString() },
      },
      undefined,
    );
  });

  // The student's own enrolment sessions, newest first (spec §4 statuses), for the enrolment page.
  api.get('/api/forms/student/enrolment-sessions', async (request): Promise<OwnSession[]> => {
    const auth = requirePermission(request, STUDENT);
    const student = await ownStudent(context, auth);
    const rows = await db
      .select({
        sessionId: enrolmentSessions.sessionId,
        status: enrolmentSessions.status,
        yearOfStudy: enrolmentSessions.yearOfStudy,
        engagementCode: engagements.code,
        studentEnrolledAt: enrolmentSessions.studentEnrolledAt,
      })
      .from(enrolmentSessions)
      .innerJoin(engagements, eq(engagements.id, enrolmentSessions.engagementId))
      .where(eq(enrolmentSessions.studentId, student.id))
      .orderBy(desc(enrolmentSessions.sessionId), asc(engagements.code));
    return rows.map((row) => ({
      ...row,
      status: row.status as OwnSession['status'],
      studentEnrolledAt: row.studentEnrolledAt && isoTimestamp(row.studentEnrolledAt),
    }));
  });
}
