import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { students, users } from './people';
import { studentRequests } from './requests';

/**
 * A content page of the student forms area (spec §2.5 "content pages by category"): markdown,
 * rendered sanitised in the browser. `id` is `<category>/<name>`.
 */
export const portalPages = pgTable(
  'portal_pages',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** Order within the category's list. */
    position: integer('position').notNull().default(0),
    /** Students (and staff outside admin/portalpages) see only published pages. */
    published: boolean('published').notNull().default(true),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('portal_pages_category_name').on(table.category, table.name),
    index('portal_pages_seq').on(table.seq),
  ],
);

/**
 * An uploaded evidence file (extension and mitigating-circumstances requests). The bytes live
 * under DATA_DIR/evidence/<id>, never in the database, and are only served as attachments.
 */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    /** The request it supports; null between upload and the request that claims it. */
    requestId: text('request_id').references(() => studentRequests.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('evidence_files_student').on(table.studentId),
    index('evidence_files_request').on(table.requestId),
  ],
);
