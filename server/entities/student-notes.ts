import { studentNoteRecordSchema } from '#domain/records/student-note';
import { studentNotes } from '../db/schema';
import type { Tx } from '../platform/changes';
import { defineEntity, type Row } from '../platform/entities/define';
import { forbidden } from '../platform/errors';
import { STUDENT } from './references';
import { keysOfNote, keysOfStudentRecord } from './student-scope';

const STAFF_WHO_SEE_STUDENTS = [['students:view', 'mystudents:view']] as const;
/** A requirement no one meets (any one of no permissions): notes are never changed or deleted. */
const NO_ONE = [[]] as const;

/**
 * Staff notes on a student's record (append-only): whoever among staff sees the student reads
 * and adds them (a hub director their hub's students, a tutor their tutees), the author is the
 * signed-in user, and no one changes or deletes a note (403 for everyone).
 */
export const studentNotesEntity = defineEntity({
  name: 'student-notes',
  label: 'Student note',
  table: studentNotes,
  inputSchema: studentNoteRecordSchema,
  policy: {
    view: STAFF_WHO_SEE_STUDENTS,
    create: STAFF_WHO_SEE_STUDENTS,
    // Append-only: 403 for everyone, before the version is even looked at (and the validate
    // hook below refuses any change that reaches it by another path).
    update: NO_ONE,
    delete: NO_ONE,
  },
  scopeKeys: keysOfStudentNote,
  references: { studentId: STUDENT },
  validate: ({ auth, before, after }) => {
    if (before) throw forbidden('A note cannot be changed or deleted once written');
    if (after) {
      // The author is who is signed in, whatever the client sent.
      after.authorId = auth.realUser.id;
      after.authorName = auth.realUser.name;
    }
  },
  searchable: ['text'],
  sortable: ['createdAt'],
  filterable: ['studentId'],
  exportColumns: [
    { field: 'studentId', label: 'Student' },
    { field: 'createdAt', label: 'Written', kind: 'datetime' },
    { field: 'authorName', label: 'Author' },
    { field: 'text', label: 'Note' },
  ],
});

async function keysOfStudentNote(row: Row, tx: Tx): Promise<string[]> {
  return keysOfNote(await keysOfStudentRecord(row, tx));
}
