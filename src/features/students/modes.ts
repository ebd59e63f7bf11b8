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
  if (mode === 'all' || mode === 'studentsupport-faculty') return students;
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
