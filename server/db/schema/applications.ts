import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { students, users } from './people';
import { hubs } from './reference';

/** An application, with its parts, references and section reviews as documents (spec §3). */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    /** The applicant's own account, when they applied through self-registration. */
    applicantUserId: text('applicant_user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id),
    status: text('status').notNull(),
    intake: date('intake', { mode: 'string' }).notNull(),
    course: jsonb('course'),
    eligibility: jsonb('eligibility'),
    otherInformation: jsonb('other_information'),
    profile: jsonb('profile'),
    commitment: jsonb('commitment'),
    /** The applicant's declarations: disabilities, learning support, neurodiversity, health. */
    declarations: jsonb('declarations'),
    /** Highest qualification and its details (a short application leaves it out). */
    qualifications: jsonb('qualifications'),
    /** First language, English ability and any English test (left out by a short application). */
    languageAbility: jsonb('language_ability'),
    /** An unspent criminal conviction, and its details when there is one. */
    convictions: jsonb('convictions'),
    /** Who pays the fees, whether the applicant can meet the costs, and how. */
    finances: jsonb('finances'),
    /** A bursary application: whether, which bursary, why and the amount sought each year. */
    bursary: jsonb('bursary'),
    /** The applicant's exegesis essay (spec §5 prompt): the passage and the essay. */
    exegesis: jsonb('exegesis'),
    references: jsonb('references').notNull().default([]),
    leaderReferences: jsonb('leader_references').notNull().default([]),
    sections: jsonb('sections').notNull().default({}),
    /**
     * What happened to the application, oldest first: section outcomes and comments, quick
     * accept, status changes with their reasons, conditions, deposit (who, when, what).
     */
    history: jsonb('history').notNull().default([]),
    /** Conditions of a conditional offer (`conditionalOffers` switch): text and met/unmet. */
    conditions: jsonb('conditions').notNull().default([]),
    /** The deposit recorded when the place is confirmed: amount (pence), date, reference. */
    deposit: jsonb('deposit'),
    /** The student record confirming created (confirming again must not make another). */
    studentId: text('student_id').references(() => students.id),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('applications_status').on(table.status),
    index('applications_hub').on(table.hubId),
    index('applications_seq').on(table.seq),
    // Most recently changed first (the list's usual sort): the first page without a sort.
    index('applications_updated').on(table.updatedAt.desc().nullsLast(), table.id),
  ],
);

/**
 * A referee's invitation to write a reference (spec §3 Reference answers): a single-use link
 * mailed to the referee, who needs no account. Only the token's SHA-256 is stored.
 */
export const referenceInvitations = pgTable(
  'reference_invitations',
  {
    id: text('id').primaryKey(),
    // Invitations are not synced records: they go with their application.
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 'reference' or 'leader' (leader references of the church-planting variants). */
    kind: text('kind').notNull(),
    refereeName: text('referee_name').notNull(),
    refereeEmail: text('referee_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('reference_invitations_token').on(table.tokenHash),
    index('reference_invitations_application').on(table.applicationId),
  ],
);
