import type { AttendanceMark } from './attendance';

// The check-in screen's pure rules (issue 23): the roster's count, always on screen, and the
// search by name.

/** How far a session's roster is marked. */
export interface RosterCount {
  total: number;
  marked: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
}

/** Counts the marks that count of the students on the roster (marks of others are left out). */
export function rosterCount(
  studentIds: readonly string[],
  current: ReadonlyMap<string, AttendanceMark>,
): RosterCount {
  const count: RosterCount = { total: 0, marked: 0, present: 0, late: 0, absent: 0, excused: 0 };
  for (const id of new Set(studentIds)) {
    count.total += 1;
    const mark = current.get(id);
    if (mark === undefined) continue;
    count.marked += 1;
    count[mark] += 1;
  }
  return count;
}

/** "12 of 32 marked · 10 present · 1 late · 1 absent" (excused only when there are some). */
export function rosterSummary(count: RosterCount): string {
  const parts = [
    `${count.marked} of ${count.total} marked`,
    `${count.present} present`,
    `${count.late} late`,
    `${count.absent} absent`,
    ...(count.excused > 0 ? [`${count.excused} excused`] : []),
  ];
  return parts.join(' · ');
}

/** Lower case without accents, so "zoe" finds "Zoë". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a name matches what was typed: every word typed is found in the name. */
export function matchesName(name: string, typed: string): boolean {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  const target = folded(name);
  return words.every((word) => target.includes(word));
}
