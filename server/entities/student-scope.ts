import { and, eq, sql } from 'drizzle-orm';
import { isSharedWithTutor } from '#domain/forms/support-sharing';
import {
  bursaryAwards,
  creditNotes,
  engagements,
  invoices,
  moduleRegistrations,
  payments,
  studentForms,
  studentNotes,
  studentRequests,
  students,
} from '../db/schema';
import { studentScopeKeys } from '../platform/auth/scope';
import { appendChangeSql, type Tx } from '../platform/changes';
import type { Row } from '../platform/entities/define';

/**
 * Scope keys of a record that belongs to a student (engagements, forms, requests): whoever sees
 * the student sees it. No keys when the student does not exist.
 */
export async function keysOfStudentRecord(row: Row, tx: Tx): Promise<string[]> {
  const [student] = await tx
    .select({
      id: students.id,
      hubId: students.hubId,
      tutorId: students.tutorId,
      programmeCode: students.programmeCode,
    })
    .from(students)
    .where(eq(students.id, String(row.studentId)));
  return student ? studentScopeKeys(student) : [];
}

/**
 * Scope keys of a student's form from its student's keys: their own and their hub's (hub
 * directors and hub staff hold students:view), and their tutor's only for learning support the
 * student agreed to share (a tutor holds mystudents:view, not students:view).
 */
export function keysOfForm(studentKeys: readonly string[], form: Row): string[] {
  const shared = isSharedWithTutor({ formId: form.formId, data: form.data });
  return shared ? [...studentKeys] : studentKeys.filter((key) => !key.startsWith('tutor:'));
}

/**
 * Scope keys of a staff note on a student from its student's keys: every key but the student's
 * own (staff who see the student see their notes; the student does not).
 */
export function keysOfNote(studentKeys: readonly string[]): string[] {
  return studentKeys.filter((key) => !key.startsWith('student:'));
}

/** The records that belong to a student, and their keys given the student's keys. */
const FOLLOWERS = [
  { entity: 'engagements', table: engagements, keys: (studentKeys: string[]) => studentKeys },
  {
    entity: 'student-requests',
    table: studentRequests,
    keys: (studentKeys: string[]) => studentKeys,
  },
  { entity: 'student-forms', table: studentForms, keys: keysOfForm },
  { entity: 'student-notes', table: studentNotes, keys: keysOfNote },
] as const;

/**
 * A student's rows that are not synced to devices but are scoped by their keys on the server
 * (finance, marks): read online only, so they need their keys, not a change in the feed.
 */
const SCOPED_ONLY = [invoices, payments, creditNotes, bursaryAwards, moduleRegistrations] as const;

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * When a student moves hub or tutor, everything that belongs to them follows: each record whose
 * keys change gets its new keys and a change in the feed, so the old hub's or tutor's devices
 * drop it and the new ones receive it; their invoices, payments, credit notes, bursary awards and
 * module marks get the new keys.
 */
export async function followStudent(tx: Tx, studentId: string, studentKeys: string[]) {
  const keys = sql`${sql.param(studentKeys, invoices.scopeKeys)}`;
  for (const table of SCOPED_ONLY) {
    await tx
      .update(table)
      .set({ scopeKeys: studentKeys, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(table.studentId, studentId), sql`${table.scopeKeys} is distinct from ${keys}`));
  }
  for (const follower of FOLLOWERS) {
    const { table } = follower;
    const rows = (await tx.select().from(table).where(eq(table.studentId, studentId))) as Row[];
    for (const row of rows) {
      const before = Array.isArray(row.scopeKeys) ? (row.scopeKeys as string[]) : [];
      const after = follower.keys(studentKeys, row);
      if (sameKeys(before, after)) continue;
      const change = { entity: follower.entity, recordId: row.id, op: 'upsert' as const };
      await tx
        .update(table)
        .set({
          scopeKeys: after,
          version: sql`${table.version} + 1`,
          updatedAt: sql`now()`,
          seq: sql`${appendChangeSql({ ...change, scopeBefore: before, scopeAfter: after })}`,
        })
        .where(eq(table.id, row.id));
    }
  }
}
