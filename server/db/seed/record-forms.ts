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

interface SeedEngagement {
  id: string;
  studentId: string;
  startDate: string;
  endDate?: string | null;
}

/** `2021-22` for a date in the academic year starting 1 August 2021 (spec §9). */
function sessionTitleOf(date: string): { start: number; title: (year: number) => string } {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return { start, title: (y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}` };
}

/**
 * Past enrolment sessions of the same student (one per academic year of each engagement, at
 * most three, Completed), so the record's Enrolment sessions tab has years to show. The coming
 * year's sessions are still made by "Start the new year".
 */
export function generateRecordSessions(
  students: readonly SeedStudent[],
  engagements: readonly SeedEngagement[],
  today: string,
) {
  const student = students.find(
    (row) => row.tutorId === DEMO_TUTOR_ID && row.id !== DEMO_STUDENT_ID,
  );
  if (!student) return [];
  const current = sessionTitleOf(today).start;
  return engagements
    .filter((engagement) => engagement.studentId === student.id)
    .flatMap((engagement) => {
      const { start, title } = sessionTitleOf(engagement.startDate);
      const end = engagement.endDate ? sessionTitleOf(engagement.endDate).start : current - 1;
      const last = Math.min(end, current - 1, start + 2);
      return Array.from({ length: Math.max(0, last - start + 1) }, (_, index) => ({
        id: `${engagement.id}:${title(start + index)}`,
        studentId: student.id,
        engagementId: engagement.id,
        sessionId: title(start + index),
        status: 'Completed',
        yearOfStudy: index + 1,
      }));
    });
}
