import { sharedSupportOf } from '../../domain/forms/support-sharing';

// Basic list modes of spec §2.3 from the engagements on the device: enrolled students have a
// Current or IoS engagement; non-enrolled have none; new ones are Starting. The full rules of
// each list arrive with the students issue.
const ENROLLED = new Set(['Current', 'IoS']);

/** The students a list mode shows. */
export function studentsInMode<S extends { id: string }>(
  students: S[],
  engagements: readonly { studentId: string; status: string }[],
  mode: string,
): S[] {
  if (mode === 'all') return students;
  const statuses = new Map<string, Set<string>>();
  for (const engagement of engagements) {
    const set = statuses.get(engagement.studentId) ?? new Set<string>();
    set.add(engagement.status);
    statuses.set(engagement.studentId, set);
  }
  const has = (student: S, test: (status: string) => boolean) =>
    [...(statuses.get(student.id) ?? [])].some(test);
  if (mode === 'enrolled')
    return students.filter((student) => has(student, (status) => ENROLLED.has(status)));
  if (mode === 'non-enrolled')
    return students.filter((student) => !has(student, (status) => ENROLLED.has(status)));
  if (mode === 'new')
    return students.filter((student) => has(student, (status) => status === 'Starting'));
  return students;
}

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
