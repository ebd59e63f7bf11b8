import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { studentForms } from '../../db/schema';
import { studentFormsEntity } from '../../entities/student-forms';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { presentRecord } from '../../platform/entities/present';
import { createRecord, updateRecord } from '../../platform/entities/write';
import { parseIfMatch } from '../../platform/http/if-match';

/** The version a form save is based on: If-Match, where 0 is a device's first save (no version yet). */
export function formIfMatch(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  return header === '0' ? undefined : parseIfMatch(header);
}

/**
 * Saves a student-forms record `<studentId>:<formId>`: created, or updated at the caller's
 * version (the current one without If-Match); audited and in the change feed. Answers the record.
 */
export async function saveStudentForm(
  context: AppContext,
  auth: AuthContext,
  form: { studentId: string; formId: string; data: Record<string, unknown> },
  ifMatch: number | undefined,
) {
  const { db } = context;
  const id = `${form.studentId}:${form.formId}`;
  const [saved] = await db
    .select({ version: studentForms.version })
    .from(studentForms)
    .where(eq(studentForms.id, id));
  const row = saved
    ? await updateRecord(db, studentFormsEntity, auth, id, {
        expectedVersion: ifMatch ?? saved.version,
        next: () => ({ data: form.data }),
      })
    : await createRecord(db, studentFormsEntity, auth, { id, ...form });
  return presentRecord(studentFormsEntity, row);
}
