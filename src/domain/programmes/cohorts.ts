import { z } from 'zod';
import type { Level } from './levels';

/** Cohort filters offered on student lists, in display order (spec §9). */
export const COHORT_FILTERS = [
  '4A',
  '4B',
  '5A',
  '5B',
  'BA6A',
  'BA6B',
  'GD6A',
  'CPL6A',
  'GDSM6A',
  'GD6B',
  'CPL6B',
  'GDSM6B',
  '7A',
  '7B',
  '7X',
  '7Diss',
] as const;
export type CohortFilter = (typeof COHORT_FILTERS)[number];
export const cohortFilterSchema = z.enum(COHORT_FILTERS);

// Graduate Certificate students share the GradDip 6A cohort, so GD6A also shows GC6A (spec §9).
const FILTER_ALIASES: Partial<Record<CohortFilter, readonly string[]>> = { GD6A: ['GC6A'] };

/** A cohort filter the intentions screen offers: no 6B cohort and no 7Diss. */
export type IntentionsCohort = Exclude<CohortFilter, `${string}6B` | '7Diss'>;

/** True for a cohort filter kept on the intentions screen. */
export function isIntentionsCohort(filter: CohortFilter): filter is IntentionsCohort {
  return !filter.endsWith('6B') && filter !== '7Diss';
}

/**
 * Intentions cohorts: the filters without the B variants of level 6 and without 7Diss (spec §9).
 * "B variants of 6" means the 6B cohorts only; 7B is a level-7 cohort and stays, as it also
 * stays in INTENTIONS_LEVELS.
 */
export const INTENTIONS_COHORTS: readonly IntentionsCohort[] =
  COHORT_FILTERS.filter(isIntentionsCohort);

/** Levels the intentions screen offers (spec §9). */
export const INTENTIONS_LEVELS = [
  '4A',
  '4B',
  '5A',
  '5B',
  '6A',
  '7A',
  '7B',
  '7X',
] as const satisfies readonly Level[];
export type IntentionsLevel = (typeof INTENTIONS_LEVELS)[number];

/**
 * True when a student's cohort code falls under a cohort filter: the same code (surrounding
 * spaces ignored, case kept), or an alias of the filter (GD6A also takes GC6A).
 */
export function cohortFilterMatches(
  filter: CohortFilter,
  cohortCode: string | null | undefined,
): boolean {
  const code = cohortCode?.trim();
  if (!code) return false;
  return code === filter || (FILTER_ALIASES[filter]?.includes(code) ?? false);
}
