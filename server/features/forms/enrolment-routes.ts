import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { policiesAgreedForm } from '#domain/forms/index';
import { missingPolicies, type PolicyAcceptanceDraft } from '#domain/students/policies';
import { studentForms } from '../../db/schema';
import { studentFormsEntity } from '../../entities/student-forms';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { ownStudent } from '../../platform/auth/own-student';
import { presentRecord } from '../../platform/entities/present';
import { conflict } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { formIfMatch, saveStudentForm } from './save-form';

const STUDENT = ['forms:student'] as const;

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
    if (enrolled) return presentRecord(studentFormsEntity, enrolled);
    return saveStudentForm(
      context,
      auth,
      {
        studentId: student.id,
        formId: 'session-enrolled',
        data: { enrolledAt: new Date().toISOString() },
      },
      undefined,
    );
  });
}
