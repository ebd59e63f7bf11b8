import { eq, inArray } from 'drizzle-orm';
import { expectedStudents, type RegistrationOfStudent } from '#domain/residentials/attendance';
import type { Db } from '../../db/client';
import { engagements, moduleRegistrations, students } from '../../db/schema';

// Issue 23: who is expected at a residential. The pure rule (src/domain/residentials/attendance
// expectedStudents) over the module registrations of the instances taught there, each with its
// engagement's status; a hub's residential is for that hub's students only (a residential of the
// whole college, hubId null, for every hub's). The one place the server reads it: the list's
// counts, the offline pack, the marks' check, the reports and the student's own page.

/** What of a residential says who comes. */
export interface ExpectedOf {
  hubId: string | null;
  moduleInstanceIds: readonly string[];
}

/** An expected student as rosters show them. */
export interface ExpectedStudent {
  id: string;
  /** The display name, as the students list shows it: preferred (or first) name and last name. */
  name: string;
  hubId: string;
  tutorId: string | null;
}

/** An expected student with the scope keys the server checks the caller against. */
export interface ExpectedStudentRow extends ExpectedStudent {
  scopeKeys: string[];
}

/** The display name of a student, as the students list shows it. */
export const studentDisplayName = (student: {
  preferredName: string | null;
  firstName: string;
  lastName: string;
}) => `${student.preferredName || student.firstName} ${student.lastName}`;

const byName = (a: ExpectedStudent, b: ExpectedStudent) =>
  a.name.localeCompare(b.name, 'en-GB') || a.id.localeCompare(b.id);

/** The registrations (with their engagement's status) on any of these module instances. */
async function registrationsOn(
  db: Db,
  moduleInstanceIds: readonly string[],
): Promise<RegistrationOfStudent[]> {
  if (moduleInstanceIds.length === 0) return [];
  return db
    .select({
      studentId: moduleRegistrations.studentId,
      moduleInstanceId: moduleRegistrations.moduleInstanceId,
      engagementStatus: engagements.status,
    })
    .from(moduleRegistrations)
    .innerJoin(engagements, eq(engagements.id, moduleRegistrations.engagementId))
    .where(inArray(moduleRegistrations.moduleInstanceId, [...moduleInstanceIds]));
}

/** The expected students with their scope keys, sorted by name (server use: scope checks). */
export async function readExpectedStudentRows(
  db: Db,
  residential: ExpectedOf,
): Promise<ExpectedStudentRow[]> {
  const ids = expectedStudents(
    residential.moduleInstanceIds,
    await registrationsOn(db, residential.moduleInstanceIds),
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
      hubId: students.hubId,
      tutorId: students.tutorId,
      scopeKeys: students.scopeKeys,
    })
    .from(students)
    .where(inArray(students.id, ids));
  return rows
    .filter((row) => !residential.hubId || row.hubId === residential.hubId)
    .map((row) => ({
      id: row.id,
      name: studentDisplayName(row),
      hubId: row.hubId,
      tutorId: row.tutorId,
      scopeKeys: row.scopeKeys,
    }))
    .sort(byName);
}

/**
 * The students expected at a residential, sorted by name: those registered on a module
 * instance taught there through a Current or 'Resi only' engagement, of its hub when it has one.
 */
export async function readExpectedStudents(
  db: Db,
  residential: ExpectedOf,
): Promise<ExpectedStudent[]> {
  const rows = await readExpectedStudentRows(db, residential);
  return rows.map(({ id, name, hubId, tutorId }) => ({ id, name, hubId, tutorId }));
}

/** Whether one student is expected at a residential (their own registrations and hub). */
export function isExpectedStudent(
  residential: ExpectedOf,
  student: { id: string; hubId: string },
  registrations: readonly RegistrationOfStudent[],
): boolean {
  if (residential.hubId && residential.hubId !== student.hubId) return false;
  return expectedStudents(residential.moduleInstanceIds, registrations).includes(student.id);
}

/** One student's registrations with their engagement's status (for isExpectedStudent). */
export function registrationsOfStudent(db: Db, studentId: string) {
  return db
    .select({
      studentId: moduleRegistrations.studentId,
      moduleInstanceId: moduleRegistrations.moduleInstanceId,
      engagementStatus: engagements.status,
    })
    .from(moduleRegistrations)
    .innerJoin(engagements, eq(engagements.id, moduleRegistrations.engagementId))
    .where(eq(moduleRegistrations.studentId, studentId));
}
