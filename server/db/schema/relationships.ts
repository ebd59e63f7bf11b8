import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { recordColumns, scopeKeysColumn } from './columns';
import { students, users } from './people';
import { hubs } from './reference';

/** A §3 postal address, as columns (src/domain/contacts/address.ts); every part optional here. */
const addressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  county: text('county'),
  postCode: text('post_code'),
});

/**
 * A potential student (lead, spec §3): who they are, the §4 stage, how they first heard and
 * first made contact (§9), the hub and programme of interest, who owns them and when to act
 * next. Hub directors keep their hub's on the device and move stages offline.
 */
export const potentialStudents = pgTable(
  'potential_students',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postCode: text('post_code'),
    hubId: text('hub_id').references(() => hubs.id),
    /** Programme of interest (a programme code). */
    programme: text('programme'),
    ageRange: text('age_range'),
    stage: text('stage').notNull().default('Unknown'),
    firstHeard: text('first_heard'),
    firstContact: text('first_contact'),
    /** The hub or programme director who follows them up. */
    ownerId: text('owner_id').references(() => users.id),
    /** The owner's name, set by the server, so a device shows it without the users table. */
    ownerName: text('owner_name'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    /** Their application, once they applied (or the one they were offered again from). */
    applicationId: text('application_id').references(() => applications.id),
    /** The event they were imported from, if any. */
    sourceEvent: text('source_event'),
    notes: text('notes'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('potential_students_hub').on(table.hubId),
    index('potential_students_stage').on(table.stage),
    index('potential_students_email').on(table.email),
    index('potential_students_seq').on(table.seq),
    uniqueIndex('potential_students_application').on(table.applicationId),
  ],
);

/** One thing done with a potential student: a call, an e-mail, a meeting, an event attended. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: text('id').primaryKey(),
    potentialStudentId: text('potential_student_id')
      .notNull()
      .references(() => potentialStudents.id),
    kind: text('kind').notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    authorId: text('author_id').references(() => users.id),
    authorName: text('author_name'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('lead_activities_lead').on(table.potentialStudentId),
    index('lead_activities_seq').on(table.seq),
  ],
);

/** A church or partner organisation (spec §3): partner type, §4 status, hub and address. */
export const organisations = pgTable(
  'organisations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    partnerType: text('partner_type').notNull(),
    status: text('status').notNull(),
    hubId: text('hub_id').references(() => hubs.id),
    ...addressColumns(),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    notes: text('notes'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [index('organisations_name').on(table.name), index('organisations_seq').on(table.seq)],
);

/** A person who is not a student: a referee, church leader or supporter (spec §3). */
export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    title: text('title'),
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    ...addressColumns(),
    organisationId: text('organisation_id').references(() => organisations.id),
    /** What they are to the college: Referee, Church leader, Supporter, Other. */
    relationship: text('relationship').notNull(),
    /** Their role at the organisation (Vicar, Youth pastor, Trustee). */
    roleTitle: text('role_title'),
    /** Their id in the donor system (DONORS_URL), when they give. */
    donorId: text('donor_id'),
    notes: text('notes'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('contacts_organisation').on(table.organisationId),
    index('contacts_email').on(table.email),
    index('contacts_seq').on(table.seq),
  ],
);

/**
 * A GDPR consent: one person (a contact, a student or alumnus, a potential student), one
 * purpose, where and when it was given, and when it was withdrawn. A withdrawn consent keeps
 * its row (the record of what was agreed) and takes the person off every list that needs it.
 */
export const consents = pgTable(
  'consents',
  {
    id: text('id').primaryKey(),
    personKind: text('person_kind').notNull(),
    personId: text('person_id').notNull(),
    /** The person's name when recorded, so lists show it without joining three tables. */
    personName: text('person_name').notNull(),
    purpose: text('purpose').notNull(),
    source: text('source').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    withdrawnOn: date('withdrawn_on', { mode: 'string' }),
    withdrawnReason: text('withdrawn_reason'),
    recordedBy: text('recorded_by').references(() => users.id),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('consents_person').on(table.personKind, table.personId),
    index('consents_seq').on(table.seq),
  ],
);

/** A gift imported from the donor system: who gave (their donor id), how much, when, to what. */
export const gifts = pgTable(
  'gifts',
  {
    id: text('id').primaryKey(),
    donorId: text('donor_id').notNull(),
    personKind: text('person_kind').notNull(),
    personId: text('person_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    fund: text('fund'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('gifts_person').on(table.personKind, table.personId),
    uniqueIndex('gifts_donor_gift').on(table.donorId, table.givenOn, table.amountPence, table.fund),
  ],
);

/** What an alumnus does now: the organisation where they serve and their role there. */
export const alumniProfiles = pgTable(
  'alumni_profiles',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    organisationId: text('organisation_id').references(() => organisations.id),
    servingAs: text('serving_as'),
    ...recordColumns(),
  },
  (table) => [primaryKey({ columns: [table.studentId] })],
);

/** A student's or alumnus's interest in further study, with the programme they intend. */
export const furtherStudyInterests = pgTable(
  'further_study_interests',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    programme: text('programme').notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    ...recordColumns(),
  },
  (table) => [uniqueIndex('further_study_student_programme').on(table.studentId, table.programme)],
);
