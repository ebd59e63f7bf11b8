import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { hubs, programmes } from './reference';

/** A person who signs in: staff, student or applicant. Permissions come from roles + claims. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    picture: text('picture').notNull().default(''),
    roles: text('roles').array().notNull().default([]),
    /** Extra permission claims beyond the roles' (spec §6). */
    claims: text('claims').array().notNull().default([]),
    hubId: text('hub_id').references(() => hubs.id),
    programme: text('programme').notNull().default(''),
    pathway: text('pathway').notNull().default(''),
    /** The student record of a student's account (forms:student reads it). */
    studentId: text('student_id').references((): AnyPgColumn => students.id),
    active: boolean('active').notNull().default(true),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    index('users_seq').on(table.seq),
  ],
);

/** A student's record (spec §3). */
export const students = pgTable(
  'students',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id),
    programmeCode: text('programme_code')
      .notNull()
      .references(() => programmes.id),
    partnerId: text('partner_id'),
    /** The faculty member (user id) who tutors the student. */
    tutorId: text('tutor_id').references(() => users.id),
    address: jsonb('address'),
    /** Date each onboarding email was sent (spec §9), by kind; null until one is. */
    onboardingEmails: jsonb('onboarding_emails'),
    scopeKeys: scopeKeysColumn(),
    /**
     * The searchable fields in lower case, one per line: a list's `q` is one LIKE on it rather
     * than an ILIKE per field (architecture §7). Kept by the database, never sent.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || E'\\n' || coalesce(last_name, '') || E'\\n' || coalesce(preferred_name, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(partner_id, ''))`,
    ),
    ...recordColumns(),
  },
  (table) => [
    index('students_hub').on(table.hubId),
    index('students_seq').on(table.seq),
    // The default sort, with id: a list's first page and an export's keyset pages read it in order.
    index('students_last_name_id').on(table.lastName, table.id),
  ],
);

/** A student's enrolment on a programme (spec §3, §4). */
export const engagements = pgTable(
  'engagements',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    code: text('code').notNull(),
    programmeCode: text('programme_code')
      .notNull()
      .references(() => programmes.id),
    status: text('status').notNull(),
    cohort: text('cohort'),
    lastCohort: text('last_cohort'),
    futureOrLastCohort: text('future_or_last_cohort'),
    levels: text('levels').array().notNull().default([]),
    credits: integer('credits').notNull().default(0),
    creditsAchieved: integer('credits_achieved').notNull().default(0),
    partnerId: text('partner_id'),
    exitAward: text('exit_award'),
    pace: text('pace'),
    level: text('level'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Status changes, oldest first: {from,to,reason,date,category?,by,byName,at} (spec §4). */
    statusHistory: jsonb('status_history').notNull().default([]),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('engagements_student').on(table.studentId),
    index('engagements_seq').on(table.seq),
  ],
);
