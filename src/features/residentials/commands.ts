import { z } from 'zod';
import { type ATTENDANCE_MARKS, attendanceMarkSchema } from '../../domain/residentials/attendance';
import { defineCommand, newRecordId } from '../../offline/commands';
import { recordTable } from '../../offline/database';

// The residentials' one write (issue 23): a student's attendance at a session, marked on a
// tablet at the venue, offline or not. A mark is never edited: a later mark of the same student
// and session replaces it when the marks are merged (mergeMarks of src/domain/residentials).

/** A mark as the screen makes it, with the student's name for the "Changes waiting" label. */
const markInput = attendanceMarkSchema.safeExtend({ studentName: z.string().max(300).optional() });
export type MarkAttendanceInput = z.input<typeof markInput>;

const MARK_WORDS: Record<(typeof ATTENDANCE_MARKS)[number], string> = {
  present: 'present',
  late: 'late',
  absent: 'absent',
  excused: 'excused',
};

/**
 * Marking a student at a session: shown on the device at once (the local `attendance-marks`
 * table, version 0) and sent to `POST /api/residentials/:id/marks` with the id made here, so a
 * resend never makes a second mark. The device's time and id travel with it; the server sets who
 * marked from the signed-in user.
 */
export const markAttendance = defineCommand({
  name: 'residentials.markAttendance',
  schema: markInput,
  label: (input) =>
    `Attendance — ${input.studentName ?? input.studentId}: ${MARK_WORDS[input.mark]}${
      input.reason ? ` (${input.reason})` : ''
    }`,
  method: 'POST',
  path: (input) => `/api/residentials/${encodeURIComponent(input.residentialId)}/marks`,
  body: ({ studentName: _name, markedBy: _by, markedByName: _byName, ...mark }) => mark,
  entity: 'attendance-marks',
  recordId: (input) => input.id,
  apply: async (db, { studentName: _name, ...mark }) => {
    await recordTable(db, 'attendance-marks').put({ ...mark, version: 0 });
  },
});

/** What the screen knows when a mark is made. */
export interface MarkOf {
  residentialId: string;
  sessionId: string;
  studentId: string;
  studentName?: string;
  mark: (typeof ATTENDANCE_MARKS)[number];
  reason?: string;
}

/** A new mark's input: a fresh id, the device's clock and id, and who marks. */
export function newMark(
  of: MarkOf,
  by: { userId: string; userName?: string; deviceId: string },
  now: Date = new Date(),
): MarkAttendanceInput {
  const reason = of.reason?.trim();
  return {
    id: newRecordId(),
    residentialId: of.residentialId,
    sessionId: of.sessionId,
    studentId: of.studentId,
    ...(of.studentName ? { studentName: of.studentName } : {}),
    mark: of.mark,
    ...(reason ? { reason } : {}),
    markedAt: now.toISOString(),
    markedBy: by.userId,
    ...(by.userName ? { markedByName: by.userName } : {}),
    deviceId: by.deviceId,
  };
}
