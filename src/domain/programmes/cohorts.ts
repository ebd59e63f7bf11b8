import { z } from 'zod';
import type { Level } from './levels';
import { levelsOf, type ProgrammeCode } from './programmes';

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

// Level 6 cohorts carry the programme's prefix (spec §9 cohort filters; GradCert shares GD6A as GC6A).
const SIX_PREFIX: Partial<Record<ProgrammeCode, string>> = {
  BA: 'BA',
  GradCert: 'GC',
  GradDip: 'GD',
  'GradDip-CPL': 'CPL',
  'GradDip-SM': 'GDSM',
};

/** The cohort code of a programme at a level: 'BA6A', 'GD6B', 'GC6A', else the level itself. */
export function cohortOf(programme: ProgrammeCode, level: Level): string {
  const prefix = level.startsWith('6') ? SIX_PREFIX[programme] : undefined;
  return prefix ? `${prefix}${level}` : level;
}

/** The cohort a new engagement on the programme starts in (its first level), if it has levels. */
export function startingCohortOf(programme: ProgrammeCode): string | null {
  const [first] = levelsOf(programme);
  return first ? cohortOf(programme, first) : null;
}
