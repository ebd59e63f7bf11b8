import { eq } from 'drizzle-orm';
import { students } from '../db/schema';
import { studentScopeKeys } from '../platform/auth/scope';
import type { Tx } from '../platform/changes';
import type { Row } from '../platform/entities/define';

/**
 * Scope keys of a record that belongs to a student (engagements, forms, requests): whoever sees
 * the student sees it. No keys when the student does not exist.
 */
export async function keysOfStudentRecord(row: Row, tx: Tx): Promise<string[]> {
  const [student] = await tx
    .select({
      id: students.id,
      hubId: students.hubId,
      tutorId: students.tutorId,
      programmeCode: students.programmeCode,
    })
    .from(students)
    .where(eq(students.id, String(row.studentId)));
  return student ? studentScopeKeys(student) : [];
}
