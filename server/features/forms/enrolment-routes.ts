import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { policiesAgreedForm } from '../../../src/domain/forms';
import { missingPolicies, type PolicyAcceptanceDraft } from '../../../src/domain/students/policies';
import { studentForms } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { type AuthContext, requirePermission } from '../../platform/auth/context';
import { presentRecord } from '../../platform/entities/present';
import { parseIfMatch } from '../../platform/entities/routes';
import { createRecord, updateRecord } from '../../platform/entities/write';
import { conflict, invalid, zodDetails } from '../../platform/errors';
import { studentFormsEntity } from './entity';
import { ownStudent } from './own-student';

const STUDENT = ['forms:student'] as const;

/** Enrolment (spec §5, §7): agree the four policies, then mark the current session enrolled. */
export function registerEnrolmentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  /** Saves a student-forms record `<studentId>:<formId>` (created, or updated at its version). */
  async function saveForm(
    auth: AuthContext,
    studentId: string,
    formId: string,
    data: Record<string, unknown>,
    ifMatch: number | undefined,
  ) {
    const id = `${studentId}:${formId}`;
    const [saved] = await db
      .select({ version: studentForms.version })
      .from(studentForms)
      .where(eq(studentForms.id, id));
    const row = saved
      ? await updateRecord(db, studentFormsEntity, auth, id, {
          expectedVersion: ifMatch ?? saved.version,
          next: () => ({ data }),
        })
      : await createRecord(db, studentFormsEntity, auth, { id, studentId, formId, data });
    return presentRecord(studentFormsEntity, row);
  }

  // The four policies, all accepted, with the version of the texts and when (spec §5).
  api.put('/api/forms/student/policies-agreed', async (request) => {
    const auth = requirePermission(request, STUDENT);
    const parsed = policiesAgreedForm.schema.safeParse(request.body);
    if (!parsed.success) throw invalid(zodDetails(parsed.error.issues));
    const student = await ownStudent(context, auth);
    const data = { ...parsed.data, agreedAt: new Date().toISOString() };
    return saveForm(
      auth,
      student.id,
      'policies-agreed',
      data,
      // If-Match 0 is a device's first save (it had no server version yet), as in routes.ts.
      request.headers['if-match'] === '0' ? undefined : parseIfMatch(request.headers['if-match']),
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
    return saveForm(
      auth,
      student.id,
      'session-enrolled',
      { enrolledAt: new Date().toISOString() },
      undefined,
    );
  });
}
