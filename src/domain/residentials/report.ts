import {
  type AttendanceMark,
  type AttendanceMarkRecord,
  type AttendanceRate,
  attendanceRate,
  mergeMarks,
} from './attendance';
import type { ResidentialSession } from './residential';

// Issue 23: the registrar's views of attendance at a residential (the grid of students ×
// sessions, the absences still without a reason) and a student's attendance over the
// residentials they were expected at. Pure: the server reads the records in the caller's scope.

type Timed = Pick<ResidentialSession, 'startsAt' | 'endsAt'>;

/** True once a session has started (a mark is then due). */
export function sessionHasStarted(session: Pick<Timed, 'startsAt'>, now: Date): boolean {
  return Date.parse(session.startsAt) <= now.getTime();
}

/** True once a session is over: a student still unmarked then was not seen there. */
export function sessionHasEnded(session: Pick<Timed, 'endsAt'>, now: Date): boolean {
  return Date.parse(session.endsAt) <= now.getTime();
}

/** A session as the attendance view lists it. */
export interface ReportSession {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
}

/** A student expected at the residential. */
export interface ReportStudent {
  id: string;
  name: string;
}

/** The mark that counts for one student at one session, and how often it was changed. */
export interface ReportCell {
  mark: AttendanceMark;
  reason?: string;
  markedAt: string;
  markedByName?: string;
  /** Marks made after the first (a change of mind, an undo). */
  changes: number;
}

export interface StudentAttendanceRow {
  id: string;
  name: string;
  marks: Record<string, ReportCell>;
  rate: AttendanceRate;
}

/** An absence the registrar still needs a reason for. */
export interface AbsenceWithoutReason {
  studentId: string;
  name: string;
  sessionId: string;
  sessionTitle: string;
  startsAt: string;
}

export interface AttendanceReport {
  sessions: ReportSession[];
  students: StudentAttendanceRow[];
  absencesWithoutReason: AbsenceWithoutReason[];
}

/**
 * The sessions a student's rate counts: those that have started, and any already marked (a
 * mark made early still counts); a session yet to come is not held against anyone.
 */
export function countedSessionIds(
  sessions: readonly Pick<ReportSession, 'id' | 'startsAt'>[],
  marked: ReadonlyMap<string, AttendanceMark>,
  now: Date,
): string[] {
  return sessions
    .filter((session) => marked.has(session.id) || sessionHasStarted(session, now))
    .map((session) => session.id);
}

/**
 * True when an absence needs a reason: marked absent without one, or never marked at a
 * session that has ended. Present, late and excused (which always has one) need none.
 */
export function lacksReason(
  cell: Pick<ReportCell, 'mark' | 'reason'> | undefined,
  session: Pick<Timed, 'endsAt'>,
  now: Date,
): boolean {
  if (!cell) return sessionHasEnded(session, now);
  return cell.mark === 'absent' && !cell.reason;
}

const byStart = (a: ReportSession, b: ReportSession) =>
  a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title);
const byName = (a: ReportStudent, b: ReportStudent) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The attendance of a residential: per student (by name) the mark that counts at each session
 * (by start) and their rate, and the absences without a reason (by session, then name). Marks
 * of other sessions or students are left out (a tutor's view lists only their sessions).
 */
export function attendanceReport(
  sessions: readonly ReportSession[],
  students: readonly ReportStudent[],
  marks: readonly AttendanceMarkRecord[],
  now: Date,
): AttendanceReport {
  const orderedSessions = [...sessions].sort(byStart);
  const orderedStudents = [...students].sort(byName);
  const merged = mergeMarks(marks);
  const rows = orderedStudents.map((student): StudentAttendanceRow => {
    const cells: Record<string, ReportCell> = {};
    const current = new Map<string, AttendanceMark>();
    for (const session of orderedSessions) {
      const entry = merged.get(`${session.id}\u0000${student.id}`);
      if (!entry) continue;
      const { mark, reason, markedAt, markedByName } = entry.current;
      cells[session.id] = {
        mark,
        ...(reason ? { reason } : {}),
        markedAt,
        ...(markedByName ? { markedByName } : {}),
        changes: entry.history.length - 1,
      };
      current.set(session.id, mark);
    }
    const rate = attendanceRate(countedSessionIds(orderedSessions, current, now), current);
    return { id: student.id, name: student.name, marks: cells, rate };
  });
  const absencesWithoutReason = orderedSessions.flatMap((session) =>
    rows
      .filter((row) => lacksReason(row.marks[session.id], session, now))
      .map((row) => ({
        studentId: row.id,
        name: row.name,
        sessionId: session.id,
        sessionTitle: session.title,
        startsAt: session.startsAt,
      })),
  );
  return {
    sessions: orderedSessions.map(({ id, title, startsAt, endsAt }) => ({
      id,
      title,
      startsAt,
      endsAt,
    })),
    students: rows,
    absencesWithoutReason,
  };
}

/** Rates over several residentials added up, the percentage worked out again from the sums. */
export function combinedRate(rates: readonly AttendanceRate[]): AttendanceRate {
  const sum = (field: 'attended' | 'absent' | 'excused' | 'unmarked') =>
    rates.reduce((total, rate) => total + rate[field], 0);
  const attended = sum('attended');
  const absent = sum('absent');
  const excused = sum('excused');
  const unmarked = sum('unmarked');
  const counted = attended + absent + unmarked;
  const percent = counted === 0 ? null : Math.round((attended / counted) * 1000) / 10;
  return { attended, absent, excused, unmarked, percent };
}

/**
 * One student's rate at one residential: over its sessions that have started (or are marked),
 * from the marks that count. Null when none has started yet (nothing to count).
 */
export function studentRateAt(
  sessions: readonly Pick<ReportSession, 'id' | 'startsAt'>[],
  studentId: string,
  marks: readonly AttendanceMarkRecord[],
  now: Date,
): AttendanceRate | null {
  const current = new Map<string, AttendanceMark>();
  for (const entry of mergeMarks(marks.filter((mark) => mark.studentId === studentId)).values()) {
    current.set(entry.current.sessionId, entry.current.mark);
  }
  const counted = countedSessionIds(sessions, current, now);
  if (counted.length === 0) return null;
  return attendanceRate(counted, current);
}

/** The rows of a download of the attendance: one per student and session. */
export function attendanceExportRows(report: AttendanceReport): Record<string, unknown>[] {
  return report.students.flatMap((student) =>
    report.sessions.map((session) => {
      const cell = student.marks[session.id];
      return {
        student: student.name,
        studentId: student.id,
        session: session.title,
        startsAt: session.startsAt,
        mark: cell?.mark ?? '',
        reason: cell?.reason ?? '',
        markedAt: cell?.markedAt ?? null,
        markedBy: cell?.markedByName ?? '',
        changes: cell?.changes ?? 0,
        percent: student.rate.percent,
      };
    }),
  );
}
