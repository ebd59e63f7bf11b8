import { z } from 'zod';
import { defineStudentForm, optionsOf } from './define';
import { LONG_TEXT_MAX, optionalText, YES_NO_OPTIONS, yesNo } from './fields';

/** Needs a student may declare; the list follows the categories UK disability services use. */
export const LEARNING_NEEDS = [
  'Dyslexia',
  'Dyspraxia (DCD)',
  'Dyscalculia',
  'ADHD',
  'Autism',
  'Mental health condition',
  'Long-term health condition',
  'Physical or mobility impairment',
  'D/deaf or hearing impairment',
  'Blind or visual impairment',
  'Other',
] as const;
export type LearningNeed = (typeof LEARNING_NEEDS)[number];

/** The learning-support form body: declared needs, how they affect study, sharing consent. */
export const learningSupportSchema = z
  .object({
    needs: z
      .array(z.enum(LEARNING_NEEDS, { error: 'Choose your needs from the list' }))
      .default([]),
    details: optionalText(LONG_TEXT_MAX),
    supportPlan: yesNo('Tell us whether you already have a support plan'),
    // A choice, not a condition: support can still be arranged without sharing.
    consentToShare: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    // Without a description the support team cannot plan adjustments.
    if (value.needs.length > 0 && !value.details) {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'Tell us how your needs affect your studies, so we can plan your support',
      });
    }
  });
export type LearningSupport = z.infer<typeof learningSupportSchema>;
export type LearningSupportInput = z.input<typeof learningSupportSchema>;

/** The learning-support form (GET/PUT forms/student/learning-support). */
export const learningSupportForm = defineStudentForm({
  id: 'learning-support',
  title: 'Learning support',
  description:
    'Tell us about anything that affects how you study, so we can put the right support in place. What you tell us is confidential.',
  schema: learningSupportSchema,
  fields: [
    {
      name: 'needs',
      label: 'Which of these apply to you?',
      type: 'checkbox',
      options: optionsOf(LEARNING_NEEDS),
      help: 'Tick any that apply, or none',
      cols: 12,
    },
    {
      name: 'details',
      label: 'How does this affect your studies?',
      type: 'textarea',
      help: 'For example reading speed, note-taking, deadlines or exams, and what has helped before',
      cols: 12,
    },
    {
      name: 'supportPlan',
      label: 'Do you already have a support plan?',
      type: 'radio',
      options: YES_NO_OPTIONS,
      help: 'For example a Disabled Students’ Allowance needs assessment, or a plan from another college',
      cols: 12,
    },
    {
      name: 'consentToShare',
      label: 'I agree that a summary of my support needs may be shared with my tutors',
      type: 'checkbox',
      help: 'Only what tutors need to make adjustments; you can change your mind at any time',
      cols: 12,
    },
  ],
});
