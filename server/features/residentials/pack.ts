import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { SHARED_SUPPORT_FORM_ID, sharedSupportOf } from '#domain/forms/support-sharing';
import {
  type OfflinePack,
  type PackStudent,
  packContactSchema,
  packRequirementsSchema,
} from '#domain/residentials/offline-pack';
import type { Db } from '../../db/client';
import { studentForms, studentPhotos } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { canMarkSession, type ResidentialRow, seesOnRoster } from './access';
import { readExpectedStudentRows } from './expected';

// Issue 23: what "Take offline" downloads for one residential, built for the caller: the
// students they may see (a hub director their hub's, the registrar everyone, a tutor everyone
// expected where they teach), and the details only of those in their scope (a tutor's tutees).

const REQUIREMENTS_FORM = 'residential-requirements';
const CONTACTS_FORM = 'emergency-contacts';
const PACK_FORMS = [REQUIREMENTS_FORM, CONTACTS_FORM, SHARED_SUPPORT_FORM_ID];

const storedContacts = z.object({ contacts: z.array(packContactSchema) });

/** The stored form answers of these students, by student and form id. */
async function formsOf(db: Db, studentIds: readonly string[]) {
  const forms = new Map<string, Map<string, unknown>>();
  if (studentIds.length === 0) return forms;
  const rows = await db
    .select({
      studentId: studentForms.studentId,
      formId: studentForms.formId,
      data: studentForms.data,
    })
    .from(studentForms)
    .where(
      and(
        inArray(studentForms.studentId, [...studentIds]),
        inArray(studentForms.formId, PACK_FORMS),
      ),
    );
  for (const row of rows) {
    const ofStudent = forms.get(row.studentId) ?? new Map<string, unknown>();
    ofStudent.set(row.formId, row.data);
    forms.set(row.studentId, ofStudent);
  }
  return forms;
}

/** The 128-px avatars of these students as data URLs. */
async function photosOf(db: Db, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ studentId: studentPhotos.studentId, avatar: studentPhotos.avatar })
    .from(studentPhotos)
    .where(inArray(studentPhotos.studentId, [...studentIds]));
  return new Map(
    rows.map((row) => [row.studentId, `data:image/webp;base64,${row.avatar.toString('base64')}`]),
  );
}

/** A student's details from their forms (null where not answered or not readable). */
function detailsOf(forms: Map<string, unknown> | undefined) {
  const requirements = packRequirementsSchema.safeParse(forms?.get(REQUIREMENTS_FORM));
  const contacts = storedContacts.safeParse(forms?.get(CONTACTS_FORM));
  const support = sharedSupportOf({
    formId: SHARED_SUPPORT_FORM_ID,
    data: forms?.get(SHARED_SUPPORT_FORM_ID),
  });
  return {
    requirements: requirements.success ? requirements.data : null,
    emergencyContacts: contacts.success ? contacts.data.contacts : null,
    support: support ?? null,
  };
}

/** The residential's offline pack for the caller, students in name order. */
export async function buildOfflinePack(
  db: Db,
  auth: AuthContext,
  row: ResidentialRow,
  now: Date,
): Promise<OfflinePack> {
  const expected = (await readExpectedStudentRows(db, row)).filter((student) =>
    seesOnRoster(auth, row, student),
  );
  const detailed = expected.filter((student) => inScope(auth.scope, student.scopeKeys));
  const forms = await formsOf(
    db,
    detailed.map((student) => student.id),
  );
  const photos = await photosOf(
    db,
    expected.map((student) => student.id),
  );
  const students: PackStudent[] = expected.map((student) => {
    const withDetails = inScope(auth.scope, student.scopeKeys);
    return {
      id: student.id,
      name: student.name,
      hubId: student.hubId,
      photo: photos.get(student.id) ?? null,
      ...(withDetails
        ? detailsOf(forms.get(student.id))
        : { requirements: null, emergencyContacts: null, support: null }),
    };
  });
  return {
    residentialId: row.id,
    builtAt: now.toISOString(),
    markableSessionIds: row.sessions
      .filter((session) => canMarkSession(auth, row, session))
      .map((session) => session.id),
    students,
  };
}
