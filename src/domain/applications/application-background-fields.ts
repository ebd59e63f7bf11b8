import { BURSARY_APPLICATION_TYPES } from '../finance/bursaries';
import { type FieldPath, optionsOf, type StudentFormFieldInput } from '../forms/define';
import type { ApplicationFormValues } from './application-schema';
import { ENGLISH_ABILITIES, FEE_FUNDING, HIGHEST_QUALIFICATIONS } from './parts';

// The wizard's fields about the applicant's background and means: qualifications, language
// ability, convictions, finances and a bursary application (the spec shows none of them; the
// parts' schemas in parts.ts say what each needs). The form shows every field; a detail needed
// only after a yes says so in its help, and the part's refinement asks for it on Next.

type Field = StudentFormFieldInput<FieldPath<ApplicationFormValues>>;

/** Qualifications and language ability (a current student's short application skips both). */
export const QUALIFICATION_FIELDS: readonly Field[] = [
  {
    name: 'qualifications.highest',
    label: 'Highest qualification',
    type: 'select',
    options: optionsOf(HIGHEST_QUALIFICATIONS),
    help: 'The highest you hold or expect to hold before you start.',
  },
  {
    name: 'qualifications.details',
    label: 'Your qualifications',
    type: 'textarea',
    help: 'Subjects, where you studied and the years, for example "BA History, University of Leeds, 2015-2018". Not needed if you chose None.',
    cols: 12,
  },
  {
    name: 'languageAbility.firstLanguage',
    label: 'First language',
    help: 'The language you grew up speaking.',
  },
  {
    name: 'languageAbility.english',
    label: 'English',
    type: 'select',
    options: optionsOf(ENGLISH_ABILITIES),
    help: 'How well you speak and write English: study and essays are in English.',
  },
  {
    name: 'languageAbility.englishTest',
    label: 'English test (optional)',
    help: 'A test you have taken, with its score and year, for example IELTS 7.0 (2024).',
  },
];

/** Convictions, finances and the bursary application. */
export const MEANS_FIELDS: readonly Field[] = [
  {
    name: 'convictions.unspentConviction',
    label: 'I have an unspent criminal conviction',
    type: 'checkbox',
    help: 'Leave unticked if you have none. Students on placements with children or vulnerable adults need an enhanced DBS check, which also shows spent convictions; a conviction does not in itself stop you studying with us.',
    cols: 12,
  },
  {
    name: 'convictions.details',
    label: 'About the conviction',
    type: 'textarea',
    help: 'When you ticked the box: the offence, its date and the sentence. Treated in confidence.',
    cols: 12,
  },
  {
    name: 'finances.feesPaidBy',
    label: 'How will your fees be paid?',
    type: 'select',
    options: optionsOf(FEE_FUNDING),
  },
  {
    name: 'finances.canMeetCosts',
    label: 'I can meet the fees and the costs of the residential weeks',
    type: 'checkbox',
    cols: 12,
  },
  {
    name: 'finances.details',
    label: 'About your finances',
    type: 'textarea',
    help: 'Needed when you cannot tick the box above, or chose Other: how you plan to meet the costs. Otherwise anything you would like us to know.',
    cols: 12,
  },
  {
    name: 'bursary.applying',
    label: 'I wish to apply for a bursary',
    type: 'checkbox',
    help: 'Bursaries help with the fees of students who could not otherwise study with us.',
    cols: 12,
  },
  {
    name: 'bursary.type',
    label: 'Bursary',
    type: 'select',
    options: optionsOf(BURSARY_APPLICATION_TYPES),
    help: 'When applying: the bursary you are applying for.',
  },
  {
    name: 'bursary.amountPerYear',
    label: 'Amount sought each year (£)',
    help: 'When applying: in whole pounds, for example 1500.',
  },
  {
    name: 'bursary.reason',
    label: 'Why you are applying',
    type: 'textarea',
    help: 'When applying: your circumstances (income, dependants, other support) and how a bursary would help you study.',
    cols: 12,
  },
];
