import { z } from 'zod';

// Grade scales (spec §2.3 admin/grades): each level's mark bands. A band holds the marks from its
// minMark up to the next band's minMark - 1 (the top band up to 100), so a scale is contiguous and
// non-overlapping over 0-100 exactly when its minMarks are distinct and the lowest is 0.

/** The levels a scale is kept for: a module's FHEQ level number (modules.level, 3 to 7). */
export const GRADE_LEVELS = ['3', '4', '5', '6', '7'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

/** One mark band: its grade (short), what it means, and the lowest mark it holds. */
export const gradeBandSchema = z.object({
  grade: z
    .string({ error: 'Give the grade' })
    .trim()
    .min(1, { error: 'Give the grade' })
    .max(20, { error: 'A grade is at most 20 characters' }),
  label: z.string().trim().max(100, { error: 'A label is at most 100 characters' }),
  minMark: z
    .int({ error: 'A mark is a whole number from 0 to 100' })
    .min(0, { error: 'A mark is a whole number from 0 to 100' })
    .max(100, { error: 'A mark is a whole number from 0 to 100' }),
});
export type GradeBand = z.infer<typeof gradeBandSchema>;

/** The problems of a list of bands (empty when it is a valid scale); `index` names the band. */
export function bandProblems(
  bands: readonly GradeBand[],
): { index: number | undefined; message: string }[] {
  const problems: { index: number | undefined; message: string }[] = [];
  if (bands.length === 0) return [{ index: undefined, message: 'A scale needs at least one band' }];
  const seenMarks = new Map<number, number>();
  const seenGrades = new Map<string, number>();
  bands.forEach((band, index) => {
    if (seenMarks.has(band.minMark)) {
      problems.push({ index, message: `Two bands start at ${band.minMark}: bands cannot overlap` });
    }
    seenMarks.set(band.minMark, index);
    const grade = band.grade.trim().toLowerCase();
    if (seenGrades.has(grade))
      problems.push({ index, message: `Grade ${band.grade} is used twice` });
    seenGrades.set(grade, index);
  });
  if (!bands.some((band) => band.minMark === 0)) {
    problems.push({ index: undefined, message: 'The lowest band must start at 0' });
  }
  return problems;
}

/** A scale's bands, sorted highest first and checked: contiguous and non-overlapping over 0-100. */
export const gradeBandsSchema = z
  .array(gradeBandSchema)
  .max(20, { error: 'A scale has at most 20 bands' })
  .superRefine((bands, context) => {
    for (const problem of bandProblems(bands)) {
      context.addIssue({
        code: 'custom',
        message: problem.message,
        path: problem.index === undefined ? [] : [problem.index, 'minMark'],
      });
    }
  })
  .transform(sortBands);

/** The body of saving a scale: its name and bands. */
export const gradeScaleInputSchema = z
  .object({
    name: z
      .string({ error: 'Give the scale a name' })
      .trim()
      .min(1, { error: 'Give the scale a name' })
      .max(100, { error: 'A name is at most 100 characters' }),
    bands: gradeBandsSchema,
  })
  .strict();
export type GradeScaleInput = z.infer<typeof gradeScaleInputSchema>;

/** A grade scale as stored and sent. */
export interface GradeScale {
  readonly id: string;
  readonly level: string;
  readonly name: string;
  readonly bands: readonly GradeBand[];
}

/** Bands highest first (a copy). */
export function sortBands(bands: readonly GradeBand[]): GradeBand[] {
  return bands.toSorted((a, b) => b.minMark - a.minMark);
}

/** The highest mark a band holds: 100 for the top band, else one under the band above. */
export function bandMaxMark(bands: readonly GradeBand[], band: GradeBand): number {
  const above = bands.filter((other) => other.minMark > band.minMark).map((o) => o.minMark);
  return above.length === 0 ? 100 : Math.min(...above) - 1;
}

/**
 * The band a mark falls in on a scale; undefined for no mark, a mark outside 0-100 or not whole,
 * or a scale without a band for it.
 */
export function gradeOf(
  mark: number | null | undefined,
  scale: Pick<GradeScale, 'bands'> | undefined,
): GradeBand | undefined {
  if (mark == null || !Number.isInteger(mark) || mark < 0 || mark > 100 || !scale) return undefined;
  return sortBands(scale.bands).find((band) => mark >= band.minMark);
}

/** The scale of a module level (3 to 7) among the scales; undefined when none is kept. */
export function scaleOfLevel<T extends Pick<GradeScale, 'level'>>(
  scales: readonly T[],
  level: number | string | null | undefined,
): T | undefined {
  if (level == null) return undefined;
  return scales.find((scale) => scale.level === String(level));
}

const UNDERGRADUATE: GradeBand[] = [
  { grade: '1', label: 'First class', minMark: 70 },
  { grade: '2:1', label: 'Upper second class', minMark: 60 },
  { grade: '2:2', label: 'Lower second class', minMark: 50 },
  { grade: '3', label: 'Third class', minMark: 40 },
  { grade: 'F', label: 'Fail', minMark: 0 },
];

/** The scales a college starts with: UK undergraduate classes, postgraduate and FC pass marks. */
export const DEFAULT_GRADE_SCALES: readonly GradeScale[] = [
  {
    id: 'level-3',
    level: '3',
    name: 'Foundation Certificate',
    bands: [
      { grade: 'P', label: 'Pass', minMark: 40 },
      { grade: 'F', label: 'Fail', minMark: 0 },
    ],
  },
  { id: 'level-4', level: '4', name: 'Undergraduate level 4', bands: UNDERGRADUATE },
  { id: 'level-5', level: '5', name: 'Undergraduate level 5', bands: UNDERGRADUATE },
  { id: 'level-6', level: '6', name: 'Undergraduate level 6', bands: UNDERGRADUATE },
  {
    id: 'level-7',
    level: '7',
    name: 'Postgraduate',
    bands: [
      { grade: 'D', label: 'Distinction', minMark: 70 },
      { grade: 'M', label: 'Merit', minMark: 60 },
      { grade: 'P', label: 'Pass', minMark: 50 },
      { grade: 'F', label: 'Fail', minMark: 0 },
    ],
  },
];
