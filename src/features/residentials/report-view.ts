import { formatDateTime } from '../../domain/format/dates';
import { formatPercent } from '../../domain/format/numbers';
import type { AttendanceMark, AttendanceRate } from '../../domain/residentials/attendance';

// How the attendance report reads: a mark as words, a rate as a percentage with its counts,
// and the absences without a reason gathered by student.

const MARK_WORDS: Record<AttendanceMark, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
};

/** A student's current mark at a session: "Present", "Excused: unwell", or "Not marked". */
export function markText(
  mark: { mark: AttendanceMark; reason?: string | null } | undefined,
): string {
  if (!mark) return 'Not marked';
  const words = MARK_WORDS[mark.mark];
  return mark.reason ? `${words}: ${mark.reason}` : words;
}

/** "75.0% (3 of 4)"; "No sessions counted" when every session was excused or none held. */
export function rateText(rate: AttendanceRate): string {
  const counted = rate.attended + rate.absent + rate.unmarked;
  if (rate.percent === null) return 'No sessions counted';
  return `${formatPercent(rate.percent)} (${rate.attended} of ${counted})`;
}

interface Absence {
  studentId: string;
  name: string;
  sessionTitle: string;
  startsAt: string;
}

/** The absences without a reason, one entry per student (by name) naming their sessions. */
export function absencesByStudent(
  absences: readonly Absence[],
): { studentId: string; name: string; sessions: string[] }[] {
  const byStudent = new Map<string, { studentId: string; name: string; sessions: Absence[] }>();
  for (const absence of absences) {
    const entry = byStudent.get(absence.studentId) ?? {
      studentId: absence.studentId,
      name: absence.name,
      sessions: [],
    };
    entry.sessions.push(absence);
    byStudent.set(absence.studentId, entry);
  }
  return [...byStudent.values()]
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({
      studentId: entry.studentId,
      name: entry.name,
      sessions: entry.sessions
        .toSorted((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        .map((session) => `${session.sessionTitle} (${formatDateTime(session.startsAt)})`),
    }));
}

/** A session's column: its title, with its start when another session has the same title. */
export function sessionHeader(
  session: { id: string; title: string; startsAt: string },
  sessions: readonly { id: string; title: string }[],
): string {
  const twin = sessions.some((other) => other.id !== session.id && other.title === session.title);
  return twin ? `${session.title} (${formatDateTime(session.startsAt)})` : session.title;
}
