import { eq } from 'drizzle-orm';
import { students } from '../../db/schema';
import type { AppContext } from '../app-context';
import { notFound } from '../errors';
import type { AuthContext } from './context';

/** The student record of the signed-in student (404 when the account has none). */
export async function ownStudent(context: AppContext, auth: AuthContext) {
  const studentId = auth.user.studentId;
  if (!studentId) throw notFound('No student record is linked to this account');
  const [student] = await context.db.select().from(students).where(eq(students.id, studentId));
  if (!student) throw notFound('No student record is linked to this account');
  return student;
}
