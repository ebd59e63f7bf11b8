import { residentialOfRule } from './residential-venues';

// One problem of a student's return, as the build finds it (server/features/hesa/entities.ts),
// and the pure rules of the `missing` and `student` screens: where each is fixed, the counts by
// rule and the share of students ready to file.

/** A problem the return has with one student (or with the whole return: studentId empty). */
export interface StudentProblem {
  /** The rule, e.g. `sid`, `form`, `unmapped:ETHNIC:Spiritual`. */
  rule: string;
  /** The HESA field it concerns, when one. */
  field?: string;
  message: string;
  studentId: string;
}

/** The id of the student record's tab where a student's HESA details are entered. */
export const HESA_DETAILS_TAB = 'hesa-details';

/** Kinds of the rules of missing reference facts: `course:QUALCAT`, `module:COSTCN`… */
const FACT_RULE_KINDS: readonly string[] = ['provider', 'course', 'module', 'venue'];

/** Where a problem is fixed: the mapping screen for a code, else the student's record. */
export function fixOf(problem: Pick<StudentProblem, 'rule' | 'studentId'>): {
  to: string;
  label: string;
} {
  const [kind, field] = problem.rule.split(':');
  if ((kind === 'unmapped' || kind === 'invalid') && field) {
    return { to: `/hesa/mapping?field=${encodeURIComponent(field)}`, label: `Map ${field}` };
  }
  // A residential's venue without a postcode (issue 23): fixed on the residential.
  const residential = residentialOfRule(problem.rule);
  if (residential) {
    return {
      to: `/residentials?residential=${encodeURIComponent(residential)}`,
      label: 'Residential',
    };
  }
  // Facts of courses, modules, the provider and venues (reference-facts.ts): their own tab.
  if (kind && FACT_RULE_KINDS.includes(kind)) {
    return { to: '/hesa/mapping?tab=facts', label: 'Courses, modules and venues' };
  }
  if (!problem.studentId) return { to: '/hesa/mapping', label: 'HESA mapping' };
  const student = `/students/${encodeURIComponent(problem.studentId)}`;
  // The details the registry enters are fixed on the record's HESA details tab.
  if (kind === 'sid' || kind === 'missing') {
    return { to: `${student}?tab=${HESA_DETAILS_TAB}`, label: 'HESA details' };
  }
  return { to: student, label: 'Student record' };
}

/** The HESA field a rule concerns: `unmapped:ETHNIC:x` → ETHNIC; rules of no one field → ''. */
export function fieldOfRule(rule: string): string {
  const [kind, field] = rule.split(':');
  if ((kind === 'unmapped' || kind === 'invalid' || kind === 'missing') && field) return field;
  if (kind && FACT_RULE_KINDS.includes(kind) && field) return field;
  if (residentialOfRule(rule)) return 'POSTCODE';
  return RULE_FIELDS[kind ?? ''] ?? '';
}

const RULE_FIELDS: Record<string, string> = {
  sid: 'SID',
  form: 'ETHNIC, RELIGION, DISABILITY',
  'leaver-date': 'ENGENDDATE',
  load: 'RPSTULOAD',
};

/** A rule with its students: what the `missing` screen lists. */
export interface RuleGroup {
  rule: string;
  field: string;
  message: string;
  /** Problems found (a student may have the rule more than once). */
  count: number;
  students: string[];
}

/** Problems grouped by rule, most students first, then by rule; students listed once each. */
export function groupByRule(problems: readonly StudentProblem[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const problem of problems) {
    const group = groups.get(problem.rule) ?? {
      rule: problem.rule,
      field: problem.field ?? fieldOfRule(problem.rule),
      message: problem.message,
      count: 0,
      students: [],
    };
    group.count += 1;
    if (problem.studentId && !group.students.includes(problem.studentId)) {
      group.students.push(problem.studentId);
    }
    groups.set(problem.rule, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.students.length - a.students.length || a.rule.localeCompare(b.rule),
  );
}

/** Students with no problem, of those checked. */
export function readyCount(studentIds: readonly string[], problems: readonly StudentProblem[]) {
  const failing = new Set(problems.map((p) => p.studentId));
  return studentIds.filter((id) => !failing.has(id)).length;
}

/** The percentage ready, one decimal place; 0 when no student was checked. */
export function percentReady(students: number, ready: number): number {
  return students === 0 ? 0 : Math.round((ready / students) * 1000) / 10;
}
