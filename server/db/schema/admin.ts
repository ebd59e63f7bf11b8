import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { users } from './people';
import { portalPages } from './portal';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A feature switch as a sysadmin set it (spec §1; admin/systemdata). `config/features.json` holds
 * the defaults; a row here overrides one, for every API process (each re-reads within seconds).
 */
export const featureSettings = pgTable('feature_settings', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: text('updated_by').references(() => users.id),
  updatedByName: text('updated_by_name').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A reference list of system data that is not a table of its own (admin/systemdata): intakes,
 * first-heard and first-contact lists, residential dates. `values` holds the list's items as the
 * list's schema in `src/domain/admin` describes them; changes are audited (its history).
 */
export const referenceLists = pgTable('reference_lists', {
  id: text('id').primaryKey(),
  values: jsonb('values').notNull(),
  ...recordColumns(),
});

/**
 * A mail the product sends, as an administrator edited it (admin/emailtemplates). `id` is the
 * template's key in the template registry; without a row the registry's default text is used.
 */
export const emailTemplates = pgTable('email_templates', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull(),
  /** Plain text with `{{placeholder}}`s the registry names for this template. */
  body: text('body').notNull(),
  updatedBy: text('updated_by').references(() => users.id),
  ...recordColumns(),
});

/** One saved version of a portal, KB or handbook page (admin/portalpages: history, restore). */
export const portalPageVersions = pgTable(
  'portal_page_versions',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => portalPages.id),
    /** The page's version this text was saved as. */
    pageVersion: integer('page_version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull(),
    savedBy: text('saved_by').references(() => users.id),
    savedByName: text('saved_by_name').notNull().default(''),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('portal_page_versions_page').on(table.pageId, table.pageVersion)],
);

/** A grade scale of one level: mark bands and their grades (admin/grades). */
export const gradeScales = pgTable('grade_scales', {
  id: text('id').primaryKey(),
  /** A §9 level code (e.g. 'C', 'I', 'H', 'M'). */
  level: text('level').notNull(),
  name: text('name').notNull(),
  /** Bands, highest first: `{ grade, label, minMark }` (src/domain/admin/grades). */
  bands: jsonb('bands').notNull(),
  ...recordColumns(),
});

/** A run of a housekeeping job (admin/housekeeping): progress while running, then its result. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: text('id').primaryKey(),
    job: text('job').notNull(),
    /** 'running', 'done' or 'failed'. */
    status: text('status').notNull(),
    /** 0-100 while running. */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    startedBy: text('started_by').references(() => users.id),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [index('job_runs_job_started').on(table.job, table.startedAt)],
);

/**
 * A helpdesk ticket (spec §2.3 `/tickets`): raised by a student or member of staff, answered by
 * the helpdesk. Synced to the requester's device (scope `user:<requester>`) and to helpdesk staff.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    /** Shown to people: "Ticket 42". */
    number: serial('number').notNull(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id),
    requesterName: text('requester_name').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** One of TICKET_STATUSES (src/domain/tickets). */
    status: text('status').notNull(),
    assigneeId: text('assignee_id').references(() => users.id),
    assigneeName: text('assignee_name'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('tickets_number').on(table.number),
    index('tickets_requester').on(table.requesterId),
    index('tickets_seq').on(table.seq),
  ],
);

/** A reply or internal note on a ticket; internal notes carry only the helpdesk's scope key. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('ticket_messages_ticket').on(table.ticketId),
    index('ticket_messages_seq').on(table.seq),
  ],
);

/** A file attached to a ticket (≤ 10 MB); the bytes live under DATA_DIR/tickets/<id>. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    messageId: text('message_id').references(() => ticketMessages.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_ticket').on(table.ticketId)],
);
