import { z } from 'zod';
import { BURSARY_APPLICATION_TYPES, bursaryApplicationTypeSchema } from '../finance/bursaries';
import { defineStudentForm, optionsOf } from './define';
import { choice, LONG_TEXT_MAX, mustTick, optionalText, relabel, requiredLongText } from './fields';

/** Bands of yearly household income before tax; bands spare students exact figures. */
export const HOUSEHOLD_INCOME_BANDS = [
  'Under £15,000',
  '£15,000 to £24,999',
  '£25,000 to £34,999',
  '£35,000 to £49,999',
  '£50,000 or more',
] as const;
export type HouseholdIncomeBand = (typeof HOUSEHOLD_INCOME_BANDS)[number];

/** Number of people who depend on the student financially. */
export const DEPENDANT_COUNTS = ['0', '1', '2', '3', '4', '5 or more'] as const;
export type DependantCount = (typeof DEPENDANT_COUNTS)[number];

/** Shortest statement the bursary panel reads (about 50 words). */
export const BURSARY_STATEMENT_MIN_LENGTH = 300;

/** The bursary-application form body (spec §9 application types). */
export const bursaryApplicationSchema = z.object({
  applicationType: relabel(bursaryApplicationTypeSchema, 'Choose the bursary you are applying for'),
  householdIncome: choice(HOUSEHOLD_INCOME_BANDS, 'Choose your household income band'),
  dependants: choice(DEPENDANT_COUNTS, 'Choose how many people depend on you financially'),
  otherFunding: optionalText(LONG_TEXT_MAX),
  statement: requiredLongText(
    'Write a statement in support of your application',
    BURSARY_STATEMENT_MIN_LENGTH,
    `Your statement needs at least ${BURSARY_STATEMENT_MIN_LENGTH} characters (about 50 words)`,
  ),
  declaration: mustTick('Confirm that the information you have given is true and complete'),
});
export type BursaryApplication = z.infer<typeof bursaryApplicationSchema>;
export type BursaryApplicationInput = z.input<typeof bursaryApplicationSchema>;

/** The bursary-application form (GET/PUT forms/student/bursary-application; forms:bursary). */
export const bursaryApplicationForm = defineStudentForm({
  id: 'bursary-application',
  title: 'Bursary application',
  description:
    'Apply for help with your fees. The bursary panel treats every application in confidence.',
  schema: bursaryApplicationSchema,
  fields: [
    {
      name: 'applicationType',
      label: 'Which bursary are you applying for?',
      type: 'radio',
      options: optionsOf(BURSARY_APPLICATION_TYPES),
      cols: 12,
    },
    {
      name: 'householdIncome',
      label: 'Household income',
      type: 'select',
      options: optionsOf(HOUSEHOLD_INCOME_BANDS),
      help: 'Yearly income before tax of you and your partner, if you have one',
    },
    {
      name: 'dependants',
      label: 'Dependants',
      type: 'select',
      options: optionsOf(DEPENDANT_COUNTS),
      help: 'People who rely on you financially, such as children',
    },
    {
      name: 'otherFunding',
      label: 'Other funding',
      type: 'textarea',
      help: 'Any support from your church, diocese, a trust or a student loan, with amounts. Leave blank if none.',
      cols: 12,
    },
    {
      name: 'statement',
      label: 'Your statement',
      type: 'textarea',
      help: `Why you are applying and how a bursary would help you study; at least ${BURSARY_STATEMENT_MIN_LENGTH} characters`,
      cols: 12,
    },
    {
      name: 'declaration',
      label:
        'The information I have given is true and complete, and I will tell the college if it changes',
      type: 'checkbox',
      cols: 12,
    },
  ],
  steps: [
    { title: 'Bursary', fields: ['applicationType'] },
    { title: 'Your circumstances', fields: ['householdIncome', 'dependants', 'otherFunding'] },
    { title: 'Your statement', fields: ['statement'] },
    { title: 'Declaration', fields: ['declaration'] },
  ],
});
