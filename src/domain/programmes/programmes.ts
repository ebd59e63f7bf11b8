import { z } from 'zod';
import { type Level, levelOfCode } from './levels';

/** Programme codes, in the order of the programme table (spec §9). */
export const PROGRAMME_CODES = [
  'Ordinand',
  'FdA',
  'CCC',
  'CUC',
  'CertHE',
  'BA',
  'GradCert',
  'GradDip',
  'GradDip-CPL',
  'GradDip-SM',
  'MA',
  'ROA',
  'PGDip',
  'FC',
] as const;
export type ProgrammeCode = (typeof PROGRAMME_CODES)[number];
export const programmeCodeSchema = z.enum(PROGRAMME_CODES);

/** The levels each programme is studied at (spec §9). */
export const PROGRAMME_LEVELS = {
  Ordinand: ['4A'],
  FdA: ['4A'],
  CCC: ['4A'],
  CUC: ['4A'],
  CertHE: ['4A', '4B'],
  BA: ['4A', '4B', '5A', '5B', '6A', '6B'],
  GradCert: ['6A'],
  GradDip: ['6A', '6B'],
  'GradDip-CPL': ['6A', '6B'],
  'GradDip-SM': ['6A', '6B'],
  MA: ['7A', '7B', '7X', '7Diss'],
  ROA: ['7X'],
  PGDip: ['7A', '7B', '7X'],
  FC: ['3'],
} as const satisfies Record<ProgrammeCode, readonly Level[]>;

/** Credits carried by one level (spec §9). */
export const CREDITS_PER_LEVEL = 60;

/** Awards a student may leave with before completing a programme (spec §9). */
export const EXIT_AWARDS = [
  'CCC',
  'CUC',
  'CertHE',
  'DipHE',
  'GradCert',
  'PGCert',
  'PGDip',
] as const;
export type ExitAward = (typeof EXIT_AWARDS)[number];
export const exitAwardSchema = z.enum(EXIT_AWARDS);

/** Study paces other than the standard one; an engagement without a pace is standard (spec §5, §9). */
export const STUDY_PACES = ['PT', 'Extended'] as const;
export type StudyPace = (typeof STUDY_PACES)[number];
export const studyPaceSchema = z.enum(STUDY_PACES);

// Students on these cannot transfer to another programme when they finish (spec §9).
const NOT_TRANSFERABLE_AT_END: readonly ProgrammeCode[] = [
  'BA',
  'GradDip',
  'GradDip-CPL',
  'GradDip-SM',
  'MA',
];

/** True when the value is one of the programme codes. */
export function isProgrammeCode(value: unknown): value is ProgrammeCode {
  return typeof value === 'string' && Object.hasOwn(PROGRAMME_LEVELS, value);
}

/** The levels of a programme, in study order; empty for an unknown code. */
export function levelsOf(programme: ProgrammeCode): readonly Level[] {
  return isProgrammeCode(programme) ? PROGRAMME_LEVELS[programme] : [];
}

/**
 * Total credits of a programme: its number of levels × 60. 7Diss is a level like any other,
 * so an MA counts 4 × 60 = 240 and FC (level 3) counts 60.
 */
export function programmeCredits(programme: ProgrammeCode): number {
  return levelsOf(programme).length * CREDITS_PER_LEVEL;
}

/**
 * Years a programme takes, read literally from spec §9: MA is 2 years at pace PT and 3 at any
 * other pace (Extended or none); other programmes at PT take floor(credits / 60) years, with
 * credits defaulting to the programme's own; other programmes at any other pace: undefined
 * (the spec gives no rule).
 */
export function programmeYears(input: {
  programme: ProgrammeCode;
  pace?: StudyPace | null | undefined;
  credits?: number | null | undefined;
}): number | undefined {
  const { programme, pace } = input;
  if (programme === 'MA') return pace === 'PT' ? 2 : 3;
  if (pace !== 'PT') return undefined;
  const credits = input.credits ?? programmeCredits(programme);
  if (!Number.isFinite(credits) || credits < 0) {
    throw new RangeError(`Credits must be a non-negative number, got ${credits}`);
  }
  return Math.floor(credits / CREDITS_PER_LEVEL);
}

/** False for BA, the GradDip variants and MA, which cannot be transferred at the end (spec §9). */
export function isTransferableAtEnd(programme: ProgrammeCode): boolean {
  return !(NOT_TRANSFERABLE_AT_END as readonly string[]).includes(programme);
}

/** True for ROA, the one non-standard programme (spec §9). */
export function isNonStandard(programme: ProgrammeCode): boolean {
  return programme === 'ROA';
}

/** True for an MA student at level 7B, who is next in line for the dissertation (spec §9). */
export function isReadyForDissertation(input: {
  programme: ProgrammeCode;
  level: string | null | undefined;
}): boolean {
  return input.programme === 'MA' && levelOfCode(input.level) === '7B';
}
