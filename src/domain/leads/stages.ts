/** Which report a potential-student stage appears in (spec §4). */
export const REPORT_AUDIENCES = ['always', 'office group', 'admin', 'archive'] as const;
export type ReportAudience = (typeof REPORT_AUDIENCES)[number];

/** Potential-student stages with their order and report audience, exactly as spec §4. */
export const POTENTIAL_STUDENT_STAGES = [
  { stage: 'Unknown', order: 0, audience: 'always' },
  { stage: 'Initial contact made', order: 1, audience: 'always' },
  { stage: 'Engaged with HD/PD', order: 2, audience: 'always' },
  { stage: 'Interested in future enrolment', order: 3, audience: 'always' },
  { stage: 'Interested in current enrolment', order: 4, audience: 'always' },
  { stage: 'Office follow up', order: 5, audience: 'office group' },
  { stage: 'Applicant', order: 0.7, audience: 'admin' },
  { stage: 'Student', order: 0.6, audience: 'admin' },
  { stage: 'MA completed', order: 0.5, audience: 'archive' },
  { stage: 'Rejected', order: 0.4, audience: 'archive' },
  { stage: 'Not intending to apply', order: 0.3, audience: 'archive' },
  { stage: 'Mailing list', order: 0.2, audience: 'office group' },
  { stage: 'Not responsive', order: 0.1, audience: 'archive' },
] as const satisfies readonly {
  stage: string;
  order: number;
  audience: ReportAudience;
}[];

/** The stage names, in the spec's listing order. */
export const STAGES = POTENTIAL_STUDENT_STAGES.map((s) => s.stage);
export type Stage = (typeof POTENTIAL_STUDENT_STAGES)[number]['stage'];

/** True when the value is a potential-student stage. */
export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The order number of a stage (spec §4); undefined for an unknown stage name. */
export function stageOrder(stage: string): number | undefined {
  return POTENTIAL_STUDENT_STAGES.find((s) => s.stage === stage)?.order;
}

/** The report audience of a stage (spec §4); undefined for an unknown stage name. */
export function stageAudience(stage: string): ReportAudience | undefined {
  return POTENTIAL_STUDENT_STAGES.find((s) => s.stage === stage)?.audience;
}

/**
 * Stages a report for the audience shows, sorted by order: the audience's own stages plus
 * the 'always' stages, which every report shows.
 */
export function stagesForAudience(audience: ReportAudience): Stage[] {
  return sortStages(
    POTENTIAL_STUDENT_STAGES.filter((s) => s.audience === audience || s.audience === 'always').map(
      (s) => s.stage,
    ),
  );
}

/**
 * A new array of stage names sorted by ascending order number (spec §4); names that are not
 * stages go last, alphabetically.
 */
export function sortStages<T extends string>(stages: readonly T[]): T[] {
  return [...stages].sort((a, b) => {
    const oa = stageOrder(a);
    const ob = stageOrder(b);
    if (oa === undefined || ob === undefined) {
      if (oa !== ob) return oa === undefined ? 1 : -1;
      return a < b ? -1 : a > b ? 1 : 0;
    }
    return oa - ob;
  });
}
