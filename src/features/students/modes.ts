import { sharedSupportOf } from '../../domain/forms/support-sharing';

/** One row of the "Student support needs" list: a student and what they shared. */
export interface SupportRow {
  id: string;
  name: string;
  needs: string;
  details: string;
  supportPlan: string;
}

/**
 * The students who shared their support needs, with what they shared (the same rule the server
 * uses to send a tutor the form); a student who shared nothing does not appear.
 */
export function studentsWithSharedSupport(
  students: readonly { id: string; firstName: string; lastName: string }[],
  forms: readonly { studentId: string; formId: unknown; data: unknown }[],
): SupportRow[] {
  const byStudent = new Map(students.map((student) => [student.id, student]));
  const rows: SupportRow[] = [];
  for (const form of forms) {
    const student = byStudent.get(form.studentId);
    const shared = sharedSupportOf(form);
    if (!student || !shared) continue;
    rows.push({
      id: student.id,
      name: `${student.firstName} ${student.lastName}`,
      needs: shared.needs.join(', '),
      details: shared.details,
      supportPlan: shared.supportPlan,
    });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
