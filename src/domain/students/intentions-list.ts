import { z } from 'zod';
import { type Intentions, intentionsSchema } from '../forms/enrolment';
import { cohortFilterMatches, INTENTIONS_COHORTS, INTENTIONS_LEVELS } from '../programmes/cohorts';
import { levelOfCode } from '../programmes/level-codes';
import type { ProgrammeCode } from '../programmes/programmes';
import type { AnyEngagementStatus } from './engagement-status';
import {
  type IntentionStatus,
  intentionLevelsAsked,
  intentionStatus,
  intentionsRequired,
} from './intentions';

/** One row of the staff intentions list (spec §2.3 students/intentions). */
export interface IntentionsRow {
  studentId: string;
  name: string;
  hubId: string;
  programmeCode: string;
  engagementId: string;
  engagementStatus: string;
  level: string | null;
  cohort: string | null;
  /** The §4 intention status; null when none (e.g. at a 6B level). */
  intentionStatus: IntentionStatus | null;
  /** Intentions must be collected and there is a level to answer about (as the form asks). */
  required: boolean;
  answered: boolean;
  /** What the student answered, one level after another ("6A: Continue"). */
  answer: string;
}

interface EngagementLike {
  id: string;
  status: string;
  level: string | null;
  cohort: string | null;
  programmeCode: string;
  startDate: string;
}

const LIVE = new Set<string>(['Current', 'IoS']);

/**
 * The engagement the intentions are about: the latest started Current or IoS one (ties by id,
 * the later first), as the student's own intentions form chooses it.
 */
export function liveEngagement<T extends EngagementLike>(engagements: readonly T[]): T | undefined {
  return engagements
    .filter((engagement) => LIVE.has(engagement.status))
    .toSorted((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id))[0];
}

/** The student's saved answers (the intentions form's data), or undefined when none are valid. */
export function savedIntentions(data: unknown): Intentions | undefined {
  const parsed = intentionsSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** The answers as one line: "6A: Continue; 7B: Exit award (PGDip)". */
export function answerText(intentions: Intentions | undefined): string {
  return (intentions?.intentions ?? [])
    .map(
      ({ level, choice, exitAward }) =>
        `${level}: ${choice}${choice === 'Exit award' && exitAward ? ` (${exitAward})` : ''}`,
    )
    .join('; ');
}

/** A student's row of the intentions list, from their live engagement and saved answers. */
export function intentionsRowOf(
  student: {
    id: string;
    firstName: string;
    lastName: string;
    preferredName?: string | null;
    hubId: string;
    programmeCode: string;
  },
  engagement: EngagementLike,
  savedData: unknown,
): IntentionsRow {
  const input = {
    level: engagement.level,
    programme: engagement.programmeCode as ProgrammeCode,
    status: engagement.status as AnyEngagementStatus,
  };
  const saved = savedIntentions(savedData);
  return {
    studentId: student.id,
    name: `${student.preferredName || student.firstName} ${student.lastName}`,
    hubId: student.hubId,
    programmeCode: engagement.programmeCode,
    engagementId: engagement.id,
    engagementStatus: engagement.status,
    level: engagement.level,
    cohort: engagement.cohort,
    intentionStatus: intentionStatus(input) ?? null,
    required: intentionsRequired(input) && intentionLevelsAsked(input).length > 0,
    answered: saved !== undefined,
    answer: answerText(saved),
  };
}

/** The filters of the intentions list and its export (spec §9 intentions cohorts and levels). */
export const intentionsFilterSchema = z.object({
  hubId: z.string().trim().min(1).max(100).optional(),
  programmeCode: z.string().trim().min(1).max(40).optional(),
  cohort: z.enum(INTENTIONS_COHORTS, { error: 'Choose one of the intentions cohorts' }).optional(),
  level: z.enum(INTENTIONS_LEVELS, { error: 'Choose one of the intentions levels' }).optional(),
  /** Only students of whom intentions are required and who have not answered. */
  unanswered: z
    .enum(['true', 'false'], { error: 'unanswered is true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type IntentionsFilter = z.infer<typeof intentionsFilterSchema>;

/** True when the row passes every filter given. */
export function matchesIntentionsFilter(row: IntentionsRow, filter: IntentionsFilter): boolean {
  if (filter.hubId && row.hubId !== filter.hubId) return false;
  if (filter.programmeCode && row.programmeCode !== filter.programmeCode) return false;
  if (filter.cohort && !cohortFilterMatches(filter.cohort, row.cohort)) return false;
  if (filter.level && levelOfCode(row.level) !== filter.level) return false;
  if (filter.unanswered && !isRequiredUnanswered(row)) return false;
  return true;
}

/** Intentions are required of the student and they have not answered yet. */
export function isRequiredUnanswered(row: Pick<IntentionsRow, 'required' | 'answered'>): boolean {
  return row.required && !row.answered;
}
