import { z } from 'zod';

// Issue 23: attendance at a residential's sessions, marked on tablets with no signal. These are
// the pure rules the device and the server share: a mark's shape, who is expected, how marks
// from several devices merge, and a student's attendance percentage.

/** What a student's attendance at one session may be. */
export const ATTENDANCE_MARKS = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Marks that count as having attended. */
const ATTENDED: readonly AttendanceMark[] = ['present', 'late'];

/**
 * One mark, as the `markAttendance` command carries it: made on a device at the device's time.
 * Marks are never edited: a later mark of the same student and session replaces it.
 */
export const attendanceMarkSchema = z
  .object({
    id: z.uuid(),
    residentialId: z.string().trim().min(1).max(200),
    sessionId: z.string().trim().min(1).max(200),
    studentId: z.string().trim().min(1).max(200),
    mark: z.enum(ATTENDANCE_MARKS, 'Choose present, late, absent or excused'),
    reason: z.string().trim().max(500).optional(),
    /** The device's clock when the mark was made (ISO with offset). */
    markedAt: z.iso.datetime({ offset: true }),
    /** Who marked (the server sets it from the signed-in user, whatever the device sent). */
    markedBy: z.string().trim().min(1).max(200),
    markedByName: z.string().trim().max(300).optional(),
    deviceId: z.string().trim().min(1).max(200),
  })
  .refine((mark) => mark.mark !== 'excused' || Boolean(mark.reason), {
    path: ['reason'],
    message: 'Give the reason the student is excused',
  });
export type AttendanceMarkRecord = z.infer<typeof attendanceMarkSchema>;

/** A module registration as the expected-student rule reads it. */
export interface RegistrationOfStudent {
  studentId: string;
  moduleInstanceId: string;
  /** The status of the engagement the registration belongs to. */
  engagementStatus: string;
}

/** Engagement statuses whose students come to residentials (§4: running, or residentials only). */
export const ATTENDING_STATUSES: readonly string[] = ['Current', 'Resi only'];

/**
 * The students expected at a residential: those registered on a module instance taught there,
 * through an engagement that is running or "Resi only"; each student once, in id order.
 */
export function expectedStudents(
  moduleInstanceIds: readonly string[],
  registrations: readonly RegistrationOfStudent[],
): string[] {
  const taught = new Set(moduleInstanceIds);
  const expected = new Set<string>();
  for (const registration of registrations) {
    if (!taught.has(registration.moduleInstanceId)) continue;
    if (!ATTENDING_STATUSES.includes(registration.engagementStatus)) continue;
    expected.add(registration.studentId);
  }
  return [...expected].sort();
}

/** The key of a student's place in a session. */
const keyOf = (mark: Pick<AttendanceMarkRecord, 'sessionId' | 'studentId'>) =>
  `${mark.sessionId}\u0000${mark.studentId}`;

/** Orders marks as they happened: device time, then device and id so every copy agrees. */
function byTime(a: AttendanceMarkRecord, b: AttendanceMarkRecord): number {
  const at = Date.parse(a.markedAt) - Date.parse(b.markedAt);
  if (at !== 0) return at;
  return a.deviceId.localeCompare(b.deviceId) || a.id.localeCompare(b.id);
}

/** A student's standing in a session: the mark that counts, and every mark made, oldest first. */
export interface MergedMark {
  current: AttendanceMarkRecord;
  history: AttendanceMarkRecord[];
}

/**
 * Marks from any number of devices, merged: per student and session the latest mark (by the
 * device's time) counts and all are kept in the history. The same mark twice (a replay) counts
 * once. The result does not depend on the order the marks arrive in.
 */
export function mergeMarks(marks: readonly AttendanceMarkRecord[]): Map<string, MergedMark> {
  const unique = new Map(marks.map((mark) => [mark.id, mark]));
  const merged = new Map<string, MergedMark>();
  for (const mark of [...unique.values()].sort(byTime)) {
    const entry = merged.get(keyOf(mark));
    if (entry) {
      entry.history.push(mark);
      entry.current = mark;
    } else {
      merged.set(keyOf(mark), { current: mark, history: [mark] });
    }
  }
  return merged;
}

/** A student's attendance over sessions: counts, and the percentage (one decimal). */
export interface AttendanceRate {
  attended: number;
  absent: number;
  excused: number;
  unmarked: number;
  /** Attended of the sessions not excused; null when every session was excused (or none held). */
  percent: number | null;
}

/**
 * A student's attendance over the sessions they were expected at, from the marks that count:
 * present and late attend; excused sessions are left out; a session with no mark counts as not
 * attended (it is listed as unmarked).
 */
export function attendanceRate(
  sessionIds: readonly string[],
  current: ReadonlyMap<string, AttendanceMark>,
): AttendanceRate {
  let attended = 0;
  let absent = 0;
  let excused = 0;
  let unmarked = 0;
  for (const sessionId of new Set(sessionIds)) {
    const mark = current.get(sessionId);
    if (mark === undefined) unmarked += 1;
    else if (mark === 'excused') excused += 1;
    else if (ATTENDED.includes(mark)) attended += 1;
    else absent += 1;
  }
  const counted = attended + absent + unmarked;
  const percent = counted === 0 ? null : Math.round((attended / counted) * 1000) / 10;
  return { attended, absent, excused, unmarked, percent };
}
