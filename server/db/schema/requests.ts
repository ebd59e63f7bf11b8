import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { students, users } from './people';

/**
 * A request a student makes for staff to decide (spec §2.5, §7): a deferral or waiver, a
 * recording, a study break, a withdrawal, an extension or an interruption of studies. Its type's
 * form body is in `data`; it is Pending until staff approve or reject it, or the student
 * withdraws it (kept, status Withdrawn). Versioned, audited and in the change feed.
 */
export const studentRequests = pgTable(
  'student_requests',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    /** One of STUDENT_REQUEST_TYPES (src/domain/forms/requests.ts). */
    type: text('type').notNull(),
    /** One of REQUEST_STATUSES. */
    status: text('status').notNull().default('Pending'),
    data: jsonb('data').notNull(),
    /**
     * What the request is about when a student may make only one of its type for it: an
     * extension's `<engagementId>/<sessionId>/<moduleInstanceId>`. Null for other requests.
     */
    subjectKey: text('subject_key'),
    /** Staff's reason, shown to the student with the outcome. */
    decisionReason: text('decision_reason'),
    /** The user id of the staff member who decided. */
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('student_requests_student').on(table.studentId),
    index('student_requests_seq').on(table.seq),
    // One live request per subject: a second extension for the same assignment is refused
    // (409) unless the first was withdrawn.
    uniqueIndex('student_requests_one_per_subject')
      .on(table.studentId, table.type, table.subjectKey)
      .where(sql`${table.subjectKey} is not null and ${table.status} <> 'Withdrawn'`),
  ],
);
