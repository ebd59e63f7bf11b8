import { z } from 'zod';
import { levelOfCode } from '../programmes/level-codes';
import { isProgrammeCode, levelsOf, PROGRAMME_CODES } from '../programmes/programmes';

// Registrations → Further study (spec §2.3 `/registrations`, issue 20): alumni and students in
// their final year who told the college, through their forms area, which programme they would
// like to study next. Shared by the server, the staff list and the student's form.

/** Where a student who registered interest stands (spec §2.3's "alumni vs completing"). */
export const FURTHER_STUDY_STAGES = ['Alumni', 'Completing', 'Studying', 'Other'] as const;
export type FurtherStudyStage = (typeof FURTHER_STUDY_STAGES)[number];

/** What the stage rule needs of one engagement. */
export interface StageEngagement {
  status: string;
  programme: string;
  level?: string | null | undefined;
  pace?: string | null | undefined;
}

/**
 * The levels a programme's standard route passes through (spec §9): 7X is an alternative level
 * (ROA's only one), so it is no step of the route when the programme has others.
 */
function routeOf(programme: string): readonly string[] {
  if (!isProgrammeCode(programme)) return [];
  const levels = levelsOf(programme);
  const route = levels.filter((level) => level !== '7X');
  return route.length > 0 ? route : levels;
}

/**
 * Levels studied in one year at a pace (the seed's years per level, spec §5/§9): a standard pace
 * takes two half-year levels a year (MA's levels take a year each), part-time and extended one.
 */
function levelsPerYear(programme: string, pace: string | null | undefined): number {
  if (pace === 'PT' || pace === 'Extended' || programme === 'MA') return 1;
  return 2;
}

/**
 * True when a Current engagement is in its final year: its level is on the programme's route and
 * no more levels remain after this year's (a one-level programme is always in its final year).
 * An engagement without a known level is not counted.
 */
export function isCompleting(engagement: StageEngagement): boolean {
  if (engagement.status !== 'Current') return false;
  const route = routeOf(engagement.programme);
  const level = levelOfCode(engagement.level);
  const at = level === undefined ? -1 : route.indexOf(level);
  if (at < 0) return false;
  const remaining = route.length - at;
  return remaining <= levelsPerYear(engagement.programme, engagement.pace);
}

/**
 * A student's stage from all their engagements: Alumni with any Completed engagement, else
 * Completing with a Current one in its final year, else Studying with any Current or IoS one,
 * else Other.
 */
export function furtherStudyStage(engagements: readonly StageEngagement[]): FurtherStudyStage {
  if (engagements.some((each) => each.status === 'Completed')) return 'Alumni';
  if (engagements.some(isCompleting)) return 'Completing';
  if (engagements.some((each) => each.status === 'Current' || each.status === 'IoS'))
    return 'Studying';
  return 'Other';
}

/** What the student sends from their form (their own record: no student id in the body). */
export const furtherStudyBodySchema = z.strictObject({
  programme: z.enum(PROGRAMME_CODES),
  notes: z.string().trim().max(2000).optional(),
});
export type FurtherStudyBody = z.infer<typeof furtherStudyBodySchema>;

/** One interest as its student reads it. */
export const ownInterestSchema = z.object({
  id: z.string(),
  programme: z.string(),
  programmeName: z.string(),
  registeredOn: z.string(),
  notes: z.string().nullable(),
});
export type OwnInterest = z.infer<typeof ownInterestSchema>;

/** GET forms/student/further-study: the student's interests and the programmes to choose from. */
export const ownFurtherStudySchema = z.object({
  items: z.array(ownInterestSchema),
  programmes: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type OwnFurtherStudy = z.infer<typeof ownFurtherStudySchema>;

export const furtherStudyRowSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  hubId: z.string(),
  /** The programme the student studies or studied most recently. */
  currentProgramme: z.string(),
  stage: z.enum(FURTHER_STUDY_STAGES),
  /** The intended programme. */
  programme: z.string(),
  programmeName: z.string(),
  registeredOn: z.string(),
  notes: z.string().nullable(),
});
export type FurtherStudyRow = z.infer<typeof furtherStudyRowSchema>;

export const furtherStudyListSchema = z.object({
  items: z.array(furtherStudyRowSchema),
  total: z.number(),
  options: z.object({
    programmes: z.array(z.object({ code: z.string(), name: z.string() })),
    hubs: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type FurtherStudyList = z.infer<typeof furtherStudyListSchema>;

const text = z.string().trim().max(100).optional();
export const furtherStudyQuerySchema = z.strictObject({
  programme: text,
  hub: text,
  stage: z.enum(FURTHER_STUDY_STAGES).optional(),
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type FurtherStudyQuery = z.infer<typeof furtherStudyQuerySchema>;

/** Whether a row passes the filters and the search (name, student id, e-mail, notes). */
export function matchesFurtherStudy(row: FurtherStudyRow, query: FurtherStudyQuery): boolean {
  if (query.programme && row.programme !== query.programme) return false;
  if (query.hub && row.hubId !== query.hub) return false;
  if (query.stage && row.stage !== query.stage) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.name, row.studentId, row.email, row.notes ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
