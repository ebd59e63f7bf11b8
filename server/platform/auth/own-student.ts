import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { students } from '../../db/schema';
import type { AppContext } from '../app-context';
import { notFound } from '../errors';
import { parseWith } from '../validation';
import type { AuthContext } from './context';
import { inScope } from './scope';

/** The student record of the signed-in student (404 when the account has none). */
export async function ownStudent(context: AppContext, auth: AuthContext) {
  const studentId = auth.user.studentId;
  if (!studentId) throw notFound('No student record is linked to this account');
  const [student] = await context.db.select().from(students).where(eq(students.id, studentId));
  if (!student) throw notFound('No student record is linked to this account');
  return student;
}

const studentIdSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * The student a staff route's `:id` names, when it is in the caller's scope (a hub director's
 * hub, a tutor's tutees, a programme director's programme); 404 otherwise, so a student out of
 * scope is not revealed to exist.
 */
export async function studentInScope(context: AppContext, auth: AuthContext, params: unknown) {
  const { id } = parseWith(studentIdSchema, params);
  const [student] = await context.db.select().from(students).where(eq(students.id, id));
  if (!student || !inScope(auth.scope, student.scopeKeys)) throw notFound();
  return student;
}
