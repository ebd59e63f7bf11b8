import { and, asc, eq, inArray } from 'drizzle-orm';
import { isoTimestamp } from '#domain/records/timestamp';
import type { AttendanceMark, AttendanceMarkRecord } from '#domain/residentials/attendance';
import type { ReportStudent } from '#domain/residentials/report';
import type { ResidentialSession } from '#domain/residentials/residential';
import { attendanceMarks, residentials, students } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import { readExpectedStudents } from './expected';

// Issue 23: what the registrar's views read of a residential, in the caller's scope: the
// residential (404 outside it), the sessions they may see (a tutor only those they teach), the
// expected students they may see (a hub director their hub's) and the marks made.

type Db = AppContext['db'];
export type ResidentialRow = typeof residentials.$inferSelect;

/** The residential, when it is in the caller's scope; 404 otherwise (not revealed). */
export async function residentialInScope(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<ResidentialRow> {
  const [row] = await db.select().from(residentials).where(eq(residentials.id, id));
  if (!row || !inScope(auth.scope, row.scopeKeys)) throw notFound('There is no such residential');
  return row;
}

/** The caller's hub keys that reach the residential (none for a tutor who only teaches there). */
function hubKeysReaching(auth: AuthContext, row: ResidentialRow): string[] {
  if (auth.scope.all) return [];
  const callerKeys = auth.scope.keys;
  return row.scopeKeys.filter((key) => key.startsWith('hub:') && callerKeys.includes(key));
}

/** What of a residential the caller sees: its sessions, and which students' hubs (all: null). */
export interface ResidentialView {
  sessions: ResidentialSession[];
  /** The hubs whose students the caller sees; null for every expected student. */
  hubIds: string[] | null;
}

/**
 * A registrar or administrator sees every session and student; a hub director every session
 * and the students of their hub; a tutor (reaching it only by teaching) the sessions they
 * teach and every student expected (they check them in).
 */
export function viewOf(auth: AuthContext, row: ResidentialRow): ResidentialView {
  if (auth.scope.all) return { sessions: row.sessions, hubIds: null };
  const hubKeys = hubKeysReaching(auth, row);
  if (hubKeys.length > 0) {
    return { sessions: row.sessions, hubIds: hubKeys.map((key) => key.slice('hub:'.length)) };
  }
  return {
    sessions: row.sessions.filter((session) => session.tutorId === auth.user.id),
    hubIds: null,
  };
}

/** A student's name as lists show it: the preferred first name, then the last. */
export const studentNameOf = (student: {
  firstName: string;
  lastName: string;
  preferredName: string | null;
}) => `${student.preferredName || student.firstName} ${student.lastName}`;

/** The expected students the caller sees, with their names (by name). */
export async function visibleExpectedStudents(
  db: Db,
  row: ResidentialRow,
  view: ResidentialView,
): Promise<(ReportStudent & { hubId: string })[]> {
  const ids = (await readExpectedStudents(db, row)).map((student) => student.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      hubId: students.hubId,
    })
    .from(students)
    .where(
      view.hubIds
        ? and(inArray(students.id, ids), inArray(students.hubId, view.hubIds))
        : inArray(students.id, ids),
    )
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  return rows
    .map((student) => ({ id: student.id, name: studentNameOf(student), hubId: student.hubId }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Every mark made at the residentials (of the students when given), as the merge reads them. */
export async function readMarks(
  db: Db,
  residentialIds: readonly string[],
  studentId?: string,
): Promise<AttendanceMarkRecord[]> {
  if (residentialIds.length === 0) return [];
  const rows = await db
    .select()
    .from(attendanceMarks)
    .where(
      and(
        inArray(attendanceMarks.residentialId, [...residentialIds]),
        studentId ? eq(attendanceMarks.studentId, studentId) : undefined,
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    residentialId: row.residentialId,
    sessionId: row.sessionId,
    studentId: row.studentId,
    mark: row.mark as AttendanceMark,
    ...(row.reason ? { reason: row.reason } : {}),
    markedAt: isoTimestamp(row.markedAt),
    markedBy: row.markedBy,
    ...(row.markedByName ? { markedByName: row.markedByName } : {}),
    deviceId: row.deviceId,
  }));
}
