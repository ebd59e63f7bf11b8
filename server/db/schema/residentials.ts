import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResidentialSession, Venue } from '#domain/residentials/residential';
import { recordColumns, scopeKeysColumn } from './columns';
import { students, users } from './people';
import { hubs } from './reference';

/**
 * A residential (issue 23): its dates, venue (with address, map link and wifi), the module
 * instances taught there and its sessions (timetable slots with room and tutor). The students
 * expected are not stored: they follow the module registrations (src/domain/residentials).
 * Scope keys: its hub's (every hub's when it has none) and each session tutor's.
 */
export const residentials = pgTable(
  'residentials',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The hub it is for; null when the whole college comes. */
    hubId: text('hub_id').references(() => hubs.id),
    venue: jsonb('venue').$type<Venue>().notNull(),
    moduleInstanceIds: jsonb('module_instance_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sessions: jsonb('sessions').$type<ResidentialSession[]>().notNull().default(sql`'[]'::jsonb`),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('residentials_start').on(table.startDate),
    index('residentials_hub').on(table.hubId),
    index('residentials_seq').on(table.seq),
  ],
);

/**
 * One attendance mark made on a device (append-only): the latest by device time per student and
 * session counts, and every mark is kept (src/domain/residentials/attendance.ts mergeMarks).
 * The id is made on the device, so a replayed mark is the same row. Scope keys: the
 * residential's hub and the tutor of the mark's session.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: text('id').primaryKey(),
    residentialId: text('residential_id')
      .notNull()
      .references(() => residentials.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    /** One of ATTENDANCE_MARKS. */
    mark: text('mark').notNull(),
    reason: text('reason'),
    /** The device's clock when the mark was made: what the merge orders by. */
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'string' }).notNull(),
    markedBy: text('marked_by')
      .notNull()
      .references(() => users.id),
    markedByName: text('marked_by_name'),
    deviceId: text('device_id').notNull(),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('attendance_marks_residential').on(table.residentialId, table.sessionId),
    index('attendance_marks_student').on(table.studentId),
    index('attendance_marks_seq').on(table.seq),
  ],
);
