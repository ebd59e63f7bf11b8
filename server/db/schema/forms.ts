import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { students } from './people';

/**
 * A student's answers to one self-service form (spec §2.5, §7 "GET and PUT each of"): one record
 * per student and form (id `<studentId>:<formId>`), versioned, audited and in the change feed
 * like every record, so the student's own forms are on their device.
 */
export const studentForms = pgTable(
  'student_forms',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    formId: text('form_id').notNull(),
    data: jsonb('data').notNull(),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('student_forms_student').on(table.studentId),
    index('student_forms_seq').on(table.seq),
  ],
);
