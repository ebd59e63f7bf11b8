import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { engagements, students, users } from './people';

/** A module of study (spec §3 "Module"): a code, a level (4 to 7, 3 for FC) and its credits. */
export const modules = pgTable(
  'modules',
  {
    /** The module code, e.g. `BT4101`. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    level: integer('level').notNull(),
    credits: integer('credits').notNull(),
    /** Labels of the hub teaching weeks and residentials in date order, e.g. 'Sept 2024' (§9). */
    hubWeeks: text('hub_weeks').array().notNull().default([]),
    residentials: text('residentials').array().notNull().default([]),
    ...recordColumns(),
  },
  (table) => [index('modules_seq').on(table.seq)],
);

/**
 * One run of a module in an academic session (`sessionId` is the academic year title of §9,
 * e.g. `2026-27`), with its summative assessment and the date it is due.
 */
export const moduleInstances = pgTable(
  'module_instances',
  {
    id: text('id').primaryKey(),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id),
    sessionId: text('session_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    assessmentTitle: text('assessment_title').notNull(),
    assessmentDueDate: date('assessment_due_date', { mode: 'string' }).notNull(),
    /** The faculty member (user id) who teaches this run; null until one is named. */
    tutorId: text('tutor_id').references(() => users.id),
    ...recordColumns(),
  },
  (table) => [
    index('module_instances_module').on(table.moduleId),
    index('module_instances_tutor').on(table.tutorId),
    index('module_instances_session').on(table.sessionId),
    index('module_instances_seq').on(table.seq),
  ],
);

/**
 * A student taking a module instance within an engagement, and how it went: the mark (0-100,
 * null until marked), the result and the credits it gave.
 */
export const moduleRegistrations = pgTable(
  'module_registrations',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    engagementId: text('engagement_id')
      .notNull()
      .references(() => engagements.id),
    moduleInstanceId: text('module_instance_id')
      .notNull()
      .references(() => moduleInstances.id),
    mark: integer('mark'),
    /** One of MODULE_RESULTS (src/domain/forms/student-records.ts). */
    result: text('result').notNull().default('Pending'),
    creditsAwarded: integer('credits_awarded').notNull().default(0),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('module_registrations_student').on(table.studentId),
    uniqueIndex('module_registrations_engagement_instance').on(
      table.engagementId,
      table.moduleInstanceId,
    ),
    index('module_registrations_seq').on(table.seq),
  ],
);

/**
 * A faculty member's contact details beyond their account (spec §2.3 "/faculty"): one row per
 * tutor, made at the first edit; the account keeps name, e-mail and hub.
 */
export const facultyProfiles = pgTable('faculty_profiles', {
  /** The tutor's user id. */
  id: text('id')
    .primaryKey()
    .references(() => users.id),
  phone: text('phone').notNull().default(''),
  office: text('office').notNull().default(''),
  officeHours: text('office_hours').notNull().default(''),
  ...recordColumns(),
});
