import { z } from 'zod';
import { defineStudentForm, optionsOf } from './define';
import { choice } from './fields';

/** Every statistical-return question lets the student decline to answer. */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';

// Answer lists follow the HESA (Jisc) student record's categories, worded for students.
/** Ethnic groups. */
export const ETHNICITIES = [
  'Asian or Asian British - Bangladeshi',
  'Asian or Asian British - Chinese',
  'Asian or Asian British - Indian',
  'Asian or Asian British - Pakistani',
  'Any other Asian background',
  'Black or Black British - African',
  'Black or Black British - Caribbean',
  'Any other Black background',
  'Mixed - White and Asian',
  'Mixed - White and Black African',
  'Mixed - White and Black Caribbean',
  'Any other mixed or multiple ethnic background',
  'White',
  'White - Gypsy or Traveller',
  'White - Irish',
  'White - Roma',
  'Any other White background',
  'Arab',
  'Any other ethnic background',
  PREFER_NOT_TO_SAY,
] as const;

/** Disability and long-term condition categories; several may apply. */
export const DISABILITIES = [
  'No known impairment, health condition or learning difference',
  'Learning difference such as dyslexia, dyspraxia or AD(H)D',
  'Social or communication condition such as autism',
  'Long-term illness or health condition such as diabetes or epilepsy',
  'Mental health condition such as depression or anxiety',
  'Physical impairment affecting activities such as walking or lifting',
  'D/deaf or a hearing impairment',
  'Blind or a visual impairment not corrected by glasses',
  'Development condition since childhood',
  'A condition not listed above',
  PREFER_NOT_TO_SAY,
] as const;
// Answers that rule out every other disability answer.
const EXCLUSIVE_DISABILITIES: readonly string[] = [DISABILITIES[0], PREFER_NOT_TO_SAY];

/** Religion or belief. */
export const RELIGIONS = [
  'No religion',
  'Buddhist',
  'Christian',
  'Christian - Church of England or Church in Wales',
  'Christian - Church of Scotland',
  'Christian - Roman Catholic',
  'Christian - Methodist',
  'Christian - Baptist',
  'Christian - Pentecostal',
  'Christian - Other denomination',
  'Hindu',
  'Jewish',
  'Muslim',
  'Sikh',
  'Spiritual',
  'Any other religion or belief',
  PREFER_NOT_TO_SAY,
] as const;

/** Sexual orientation. */
export const SEXUAL_ORIENTATIONS = [
  'Bisexual',
  'Gay or lesbian',
  'Heterosexual or straight',
  'Other sexual orientation',
  PREFER_NOT_TO_SAY,
] as const;

/** Whether gender identity is the same as the sex registered at birth. */
export const GENDER_IDENTITY_ANSWERS = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;
/** Whether a parent or guardian has a higher education qualification. */
export const PARENTAL_EDUCATION_ANSWERS = ['Yes', 'No', 'I don’t know', PREFER_NOT_TO_SAY] as const;
/** Whether the student has been in local authority care. */
export const CARE_LEAVER_ANSWERS = ['Yes', 'No', PREFER_NOT_TO_SAY] as const;

const askedFor = (what: string) => `Choose your ${what}, or "${PREFER_NOT_TO_SAY}"`;
const answer = (question: string) =>
  `Answer the question about ${question}, or "${PREFER_NOT_TO_SAY}"`;

/** The hesadata form body: the statistical-return questions (GET/PUT forms/student/hesadata). */
export const hesaDataSchema = z.object({
  ethnicity: choice(ETHNICITIES, askedFor('ethnic group')),
  disabilities: z
    .array(z.enum(DISABILITIES), { error: answer('disability') })
    .min(1, answer('disability'))
    .refine(
      (answers) => answers.length === 1 || !answers.some((a) => EXCLUSIVE_DISABILITIES.includes(a)),
      `Choose "No known impairment" or "${PREFER_NOT_TO_SAY}" only on its own`,
    ),
  religion: choice(RELIGIONS, askedFor('religion or belief')),
  sexualOrientation: choice(SEXUAL_ORIENTATIONS, askedFor('sexual orientation')),
  genderIdentity: choice(GENDER_IDENTITY_ANSWERS, answer('gender identity')),
  parentalEducation: choice(PARENTAL_EDUCATION_ANSWERS, answer("your parents' education")),
  careLeaver: choice(CARE_LEAVER_ANSWERS, answer('time in care')),
});
export type HesaData = z.infer<typeof hesaDataSchema>;
export type HesaDataInput = z.input<typeof hesaDataSchema>;

/** The hesadata form (forms:hesa): answers go, without your name, into the statistical return. */
export const hesaDataForm = defineStudentForm({
  id: 'hesadata',
  title: 'Statistical return (HESA)',
  description:
    'Colleges must send these answers, without names, to the national higher education statistics agency. They help measure fair access; your tutors do not see them. Every question has "Prefer not to say".',
  schema: hesaDataSchema,
  fields: [
    { name: 'ethnicity', label: 'Ethnic group', type: 'select', options: optionsOf(ETHNICITIES) },
    {
      name: 'disabilities',
      label: 'Do you have any of these?',
      type: 'checkbox',
      options: optionsOf(DISABILITIES),
      help: 'Tick all that apply',
      cols: 12,
    },
    {
      name: 'religion',
      label: 'Religion or belief',
      type: 'select',
      options: optionsOf(RELIGIONS),
    },
    {
      name: 'sexualOrientation',
      label: 'Sexual orientation',
      type: 'select',
      options: optionsOf(SEXUAL_ORIENTATIONS),
    },
    {
      name: 'genderIdentity',
      label: 'Is your gender identity the same as the sex you were registered at birth?',
      type: 'radio',
      options: optionsOf(GENDER_IDENTITY_ANSWERS),
      cols: 12,
    },
    {
      name: 'parentalEducation',
      label:
        'Do any of your parents or guardians have a higher education qualification, such as a degree?',
      type: 'radio',
      options: optionsOf(PARENTAL_EDUCATION_ANSWERS),
      cols: 12,
    },
    {
      name: 'careLeaver',
      label: 'Have you ever been in care, for example with foster carers or in a children’s home?',
      type: 'radio',
      options: optionsOf(CARE_LEAVER_ANSWERS),
      help: 'Care leavers may be entitled to extra support',
      cols: 12,
    },
  ],
});

/** One question of the statistical return, as GET forms/student/hesaquestions lists it. */
export interface HesaQuestion {
  name: string;
  label: string;
  type: string;
  options?: { value: string | number; label: string }[];
  help?: string;
}

/** The hesadata form's questions, in order: name, label, control, answers and help. */
export function hesaQuestions(): HesaQuestion[] {
  return hesaDataForm.fields.map(({ name, label, type, options, help }) => ({
    name,
    label,
    type,
    ...(options ? { options: options.map((option) => ({ ...option })) } : {}),
    ...(help ? { help } : {}),
  }));
}
