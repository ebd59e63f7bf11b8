import { type AnyColumn, and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AcademicYear } from '#domain/calendar/academic-year';
import type { ReportedApplication } from '#domain/reporting/applications';
import type { ReportedLead } from '#domain/reporting/marketing';
import type { ReportedEngagement } from '#domain/reporting/students';
import type { AttendanceMarkRecord } from '#domain/residentials/attendance';
import { statusHistoryOf } from '#domain/students/engagement-status-change';
import {
  applications,
  attendanceMarks,
  engagements,
  leadActivities,
  potentialStudents,
  residentials,
  students,
} from '../../db/schema';
import { attendanceMarkOfRow } from '../../entities/residentials';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';

// The records each ready-made report counts, read in the caller's record scope: the rows whose
// scope keys overlap the caller's (all of them for an all-scope role), as every list reads them.

type Db = AppContext['db'];

/** The rows of a table whose scope keys the caller holds (all for an all-scope caller). */
export function inCallerScope(auth: AuthContext, scopeKeys: AnyColumn): SQL {
  return auth.scope.all ? sql`true` : sql`${scopeKeys} && ${sql.param(auth.scope.keys)}::text[]`;
}

const objectOr = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Engagements in scope, with their student's date of birth and hub. */
export async function readEngagements(db: Db, auth: AuthContext): Promise<ReportedEngagement[]> {
  const rows = await db
    .select({
      studentId: engagements.studentId,
      dateOfBirth: students.dateOfBirth,
      hubId: students.hubId,
      programmeCode: engagements.programmeCode,
      status: engagements.status,
      level: engagements.level,
      pace: engagements.pace,
      cohort: engagements.cohort,
      startDate: engagements.startDate,
      endDate: engagements.endDate,
      statusHistory: engagements.statusHistory,
    })
    .from(engagements)
    .innerJoin(students, eq(students.id, engagements.studentId))
    .where(inCallerScope(auth, engagements.scopeKeys));
  return rows.map((row) => ({ ...row, statusHistory: statusHistoryOf(row.statusHistory) }));
}

/** Applications in scope, with the parts the report counts. */
export async function readApplications(db: Db, auth: AuthContext): Promise<ReportedApplication[]> {
  const rows = await db
    .select({
      hubId: applications.hubId,
      status: applications.status,
      intake: applications.intake,
      course: applications.course,
      otherInformation: applications.otherInformation,
      createdAt: applications.createdAt,
      history: applications.history,
    })
    .from(applications)
    .where(inCallerScope(auth, applications.scopeKeys));
  return rows.map((row) => ({
    ...row,
    course: objectOr(row.course),
    otherInformation: objectOr(row.otherInformation),
  }));
}

/** Potential students in scope, with whether they attended an event. */
export async function readLeads(db: Db, auth: AuthContext): Promise<ReportedLead[]> {
  const rows = await db
    .select({
      id: potentialStudents.id,
      stage: potentialStudents.stage,
      hubId: potentialStudents.hubId,
      programme: potentialStudents.programme,
      firstHeard: potentialStudents.firstHeard,
      firstContact: potentialStudents.firstContact,
      sourceEvent: potentialStudents.sourceEvent,
      applicationId: potentialStudents.applicationId,
      createdAt: potentialStudents.createdAt,
    })
    .from(potentialStudents)
    .where(inCallerScope(auth, potentialStudents.scopeKeys));
  const attended = await db
    .selectDistinct({ id: leadActivities.potentialStudentId })
    .from(leadActivities)
    .where(eq(leadActivities.kind, 'Event attended'));
  const ids = new Set(attended.map((row) => row.id));
  return rows.map(({ id, ...row }) => ({ ...row, attendedEvent: ids.has(id) }));
}

/** Attendance marks in scope at the residentials that start in the academic year (issue 23). */
export async function readResidentialMarks(
  db: Db,
  auth: AuthContext,
  year: AcademicYear,
): Promise<AttendanceMarkRecord[]> {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const rows = await db
    .select({ mark: attendanceMarks })
    .from(attendanceMarks)
    .innerJoin(residentials, eq(residentials.id, attendanceMarks.residentialId))
    .where(
      and(
        gte(residentials.startDate, day(year.start)),
        lte(residentials.startDate, day(year.end)),
        inCallerScope(auth, attendanceMarks.scopeKeys),
      ),
    );
  return rows.map(({ mark }) => attendanceMarkOfRow(mark));
}
