import { z } from 'zod';
import type { Stored } from './stored';

/** The longest note staff may write. */
export const STUDENT_NOTE_MAX = 5000;

/**
 * A staff note on a student's record (append-only): who wrote it, when (createdAt) and what.
 * Staff send the student and the text; the server sets the author from the signed-in user, and
 * no one may change or delete a note once written.
 */
export const studentNoteRecordSchema = z.object({
  id: z.string().min(1).max(300).optional(),
  studentId: z.string().min(1).max(200),
  text: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(STUDENT_NOTE_MAX, `A note has at most ${STUDENT_NOTE_MAX} characters`),
  /** Set by the server (the signed-in user); whatever a client sends is replaced. */
  authorId: z.string().max(200).nullable().optional(),
  authorName: z.string().max(300).nullable().optional(),
});
/** A student note's fields. */
export type StudentNoteRecord = z.infer<typeof studentNoteRecordSchema>;
/** A student note as the server stores and sends it. */
export type StoredStudentNote = Stored<StudentNoteRecord>;

/** Notes newest first (a note made on this device and not yet sent has no time: it is newest). */
export function newestNotesFirst<T extends { createdAt?: string }>(notes: readonly T[]): T[] {
  return notes.toSorted((a, b) => (b.createdAt ?? '\uffff').localeCompare(a.createdAt ?? '\uffff'));
}
