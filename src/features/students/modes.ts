import type { SyncedRecord } from '../../offline/types';

// Basic list modes of spec §2.3 from the engagements on the device: enrolled students have a
// Current or IoS engagement; non-enrolled have none; new ones are Starting. The full rules of
// each list arrive with the students issue.
const ENROLLED = new Set(['Current', 'IoS']);

/** The students a list mode shows. */
export function studentsInMode(
  students: SyncedRecord[],
  engagements: SyncedRecord[],
  mode: string,
): SyncedRecord[] {
  if (mode === 'all' || mode === 'studentsupport-faculty') return students;
  const statuses = new Map<string, Set<string>>();
  for (const engagement of engagements) {
    const id = String(engagement.studentId);
    const set = statuses.get(id) ?? new Set<string>();
    set.add(String(engagement.status));
    statuses.set(id, set);
  }
  const has = (student: SyncedRecord, test: (status: string) => boolean) =>
    [...(statuses.get(student.id) ?? [])].some(test);
  if (mode === 'enrolled')
    return students.filter((student) => has(student, (status) => ENROLLED.has(status)));
  if (mode === 'non-enrolled')
    return students.filter((student) => !has(student, (status) => ENROLLED.has(status)));
  if (mode === 'new')
    return students.filter((student) => has(student, (status) => status === 'Starting'));
  return students;
}
