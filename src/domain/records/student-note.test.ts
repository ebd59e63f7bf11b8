import { describe, expect, it } from 'vitest';
import { newestNotesFirst, studentNoteRecordSchema } from './student-note';

describe('student note', () => {
  it('needs a student and some text', () => {
    expect(studentNoteRecordSchema.safeParse({ studentId: 's1', text: '  ' }).success).toBe(false);
    expect(studentNoteRecordSchema.safeParse({ studentId: 's1', text: 'Called' }).success).toBe(
      true,
    );
    expect(studentNoteRecordSchema.safeParse({ text: 'Called' }).success).toBe(false);
  });

  it('refuses a note longer than 5000 characters', () => {
    const text = 'a'.repeat(5001);
    expect(studentNoteRecordSchema.safeParse({ studentId: 's1', text }).success).toBe(false);
  });

  it('lists notes newest first, an unsent one at the top', () => {
    const notes = [
      { id: 'a', createdAt: '2026-01-01T10:00:00Z' },
      { id: 'b' },
      { id: 'c', createdAt: '2026-03-01T10:00:00Z' },
    ];
    expect(newestNotesFirst(notes).map((note) => note.id)).toEqual(['b', 'c', 'a']);
  });
});
