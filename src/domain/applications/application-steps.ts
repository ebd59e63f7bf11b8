import type { FormStep } from '../forms/define';
import { type ApplicationFormValues, applicationFormSchema } from './application-schema';
import { APPLICANT_PART_SCHEMAS } from './parts';
import { isShortApplication, type ShortApplicationProbe } from './sections';

// The wizard's steps over the application's parts: which an applicant sees, where they resume.

/** The wizard's steps: the part each saves (the intake is saved with the course). */
export const APPLICATION_STEPS = [
  { title: 'About you', fields: ['profile.student', 'profile.ethnicity'] },
  {
    title: 'Course',
    fields: [
      'course.course',
      'course.studyPace',
      'course.hub',
      'intake',
      'course.flexi',
      'course.auditing',
    ],
  },
  { title: 'Eligibility', fields: ['eligibility.britishCitizen'] },
  {
    title: 'Other information',
    fields: [
      'otherInformation.reasons',
      'otherInformation.churchStream',
      'otherInformation.homeChurch',
      'otherInformation.ministryAreas',
      'otherInformation.firstHeard',
      'otherInformation.promotionalMaterial',
      'otherInformation.appliedElsewhere',
      'otherInformation.linkedChurchOrDiocese',
    ],
  },
  {
    title: 'Commitment',
    fields: [
      'commitment.residentialAttendance',
      'commitment.timeAvailable',
      'commitment.computerAccess',
      'commitment.validPassport',
      'commitment.concerns',
      'commitment.attendanceQuery',
    ],
  },
  { title: 'Qualifications', fields: ['qualifications.highest', 'qualifications.details'] },
  {
    title: 'Language ability',
    fields: [
      'languageAbility.firstLanguage',
      'languageAbility.english',
      'languageAbility.englishTest',
    ],
  },
  {
    title: 'Declarations',
    fields: [
      'declarations.disabilities',
      'declarations.learningSupport',
      'declarations.neurodiversity',
      'declarations.healthDisability',
    ],
  },
  { title: 'Convictions', fields: ['convictions.unspentConviction', 'convictions.details'] },
  {
    title: 'Finances',
    fields: ['finances.feesPaidBy', 'finances.canMeetCosts', 'finances.details'],
  },
  {
    title: 'Bursary application',
    fields: ['bursary.applying', 'bursary.type', 'bursary.amountPerYear', 'bursary.reason'],
  },
  { title: 'Exegesis essay', fields: ['exegesis.passage', 'exegesis.essay'] },
] as const satisfies readonly FormStep<string>[];

// A short application leaves out what the college already knows of its students (spec §5;
// the parts submission.ts does not require of one): eligibility, other information, their
// qualifications and languages, and the exegesis. Convictions, finances and a bursary may have
// changed since they enrolled, so they are asked again.
const LONG_ONLY_STEPS = [
  'Eligibility',
  'Other information',
  'Qualifications',
  'Language ability',
  'Exegesis essay',
];

/** The record fields the form saves: the intake and the parts. */
export type ApplicationFormPart = keyof typeof applicationFormSchema.shape;

/** The steps an applicant goes through: fewer when the profile marks a current student. */
export function stepsFor(values: ShortApplicationProbe | undefined): readonly FormStep[] {
  const short = isShortApplication(values);
  return APPLICATION_STEPS.filter((step) => !short || !LONG_ONLY_STEPS.includes(step.title));
}

/** The record fields a step saves: its part, and the intake with the course. */
export function partsOfStep(step: FormStep): ApplicationFormPart[] {
  return [...new Set(step.fields.map((name) => name.split('.')[0] as ApplicationFormPart))];
}

const PART_SCHEMAS = {
  intake: applicationFormSchema.shape.intake,
  ...APPLICANT_PART_SCHEMAS,
} as const;

/** Where an applicant resumes: the first step whose saved parts are not all complete. */
export function firstIncompleteStep(
  steps: readonly FormStep[],
  record: Record<string, unknown>,
): number {
  const index = steps.findIndex((step) =>
    partsOfStep(step).some((part) => !PART_SCHEMAS[part].safeParse(record[part]).success),
  );
  return index === -1 ? steps.length - 1 : index;
}

// A select not chosen yet holds '' (the form's empty option), which its part's schema refuses
// with a message: the form's values may hold it although the parts' types do not.
const NOT_CHOSEN = '' as never;

/** A new application's answers: every yes/no unticked, every text empty. */
export function emptyApplication(): ApplicationFormValues {
  return {
    intake: '',
    profile: { student: false, ethnicity: '' },
    course: { course: 'BA', studyPace: 'PT', hub: '', flexi: false, auditing: false },
    eligibility: { britishCitizen: false },
    otherInformation: {
      reasons: '',
      churchStream: '',
      ministryAreas: [],
      firstHeard: '',
      promotionalMaterial: '',
      homeChurch: '',
      appliedElsewhere: '',
      linkedChurchOrDiocese: '',
    },
    commitment: {
      residentialAttendance: false,
      timeAvailable: false,
      computerAccess: false,
      validPassport: '',
      concerns: '',
      attendanceQuery: '',
    },
    qualifications: { highest: NOT_CHOSEN, details: '' },
    languageAbility: { firstLanguage: '', english: NOT_CHOSEN, englishTest: '' },
    declarations: {
      disabilities: '',
      learningSupport: '',
      neurodiversity: '',
      healthDisability: '',
    },
    convictions: { unspentConviction: false, details: '' },
    finances: { feesPaidBy: NOT_CHOSEN, canMeetCosts: false, details: '' },
    bursary: { applying: false, type: '', reason: '', amountPerYear: '' },
    exegesis: { passage: '', essay: '' },
  };
}

/** The form's answers from a stored application: its parts over the empty answers. */
export function applicationValues(record: Record<string, unknown>): ApplicationFormValues {
  const empty = emptyApplication();
  const part = <K extends Exclude<ApplicationFormPart, 'intake'>>(key: K) =>
    ({ ...empty[key], ...(record[key] as object | null | undefined) }) as ApplicationFormValues[K];
  return {
    intake: typeof record.intake === 'string' ? record.intake : '',
    profile: part('profile'),
    course: part('course'),
    eligibility: part('eligibility'),
    otherInformation: part('otherInformation'),
    commitment: part('commitment'),
    qualifications: part('qualifications'),
    languageAbility: part('languageAbility'),
    declarations: part('declarations'),
    convictions: part('convictions'),
    finances: part('finances'),
    bursary: part('bursary'),
    exegesis: part('exegesis'),
  };
}
