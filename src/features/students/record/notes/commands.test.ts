import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../offline/commands';
import { openUserDatabase } from '../../../../offline/database';
import { addStudentNote } from './commands';

const note = {
  id: 'note-1',
  studentId: 'student-00001',
  studentName: 'Ada Lovelace',
  text: '  Phoned about the placement  ',
  authorName: 'Hannah Director',
};

describe('studentNotes.add', () => {
  it('queues one POST with the id, student and text, and shows the note at once', async () => {
    const db = await openUserDatabase(`notes-${crypto.randomUUID()}`);
    const entry = await runCommand(db, 'u1', addStudentNote, note);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/student-notes',
      body: { id: 'note-1', studentId: 'student-00001', text: 'Phoned about the placement' },
      label: 'Note on Ada Lovelace',
      entity: 'student-notes',
      recordId: 'note-1',
    });
    expect(await db.outbox.count()).toBe(1);
    const stored = await db['student-notes'].where('studentId').equals('student-00001').toArray();
    expect(stored).toEqual([
      expect.objectContaining({ id: 'note-1', version: 0, authorName: 'Hannah Director' }),
    ]);
  });

  it('refuses an empty note and queues nothing', async () => {
    const db = await openUserDatabase(`notes-${crypto.randomUUID()}`);
    await expect(runCommand(db, 'u1', addStudentNote, { ...note, text: '   ' })).rejects.toThrow(
      'Write the note',
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await db['student-notes'].count()).toBe(0);
  });
});
