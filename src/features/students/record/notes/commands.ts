import { z } from 'zod';
import { studentNoteRecordSchema } from '../../../../domain/records/student-note';
import { defineCommand } from '../../../../offline/commands';
import { recordTable } from '../../../../offline/database';

/** What adding a note queues: the new note's id, its student and text, and who writes it. */
export interface AddStudentNoteInput {
  id: string;
  studentId: string;
  /** The student's name, for the outbox's label. */
  studentName: string;
  text: string;
  /** Shown on this device until the server's record (author set by the server) replaces it. */
  authorName: string;
}

/**
 * POST /api/student-notes: a staff note on a student (append-only). Works offline: the note is
 * on this device's Notes tab at once and sent when online; the id is made here, so a retried
 * send cannot make a second note.
 */
export const addStudentNote = defineCommand<AddStudentNoteInput>({
  name: 'studentNotes.add',
  schema: z.object({
    id: z.string().min(1),
    studentId: studentNoteRecordSchema.shape.studentId,
    studentName: z.string().min(1),
    text: studentNoteRecordSchema.shape.text,
    authorName: z.string().min(1),
  }),
  label: (input) => `Note on ${input.studentName}`,
  method: 'POST',
  path: () => '/api/student-notes',
  body: (input) => ({ id: input.id, studentId: input.studentId, text: input.text }),
  entity: 'student-notes',
  recordId: (input) => input.id,
  apply: async (db, input) => {
    await recordTable(db, 'student-notes').put({
      id: input.id,
      version: 0,
      studentId: input.studentId,
      text: input.text,
      authorName: input.authorName,
    });
  },
});
