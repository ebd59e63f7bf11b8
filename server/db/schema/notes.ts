import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, scopeKeysColumn } from './columns';
import { students, users } from './people';

/**
 * A staff note on a student's record (src/domain/records/student-note.ts): append-only, the
 * author set by the server. Seen by whoever sees the student among staff (never the student).
 */
export const studentNotes = pgTable(
  'student_notes',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id),
    text: text('text').notNull(),
    authorId: text('author_id').references(() => users.id),
    /** The author's name when written, so a device shows it without the users table. */
    authorName: text('author_name'),
    scopeKeys: scopeKeysColumn(),
    ...recordColumns(),
  },
  (table) => [
    index('student_notes_student').on(table.studentId),
    index('student_notes_seq').on(table.seq),
  ],
);
