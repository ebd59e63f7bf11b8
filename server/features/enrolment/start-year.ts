import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseAcademicYearTitle } from '#domain/calendar/academic-year';
import {
  comingSessionTitle,
  continuingInSession,
  type StartYearSummary,
} from '#domain/students/enrolment-year';
import type { Db } from '../../db/client';
import { engagements, enrolmentSessions, studentForms, students } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Tx } from '../../platform/changes';
import { actorOf } from '../../platform/entities/write';
import { studentName, studentsInScope } from './scope';

// Rows per insert: well under PostgreSQL's 65,535 parameters at 6 columns a row.
const CHUNK = 1000;

/**
 * Starts a session (spec §9 academic year): a `Starting` enrolment session for every Current
 * engagement in the caller's scope that continues into it (`continuingInSession`). Idempotent:
 * the unique (engagement, session) index keeps a second run, or a run beside it, from adding
 * any; what exists is counted as already there. One audit entry lists the sessions created.
 */
export async function startYear(
  db: Db,
  auth: AuthContext,
  session: string,
): Promise<StartYearSummary> {
  const startYear = parseAcademicYearTitle(session);
  if (startYear === undefined) throw new RangeError(`Not an academic year: ${session}`);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        engagementId: engagements.id,
        code: engagements.code,
        status: engagements.status,
        programmeCode: engagements.programmeCode,
        pace: engagements.pace,
        credits: engagements.credits,
        creditsAchieved: engagements.creditsAchieved,
        startDate: engagements.startDate,
        endDate: engagements.endDate,
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        preferredName: students.preferredName,
      })
      .from(engagements)
      .innerJoin(students, eq(students.id, engagements.studentId))
      .where(and(eq(engagements.status, 'Current'), studentsInScope(auth.scope)))
      .orderBy(asc(students.lastName), asc(engagements.id));
    const existing = new Set(
      (
        await tx
          .select({ engagementId: enrolmentSessions.engagementId })
          .from(enrolmentSessions)
          .where(eq(enrolmentSessions.sessionId, session))
      ).map((row) => row.engagementId),
    );
    const summary: StartYearSummary = { session, created: 0, alreadyThere: 0, skipped: [] };
    const toCreate: (typeof enrolmentSessions.$inferInsert)[] = [];
    for (const candidate of candidates) {
      if (existing.has(candidate.engagementId)) {
        summary.alreadyThere += 1;
        continue;
      }
      const decision = continuingInSession(candidate, startYear);
      if (!decision.continuing) {
        summary.skipped.push({
          studentId: candidate.studentId,
          studentName: studentName(candidate),
          engagementCode: candidate.code,
          reason: decision.reason,
        });
        continue;
      }
      toCreate.push({
        id: `${candidate.engagementId}:${session}`,
        studentId: candidate.studentId,
        engagementId: candidate.engagementId,
        sessionId: session,
        status: 'Starting',
        yearOfStudy: decision.yearOfStudy,
      });
    }
    // A student who pressed Enrol for this session before it existed is enrolled on it already.
    const enrolledAt = await enrolledOn(
      tx,
      toCreate.map((row) => row.studentId),
      session,
    );
    for (const row of toCreate) row.studentEnrolledAt = enrolledAt.get(row.studentId) ?? null;
    const created: string[] = [];
    for (let at = 0; at < toCreate.length; at += CHUNK) {
      const rows = await tx
        .insert(enrolmentSessions)
        .values(toCreate.slice(at, at + CHUNK))
        .onConflictDoNothing()
        .returning({ id: enrolmentSessions.id });
      created.push(...rows.map((row) => row.id));
    }
    summary.created = created.length;
    // Made by a run beside this one between the read and the insert.
    summary.alreadyThere += toCreate.length - created.length;
    if (created.length > 0) {
      await writeAudit(tx, actorOf(auth), {
        entity: 'enrolment-sessions',
        recordId: `start-year:${session}`,
        action: 'create',
        after: { session, created },
      });
    }
    return summary;
  });
}

/** When each student enrolled (their session-enrolled form) for this session, if they did. */
async function enrolledOn(
  tx: Tx,
  studentIds: string[],
  session: string,
): Promise<Map<string, string>> {
  const at = new Map<string, string>();
  for (let start = 0; start < studentIds.length; start += CHUNK) {
    const ids = studentIds.slice(start, start + CHUNK).map((id) => `${id}:session-enrolled`);
    const forms = await tx
      .select({ studentId: studentForms.studentId, data: studentForms.data })
      .from(studentForms)
      .where(inArray(studentForms.id, ids));
    for (const form of forms) {
      const value = (form.data as { enrolledAt?: unknown } | null)?.enrolledAt;
      if (typeof value !== 'string') continue;
      const date = new Date(value);
      if (!Number.isNaN(date.getTime()) && comingSessionTitle(date) === session) {
        at.set(form.studentId, date.toISOString());
      }
    }
  }
  return at;
}
