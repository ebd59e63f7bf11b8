import { eq, sql } from 'drizzle-orm';
import { attendanceMarkRecordSchema } from '#domain/records/residential';
import type { Db } from '../../db/client';
import { attendanceMarks, students } from '../../db/schema';
import { attendanceMarkScopeKeys, attendanceMarksEntity } from '../../entities/residentials';
import type { AuthContext } from '../../platform/auth/context';
import { appendChangeSql, type Tx } from '../../platform/changes';
import type { Row } from '../../platform/entities/define';
import { type BeforeCommit, createRecord } from '../../platform/entities/write';
import { conflict, forbidden, invalid } from '../../platform/errors';
import { parseWith } from '../../platform/validation';
import { canMarkSession, type ResidentialRow, seesOnRoster } from './access';
import { isExpectedStudent, registrationsOfStudent } from './expected';

// Issue 23: the `markAttendance` command. A mark is made on a device with an id of its own, so a
// replay (the outbox after a lost answer, a batch sent twice) names the same id: it answers the
// mark as stored (200), never a second row.

/** The outcome of a mark: made now (201), or the stored one of a replay (200). */
export interface MarkOutcome {
  status: 200 | 201;
  row: Row;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function storedMark(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(attendanceMarks).where(eq(attendanceMarks.id, id));
  return row as Row | undefined;
}

/** The replay's answer: the stored mark, when it is this residential's (409 for another's). */
function replayOf(existing: Row, residential: ResidentialRow): MarkOutcome {
  if (existing.residentialId !== residential.id) {
    throw conflict('Another attendance mark has this id');
  }
  return { status: 200, row: existing };
}

/** 422 unless the student is expected at the residential and on the caller's roster. */
async function checkStudent(
  db: Db,
  auth: AuthContext,
  residential: ResidentialRow,
  studentId: string,
) {
  const [student] = await db
    .select({ id: students.id, hubId: students.hubId, scopeKeys: students.scopeKeys })
    .from(students)
    .where(eq(students.id, studentId));
  const expected =
    student &&
    seesOnRoster(auth, residential, student) &&
    isExpectedStudent(residential, student, await registrationsOfStudent(db, studentId));
  if (!expected) {
    throw invalid([
      { param: 'studentId', message: 'This student is not expected at this residential' },
    ]);
  }
}

/**
 * Records one mark of the caller's at a residential they may see. markedBy and markedByName are
 * the signed-in user's, whatever the device sent.
 */
export async function markAttendance(
  db: Db,
  auth: AuthContext,
  residential: ResidentialRow,
  body: unknown,
  beforeCommit?: BeforeCommit,
): Promise<MarkOutcome> {
  const sent = isRecord(body) ? body : {};
  const input = parseWith(attendanceMarkRecordSchema, {
    ...sent,
    residentialId: sent.residentialId ?? residential.id,
    markedBy: auth.user.id,
    markedByName: auth.user.name,
  });
  const existing = await storedMark(db, input.id);
  if (existing) return replayOf(existing, residential);
  if (input.residentialId !== residential.id) {
    throw invalid([{ param: 'residentialId', message: 'The mark is for another residential' }]);
  }
  const session = residential.sessions.find((candidate) => candidate.id === input.sessionId);
  if (!session) {
    throw invalid([{ param: 'sessionId', message: 'No session of this residential has this id' }]);
  }
  if (!canMarkSession(auth, residential, session)) {
    throw forbidden('You can mark attendance only at the sessions you teach');
  }
  await checkStudent(db, auth, residential, input.studentId);
  try {
    const row = await createRecord(
      db,
      attendanceMarksEntity,
      auth,
      { ...input, reason: input.reason || null },
      beforeCommit,
    );
    return { status: 201, row };
  } catch (error) {
    // The same mark sent twice at once: the first one in is the mark; this is its replay.
    const now = await storedMark(db, input.id);
    if (now) return replayOf(now, residential);
    throw error;
  }
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * After a residential changed (its hub, a session's tutor), in the same transaction: each of its
 * marks whose scope keys change gets the new keys and a change in the feed, so the new tutor's
 * devices receive it and the old one's drop it.
 */
export async function rekeyMarks(tx: Tx, residentialId: string): Promise<void> {
  const rows = (await tx
    .select()
    .from(attendanceMarks)
    .where(eq(attendanceMarks.residentialId, residentialId))) as Row[];
  for (const row of rows) {
    const before = Array.isArray(row.scopeKeys) ? (row.scopeKeys as string[]) : [];
    const after = await attendanceMarkScopeKeys(row, tx);
    if (sameKeys(before, after)) continue;
    const change = {
      entity: attendanceMarksEntity.name,
      recordId: String(row.id),
      op: 'upsert' as const,
    };
    await tx
      .update(attendanceMarks)
      .set({
        scopeKeys: after,
        version: sql`${attendanceMarks.version} + 1`,
        updatedAt: sql`now()`,
        seq: sql`${appendChangeSql({ ...change, scopeBefore: before, scopeAfter: after })}`,
      })
      .where(eq(attendanceMarks.id, String(row.id)));
  }
}
