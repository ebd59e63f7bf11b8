import { eq } from 'drizzle-orm';
import { attendanceMarkRecordSchema, residentialRecordSchema } from '#domain/records/residential';
import { isoTimestamp } from '#domain/records/timestamp';
import type { AttendanceMark, AttendanceMarkRecord } from '#domain/residentials/attendance';
import type { ResidentialSession } from '#domain/residentials/residential';
import { attendanceMarks, hubs, residentials, students } from '../db/schema';
import type { Tx } from '../platform/changes';
import { defineEntity, type Row } from '../platform/entities/define';
import { HUB, STUDENT, USER } from './references';

// Issue 23: residentials and their attendance marks, fed to staff devices by the sync feed
// while the `residentialAttendance` switch is on. They are written only through the named
// routes of server/features/residentials (which answer 404 while the switch is off).

/** Who syncs residentials and marks: staff who take rosters offline and mark attendance. */
export const RESIDENTIALS_VIEW = ['residentials:view'] as const;
/** No generic write: residentials and marks change only through their named routes. */
const NAMED_ROUTES_ONLY = ['residentials:admin'] as const;

/** A residential's hub keys: its hub's, or every hub's when the whole college comes. */
export async function hubKeysOfResidential(hubId: unknown, tx: Tx): Promise<string[]> {
  if (typeof hubId === 'string' && hubId) return [`hub:${hubId}`];
  const rows = await tx.select({ id: hubs.id }).from(hubs);
  return rows.map((row) => `hub:${row.id}`);
}

const sessionsOf = (row: Row): ResidentialSession[] =>
  Array.isArray(row.sessions) ? (row.sessions as ResidentialSession[]) : [];

/** A residential's scope keys: its hub's (or every hub's) and each of its session tutors'. */
export async function residentialScopeKeys(row: Row, tx: Tx): Promise<string[]> {
  const tutors = sessionsOf(row).flatMap((session) =>
    session.tutorId ? [`tutor:${session.tutorId}`] : [],
  );
  return [...new Set([...(await hubKeysOfResidential(row.hubId, tx)), ...tutors])];
}

/**
 * A mark's scope keys: its residential's hub (or, for a residential of the whole college, the
 * student's hub) and the tutor of its session only.
 */
export async function attendanceMarkScopeKeys(row: Row, tx: Tx): Promise<string[]> {
  const [residential] = await tx
    .select({ hubId: residentials.hubId, sessions: residentials.sessions })
    .from(residentials)
    .where(eq(residentials.id, String(row.residentialId)));
  if (!residential) return [];
  const tutorId = residential.sessions.find((session) => session.id === row.sessionId)?.tutorId;
  let hubId = residential.hubId;
  if (!hubId) {
    const [student] = await tx
      .select({ hubId: students.hubId })
      .from(students)
      .where(eq(students.id, String(row.studentId)));
    hubId = student?.hubId ?? null;
  }
  return [...(hubId ? [`hub:${hubId}`] : []), ...(tutorId ? [`tutor:${tutorId}`] : [])];
}

export const residentialsEntity = defineEntity({
  name: 'residentials',
  label: 'Residential',
  table: residentials,
  inputSchema: residentialRecordSchema,
  feature: 'residentialAttendance',
  policy: {
    view: RESIDENTIALS_VIEW,
    create: NAMED_ROUTES_ONLY,
    update: NAMED_ROUTES_ONLY,
    delete: NAMED_ROUTES_ONLY,
  },
  scopeKeys: residentialScopeKeys,
  references: { hubId: HUB },
  searchable: ['title'],
  sortable: ['startDate', 'title'],
  filterable: ['hubId'],
  exportColumns: [
    { field: 'title', label: 'Residential' },
    { field: 'startDate', label: 'Starts', kind: 'date' },
    { field: 'endDate', label: 'Ends', kind: 'date' },
  ],
});

export const attendanceMarksEntity = defineEntity({
  name: 'attendance-marks',
  label: 'Attendance mark',
  table: attendanceMarks,
  inputSchema: attendanceMarkRecordSchema,
  feature: 'residentialAttendance',
  policy: {
    view: RESIDENTIALS_VIEW,
    create: NAMED_ROUTES_ONLY,
    update: NAMED_ROUTES_ONLY,
    delete: NAMED_ROUTES_ONLY,
  },
  scopeKeys: attendanceMarkScopeKeys,
  // A tutor checks in every student who comes to their session, their tutees or not: the marks
  // route checks the student is expected and on the caller's roster, so the reference is not
  // limited to the caller's scope (a scoped one refused a tutor's mark of another's tutee).
  references: { studentId: { ...STUDENT, scoped: false }, markedBy: USER },
  searchable: [],
  sortable: ['markedAt'],
  filterable: ['residentialId', 'sessionId', 'studentId'],
  exportColumns: [
    { field: 'sessionId', label: 'Session' },
    { field: 'studentId', label: 'Student' },
    { field: 'mark', label: 'Mark' },
    { field: 'reason', label: 'Reason' },
    { field: 'markedAt', label: 'Marked', kind: 'datetime' },
  ],
});

/** A stored mark as the merge reads it (the device time as ISO, an absent reason left out). */
export function attendanceMarkOfRow(
  row: typeof attendanceMarks.$inferSelect,
): AttendanceMarkRecord {
  return {
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
  };
}
