import { studentScopeKeys } from '../../platform/auth/scope';
import { DEMO_STUDENT_ID, DEMO_TUTOR_ID, OTHER_DEMO_STUDENT_ID } from './demo-accounts';

interface SeedStudent {
  id: string;
  hubId: string;
  programmeCode: string;
  tutorId?: string | null;
}

/** What the demo notes say, who wrote them and how many days before the reference date. */
const NOTES = [
  {
    studentId: DEMO_STUDENT_ID,
    authorId: 'user-registrar',
    authorName: 'Rachel Okafor',
    daysBefore: 40,
    text: 'Enrolment documents checked and copied to the file.',
  },
  {
    studentId: DEMO_STUDENT_ID,
    authorId: 'user-hd',
    authorName: 'Harriet Dunmore',
    daysBefore: 12,
    text: 'Met at the hub: settling in well, asked about the residential weekend.',
  },
  {
    studentId: OTHER_DEMO_STUDENT_ID,
    authorId: 'user-registrar',
    authorName: 'Rachel Okafor',
    daysBefore: 20,
    text: 'Change of address received by post; the record was updated.',
  },
] as const;

/** A tutor's note on their first tutee after the demo student (who has forms on their record). */
const TUTOR_NOTE = {
  authorId: DEMO_TUTOR_ID,
  authorName: 'Dr Fiona Hale',
  daysBefore: 5,
  text: 'Tutorial: agreed a reading plan for the autumn essays.',
} as const;

/**
 * A few staff notes on the demo students (append-only records, src/domain/records/student-note):
 * seen by the staff who see the student, never by the student (no `student:` key).
 */
export function generateStudentNotes(students: readonly SeedStudent[], referenceDate: string) {
  const byId = new Map(students.map((student) => [student.id, student]));
  const reference = new Date(`${referenceDate.slice(0, 10)}T10:00:00Z`).getTime();
  const tutee = students.find(
    (student) => student.tutorId === DEMO_TUTOR_ID && student.id !== DEMO_STUDENT_ID,
  );
  const notes = [...NOTES, ...(tutee ? [{ ...TUTOR_NOTE, studentId: tutee.id }] : [])];
  return notes.flatMap((note, index) => {
    const student = byId.get(note.studentId);
    if (!student) return [];
    const { daysBefore, ...fields } = note;
    const at = new Date(reference - daysBefore * 86_400_000).toISOString();
    const keys = studentScopeKeys({ ...student, tutorId: student.tutorId ?? null });
    return [
      {
        id: `${note.studentId}:note-${index + 1}`,
        ...fields,
        createdAt: at,
        updatedAt: at,
        scopeKeys: keys.filter((key) => !key.startsWith('student:')),
      },
    ];
  });
}
