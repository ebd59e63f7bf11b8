import { z } from 'zod';
import { INTENTIONS_LEVELS } from '../programmes/cohorts';
import { levelSchema } from '../programmes/levels';
import type { ProgrammeCode } from '../programmes/programmes';
import { EXIT_AWARDS, exitAwardSchema } from '../programmes/programmes';
import type { AnyEngagementStatus } from '../students/engagement-status';
import {
  type IntentionStatus,
  intentionLevelsAsked,
  intentionStatus,
  intentionsRequired,
} from '../students/intentions';
import { POLICY_LABELS, policyAcceptanceSchema, REQUIRED_POLICIES } from '../students/policies';
import { defineStudentForm, optionsOf } from './define';
import { blankAsAbsent, choice, relabel, requiredText } from './fields';

/** What a student intends after a level. */
export const INTENTION_CHOICES = ['Continue', 'Exit award', 'Undecided'] as const;
export type IntentionChoice = (typeof INTENTION_CHOICES)[number];

/**
 * The answer a form starts with for each intention status (spec §4): the college assumes a
 * student continues unless they are at an exit point (Required) or interrupted (Contact),
 * where the student must choose; a dissertation student continues to the dissertation.
 */
export const INTENTION_DEFAULTS = {
  Assumed: 'Continue',
  Dissertation: 'Continue',
  Required: undefined,
  Contact: undefined,
} as const satisfies Record<IntentionStatus, IntentionChoice | undefined>;

/** One level's intention; an exit award names the award. */
export const levelIntentionSchema = z
  .object({
    level: relabel(levelSchema.extract(INTENTIONS_LEVELS), 'Choose a level'),
    choice: choice(INTENTION_CHOICES, 'Tell us what you intend to do after this level'),
    exitAward: blankAsAbsent(relabel(exitAwardSchema, 'Choose the award from the list')),
  })
  .refine((value) => value.choice !== 'Exit award' || value.exitAward !== undefined, {
    path: ['exitAward'],
    message: 'Choose the award you would like to leave with',
  });
export type LevelIntention = z.infer<typeof levelIntentionSchema>;

/** The PUT forms/student/intentions body: one intention per level (spec §4, §9 levels). */
export const intentionsSchema = z.object({
  intentions: z
    .array(levelIntentionSchema, { error: 'Tell us your intention for your current level' })
    .min(1, 'Tell us your intention for your current level')
    .superRefine((intentions, ctx) => {
      const seen = new Set<string>();
      intentions.forEach(({ level }, index) => {
        if (seen.has(level)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'level'],
            message: 'You have already given an intention for this level',
          });
        }
        seen.add(level);
      });
    }),
});
export type Intentions = z.infer<typeof intentionsSchema>;
export type IntentionsInput = z.input<typeof intentionsSchema>;

/** The intentions form: one row per level the student is asked about. */
export const intentionsForm = defineStudentForm({
  id: 'intentions',
  title: 'Your plans for next year',
  description:
    'Tell us whether you plan to continue, leave with an award, or have not decided yet. It helps us plan teaching and placements.',
  schema: intentionsSchema,
  fields: [
    {
      name: 'intentions[].level',
      label: 'Level',
      type: 'select',
      options: optionsOf(INTENTIONS_LEVELS),
      help: 'The level you are studying now',
      cols: 3,
    },
    {
      name: 'intentions[].choice',
      label: 'After this level I intend to',
      type: 'radio',
      options: [
        { value: 'Continue', label: 'Continue to the next level' },
        { value: 'Exit award', label: 'Leave with an exit award' },
        { value: 'Undecided', label: 'I have not decided yet' },
      ],
      cols: 9,
    },
    {
      name: 'intentions[].exitAward',
      label: 'Exit award',
      type: 'select',
      options: optionsOf(EXIT_AWARDS),
      help: 'Only if you plan to leave with an award',
    },
  ],
});

/**
 * The PUT forms/student/policies-agreed body: every required policy accepted (spec §5) and the
 * version accepted, so the record shows which text the student agreed to.
 */
export const policiesAgreedSchema = policyAcceptanceSchema.extend({
  // Set by the page from the policies it shows, not typed by the student.
  policyVersion: requiredText('The policy version is missing: reload the page and try again', 50),
});
export type PoliciesAgreed = z.infer<typeof policiesAgreedSchema>;
export type PoliciesAgreedInput = z.input<typeof policiesAgreedSchema>;

/** The policies-agreed form shown at enrolment, after the policy video. */
export const policiesAgreedForm = defineStudentForm({
  id: 'policies-agreed',
  title: 'College policies',
  description:
    'Before you enrol, please watch the policy video, read each policy and confirm that you accept it.',
  schema: policiesAgreedSchema,
  fields: REQUIRED_POLICIES.map((policy) => ({
    name: policy,
    label: `I have read and accept the ${POLICY_LABELS[policy]}`,
    type: 'checkbox' as const,
    cols: 12,
  })),
});

/** An engagement as the intentions form starts from it (GET forms/student). */
export interface IntentionsEngagement {
  status: string;
  level?: string | null;
  programmeCode?: string | null;
}

/**
 * The intentions form's first answers: one row per level the student's engagements ask about
 * (spec §4, §9), with the default answer of its intention status (INTENTION_DEFAULTS).
 */
export function startingIntentions(engagements: readonly IntentionsEngagement[]): {
  intentions: { level?: string; choice?: IntentionChoice }[];
} {
  const rows = engagements.flatMap((engagement) => {
    // Any other text is no status of the rules, so it asks for nothing.
    const input = {
      status: engagement.status as AnyEngagementStatus,
      level: engagement.level,
      programme: (engagement.programmeCode ?? null) as ProgrammeCode | null,
    };
    if (!intentionsRequired(input)) return [];
    const status = intentionStatus(input);
    const choice = status ? INTENTION_DEFAULTS[status] : undefined;
    return intentionLevelsAsked(input).map((level) => ({ level, ...(choice ? { choice } : {}) }));
  });
  return { intentions: rows.length > 0 ? rows : [{}] };
}
