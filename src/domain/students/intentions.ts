import { z } from 'zod';
import { INTENTIONS_LEVELS, type IntentionsLevel } from '../programmes/cohorts';
import { isSixBLevel, type Level, levelOfCode } from '../programmes/levels';
import type { ProgrammeCode } from '../programmes/programmes';
import type { AnyEngagementStatus } from './engagement-status';

export { intentionsRequired } from './intentions-required';

/** What is known or expected of a student's intentions for next year (spec §3). */
export const INTENTION_STATUSES = ['Dissertation', 'Contact', 'Required', 'Assumed'] as const;
export type IntentionStatus = (typeof INTENTION_STATUSES)[number];
export const intentionStatusSchema = z.enum(INTENTION_STATUSES);

// Exit points where the student must say whether they continue (spec §4).
const REQUIRED_AT: readonly { level: Level; programme: ProgrammeCode }[] = [
  { level: '4A', programme: 'CUC' },
  { level: '4B', programme: 'CertHE' },
  { level: '7B', programme: 'PGDip' },
  { level: '6A', programme: 'GradCert' },
];

/** Input of the intention rules: level or cohort code ('6B', 'BA6B', 'GC6A'), programme, status. */
export type IntentionInput = {
  level?: string | null | undefined;
  programme?: ProgrammeCode | null | undefined;
  status: AnyEngagementStatus;
};

/**
 * Intention status of an engagement (spec §4), first rule wins: not Current or IoS → none;
 * a 6B level (code ending in 6B: '6B', 'BA6B', 'GD6B') → none; 7Diss → Dissertation;
 * IoS → Contact; 4A CUC, 4B CertHE, 7B PGDip, 6A GradCert → Required; else Assumed.
 */
export function intentionStatus({
  level,
  programme,
  status,
}: IntentionInput): IntentionStatus | undefined {
  if (status !== 'Current' && status !== 'IoS') return undefined;
  if (isSixBLevel(level)) return undefined;
  const base = levelOfCode(level);
  if (base === '7Diss') return 'Dissertation';
  if (status === 'IoS') return 'Contact';
  const required = REQUIRED_AT.some((at) => at.level === base && at.programme === programme);
  return required ? 'Required' : 'Assumed';
}

/**
 * Levels an engagement asks intentions about: its current level (or cohort code, 'BA6A' → 6A)
 * when it is one of the intentions levels (spec §9); none otherwise (3, 6B, 7Diss, no level).
 */
export function intentionLevelsAsked({ level }: Pick<IntentionInput, 'level'>): IntentionsLevel[] {
  const base = levelOfCode(level);
  return INTENTIONS_LEVELS.filter((asked) => asked === base);
}
