// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.

/** Every study level named by the programme table (spec §9); '3' is the FC level. */
export const LEVELS = ['3', '4A', '4B', '5A', '5B', '6A', '6B', '7A', '7B', '7X', '7Diss'] as const;
export type Level = (typeof LEVELS)[number];

// A level code is a level, optionally behind a letter prefix naming the programme or cohort
// ('BA6B', 'GD6B', 'CPL6A', 'GC6A'); the prefix never contains digits, so '13' is not level 3.
const LEVEL_CODE = /^[A-Za-z-]*(3|[4-6][AB]|7[ABX]|7Diss)$/;

/** The level a level or cohort code ends in ('BA6B' → '6B', '7Diss' → '7Diss'), else undefined. */
export function levelOfCode(code: string | null | undefined): Level | undefined {
  const match = LEVEL_CODE.exec(code?.trim() ?? '');
  return match?.[1] as Level | undefined;
}

/** True for a 6B level code, with or without prefix ('6B', 'BA6B', 'GD6B', 'GDSM6B'). */
export function isSixBLevel(code: string | null | undefined): boolean {
  return levelOfCode(code) === '6B';
}

/** The FHEQ level number of a level or level code (3..7), else undefined. */
export function levelNumber(code: string | null | undefined): number | undefined {
  const level = levelOfCode(code);
  return level === undefined ? undefined : Number(level[0]);
}
