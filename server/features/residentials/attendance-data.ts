import { and, eq, inArray } from 'drizzle-orm';
import type { AttendanceMarkRecord } from '#domain/residentials/attendance';
import type { ReportStudent } from '#domain/residentials/report';
import type { ResidentialSession } from '#domain/residentials/residential';
import { attendanceMarks } from '../../db/schema';
import { attendanceMarkOfRow } from '../../entities/residentials';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { type ResidentialRow, runsResidential, seesOnRoster } from './access';
import { readExpectedStudentRows } from './expected';

// Issue 23: what the registrar's views read of a residential, in the caller's scope (access.ts
// decides): the sessions they may see (a tutor only those they teach), the expected students on
// their roster (a hub director their hub's) and the marks made.

type Db = AppContext['db'];

/** What of a residential the caller sees: its sessions and the expected students (by name). */
export interface ResidentialView {
  sessions: ResidentialSession[];
  students: ReportStudent[];
}

/**
 * A registrar or the residential's hub director sees every session; a tutor who only teaches
 * there the sessions they teach. Students: those on the caller's roster (access.ts).
 */
export async function viewOf(
  db: Db,
  auth: AuthContext,
  row: ResidentialRow,
): Promise<ResidentialView> {
  const sessions = runsResidential(auth, row)
    ? row.sessions
    : row.sessions.filter((session) => session.tutorId === auth.user.id);
  const expected = await readExpectedStudentRows(db, row);
  const students = expected
    .filter((student) => seesOnRoster(auth, row, student))
    .map(({ id, name }) => ({ id, name }));
  return { sessions, students };
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
  return rows.map(attendanceMarkOfRow);
}
