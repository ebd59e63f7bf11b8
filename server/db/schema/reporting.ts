import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { students, users } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A custom report saved from the report builder (issue 22, reporting/custom): the entity it
 * reads and its definition (fields, filters, sort, group-by, as src/domain/reporting describes
 * them), under a name; shared with everyone who may run it, or private to its owner.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    entity: text('entity').notNull(),
    definition: jsonb('definition').notNull(),
    shared: boolean('shared').notNull().default(false),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    ownerName: text('owner_name').notNull().default(''),
    ...recordColumns(),
  },
  (table) => [index('saved_reports_owner_idx').on(table.ownerId)],
);

/**
 * Our value of a field → its HESA Data Futures code (issue 22, hesa/mapping), as the HESA officer
 * set it for a collection year (`collection`, e.g. `24056`): sex, ethnicity, religion,
 * disability, nationality, highest qualification on entry, reason for ending, mode, funding,
 * interruption category → STATUSCHANGEDTO.
 */
export const hesaMappings = pgTable(
  'hesa_mappings',
  {
    id: text('id').primaryKey(),
    collection: text('collection').notNull(),
    field: text('field').notNull(),
    localValue: text('local_value').notNull(),
    code: text('code').notNull(),
    updatedBy: text('updated_by').references(() => users.id),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('hesa_mappings_field_value_idx').on(
      table.collection,
      table.field,
      table.localValue,
    ),
  ],
);

/**
 * A HESA valid value of a field for a collection year (the lists change by year; kept as data,
 * not code): what a mapping may point at, and how the export and the rules check a code.
 */
export const hesaValidValues = pgTable(
  'hesa_valid_values',
  {
    collection: text('collection').notNull(),
    field: text('field').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
  },
  (table) => [uniqueIndex('hesa_valid_values_pk').on(table.collection, table.field, table.code)],
);

/**
 * How ready the return was at a moment (issue 22, continuous readiness): students checked,
 * students with no problem, and the count of problems by rule; one row per check run.
 */
export const hesaReadiness = pgTable('hesa_readiness', {
  id: text('id').primaryKey(),
  collection: text('collection').notNull(),
  takenAt: at('taken_at').notNull().defaultNow(),
  students: integer('students').notNull(),
  ready: integer('ready').notNull(),
  byRule: jsonb('by_rule').notNull().default({}),
});

/**
 * What the HESA return needs of a student that the rest of the record does not hold (issue 22):
 * the HESA student identifier, legal sex, nationality, highest qualification on entry and fee
 * eligibility. Kept apart from the synced student record: only HESA officers and the registry
 * read it, online.
 */
export const hesaStudentDetails = pgTable('hesa_student_details', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  /** SID: 17 characters (a continuing student's 13-digit HUSID is carried over). */
  sid: text('sid'),
  /** Our value of legal sex, mapped to SEXID. */
  legalSex: text('legal_sex'),
  /** ISO 3166 country code of nationality (NATION). */
  nationality: text('nationality'),
  /** Our value of the highest qualification on entry, mapped to HIGHESTQOE. */
  highestQualification: text('highest_qualification'),
  /** Our value of fee eligibility, mapped to FEEELIG. */
  feeEligibility: text('fee_eligibility'),
  updatedBy: text('updated_by'),
  ...recordColumns(),
});

/**
 * HESA facts of the college's reference records, by kind: `provider` (the college: UKPRN),
 * `programme` (QUALCAT, awarding body, HECoS subject, funding body), `module` (cost centre,
 * HECoS subject), `hub` and `residential` (venue postcode). Each kind's facts are a zod schema
 * in src/domain/hesa; held here so programmes and modules stay as every device syncs them.
 */
export const hesaReferenceFacts = pgTable(
  'hesa_reference_facts',
  {
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    facts: jsonb('facts').notNull().default({}),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hesa_reference_facts_pk').on(table.kind, table.refId)],
);
