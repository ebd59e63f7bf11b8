import type { FormStep } from '../forms/define';
import { type ApplicationFormValues, applicationFormSchema } from './application-schema';
import {
  commitmentSchema,
  courseSchema,
  declarationsSchema,
  eligibilitySchema,
  exegesisSchema,
  otherInformationSchema,
  profileSchema,
} from './parts';
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
  {
    title: 'Declarations',
    fields: [
      'declarations.disabilities',
      'declarations.learningSupport',
      'declarations.neurodiversity',
      'declarations.healthDisability',
    ],
  },
  { title: 'Exegesis essay', fields: ['exegesis.passage', 'exegesis.essay'] },
] as const satisfies readonly FormStep<string>[];

// A short application leaves out what the college already knows of its students (spec §5;
// the parts submission.ts does not require of one), and its current students' exegesis.
const LONG_ONLY_STEPS = ['Eligibility', 'Other information', 'Exegesis essay'];

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
  profile: profileSchema,
  course: courseSchema,
  eligibility: eligibilitySchema,
  otherInformation: otherInformationSchema,
  commitment: commitmentSchema,
  declarations: declarationsSchema,
  exegesis: exegesisSchema,
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
    declarations: {
      disabilities: '',
      learningSupport: '',
      neurodiversity: '',
      healthDisability: '',
    },
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
    declarations: part('declarations'),
    exegesis: part('exegesis'),
  };
}
