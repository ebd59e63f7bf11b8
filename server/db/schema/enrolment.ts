import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { engagements, students } from './people';

/**
 * A student's enrolment session: one academic year (`sessionId`, the §9 title such as `2026-27`)
 * of one engagement, with its spec §4 status. Staff at a desk work on these online (the
 * Enrolment screen), so they are not in the change feed; scope is read from the student's own
 * keys (a hub director reaches only their hub's). One per engagement and year: starting a year
 * twice adds none.
 */
export const enrolmentSessions = pgTable(
  'enrolment_sessions',
  {
    /** `<engagementId>:<sessionId>` */
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    engagementId: text('engagement_id')
      .notNull()
      .references(() => engagements.id),
    sessionId: text('session_id').notNull(),
    /** One of ENROLMENT_SESSION_STATUSES (src/domain/students/enrolment-session.ts). */
    status: text('status').notNull().default('Starting'),
    /** Year of the programme this session is (1 = the academic year the engagement started). */
    yearOfStudy: integer('year_of_study').notNull(),
    /** When the student pressed Enrol for this session in the forms area; null until then. */
    studentEnrolledAt: timestamp('student_enrolled_at', { withTimezone: true, mode: 'string' }),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('enrolment_sessions_engagement_session').on(table.engagementId, table.sessionId),
    index('enrolment_sessions_session').on(table.sessionId),
    index('enrolment_sessions_student').on(table.studentId),
  ],
);
