import { studentScopeKeys } from '../../platform/auth/scope';
import { DEMO_STUDENT_ID, DEMO_TUTOR_ID } from './demo-accounts';

interface SeedStudent {
  id: string;
  hubId: string;
  programmeCode: string;
  tutorId?: string | null;
}

/**
 * Emergency contacts and statistical-return answers of one student (the demo tutor's first
 * tutee after the demo student, whose forms start empty), so a staff record shows them. Neither
 * is shared with a tutor: their keys leave the tutor out, as keysOfForm does.
 */
export function generateRecordForms(students: readonly SeedStudent[]) {
  const student = students.find(
    (row) => row.tutorId === DEMO_TUTOR_ID && row.id !== DEMO_STUDENT_ID,
  );
  if (!student) return [];
  const keys = studentScopeKeys({ ...student, tutorId: student.tutorId ?? null }).filter(
    (key) => !key.startsWith('tutor:'),
  );
  const forms = {
    'emergency-contacts': {
      contacts: [
        {
          name: 'Miriam Cole',
          relationship: 'Spouse',
          phone: '07700 900123',
          email: 'miriam.cole@example.org',
          consentToContact: true,
        },
      ],
    },
    hesadata: {
      ethnicity: 'White - Irish',
      disabilities: ['No known impairment, health condition or learning difference'],
      religion: 'Christian - Baptist',
      sexualOrientation: 'Prefer not to say',
      genderIdentity: 'Yes',
      parentalEducation: 'No',
      careLeaver: 'No',
    },
  };
  return Object.entries(forms).map(([formId, data]) => ({
    id: `${student.id}:${formId}`,
    studentId: student.id,
    formId,
    data,
    scopeKeys: keys,
  }));
}
