import { isSharedWithTutor } from '#domain/forms/support-sharing';
import { studentScopeKeys } from '../../platform/auth/scope';
import { DEMO_STUDENT_ID, DEMO_TUTOR_ID } from './demo-accounts';

interface SeedStudent {
  id: string;
  hubId: string;
  programmeCode: string;
  tutorId?: string | null;
}

/**
 * Learning-support answers of two of the demo tutor's tutees (not the demo student, whose forms
 * start empty): the first agreed to share them with their tutor, the second did not, so the
 * "Student support needs" list has one to show and one to keep out.
 */
export function generateSupportForms(students: readonly SeedStudent[]) {
  const tutees = students.filter(
    (student) => student.tutorId === DEMO_TUTOR_ID && student.id !== DEMO_STUDENT_ID,
  );
  const answers = [
    {
      needs: ['Dyslexia'],
      details: 'Reads slowly; needs reading lists early and extra time in written work.',
      supportPlan: 'Yes',
      consentToShare: true,
    },
    {
      needs: ['Mental health condition'],
      details: 'Prefers to discuss adjustments with the support team only.',
      supportPlan: 'No',
      consentToShare: false,
    },
  ];
  return tutees.slice(0, answers.length).map((student, index) => {
    const form = { formId: 'learning-support', data: answers[index] ?? {} };
    const keys = studentScopeKeys({ ...student, tutorId: student.tutorId ?? null });
    return {
      id: `${student.id}:learning-support`,
      studentId: student.id,
      ...form,
      scopeKeys: isSharedWithTutor(form) ? keys : keys.filter((key) => !key.startsWith('tutor:')),
    };
  });
}
