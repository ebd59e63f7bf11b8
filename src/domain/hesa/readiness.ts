import { z } from 'zod';
import { fieldOfRule, percentReady, type StudentProblem } from './problems';

// Continuous readiness (issue 22): one student's HESA readiness as the badge of their record
// shows it, and the percentage ready over time the HESA dashboard charts.

/** A rule a student's return breaks: once per rule, as the `missing` screen lists them. */
export const readinessRuleSchema = z.object({
  rule: z.string(),
  message: z.string(),
  field: z.string(),
});
export type ReadinessRule = z.infer<typeof readinessRuleSchema>;

/** GET /api/hesa/students/:id/readiness. */
export const studentReadinessSchema = z.object({
  year: z.string(),
  /** False: the student has no engagement in the year (not in this year's return). */
  inReturn: z.boolean(),
  ready: z.boolean(),
  problems: z.number().int().nonnegative(),
  rules: z.array(readinessRuleSchema),
});
export type StudentReadiness = z.infer<typeof studentReadinessSchema>;

/**
 * A student's readiness from the problems the build found for them: each rule once (the
 * `missing` screen lists a student once under each rule they break), in the order found.
 */
export function readinessOf(
  year: string,
  problems: readonly Pick<StudentProblem, 'rule' | 'field' | 'message'>[] | undefined,
): StudentReadiness {
  if (!problems) return { year, inReturn: false, ready: false, problems: 0, rules: [] };
  const rules = new Map<string, ReadinessRule>();
  for (const problem of problems) {
    if (rules.has(problem.rule)) continue;
    rules.set(problem.rule, {
      rule: problem.rule,
      message: problem.message,
      field: problem.field ?? fieldOfRule(problem.rule),
    });
  }
  return {
    year,
    inReturn: true,
    ready: rules.size === 0,
    problems: rules.size,
    rules: [...rules.values()],
  };
}

/** What the badge says: "HESA ready", "HESA: 1 problem", "HESA: 3 problems". */
export function readinessLabel(readiness: Pick<StudentReadiness, 'inReturn' | 'problems'>): string {
  if (!readiness.inReturn) return "HESA: not in this year's return";
  if (readiness.problems === 0) return 'HESA ready';
  return `HESA: ${readiness.problems} problem${readiness.problems === 1 ? '' : 's'}`;
}

/** A readiness snapshot as the history keeps it. */
export interface ReadinessSnapshot {
  takenAt: string;
  students: number;
  ready: number;
}

/** A point of the "ready over time" chart and its table. */
export interface ReadinessPoint {
  takenAt: string;
  students: number;
  ready: number;
  percent: number;
}

/** The history as points, oldest first, each with its percentage ready. */
export function readinessSeries(history: readonly ReadinessSnapshot[]): ReadinessPoint[] {
  return [...history]
    .sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt))
    .map((s) => ({ ...s, percent: percentReady(s.students, s.ready) }));
}
