import { date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';

/** An application, with its parts, references and section reviews as documents (spec §3). */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    /** The applicant's own account, when they applied through self-registration. */
    applicantUserId: text('applicant_user_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    hubId: text('hub_id').notNull(),
    status: text('status').notNull(),
    intake: date('intake', { mode: 'string' }).notNull(),
    course: jsonb('course'),
    eligibility: jsonb('eligibility'),
    otherInformation: jsonb('other_information'),
    profile: jsonb('profile'),
    commitment: jsonb('commitment'),
    references: jsonb('references').notNull().default([]),
    leaderReferences: jsonb('leader_references').notNull().default([]),
    sections: jsonb('sections').notNull().default({}),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('applications_status').on(table.status),
    index('applications_hub').on(table.hubId),
    index('applications_seq').on(table.seq),
  ],
);
