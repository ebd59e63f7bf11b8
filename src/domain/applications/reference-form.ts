import { z } from 'zod';
import type { ProgrammeCode } from '../programmes/programmes';

// The referee's form (spec §3 "Reference answers"). The spec says the role/placement fields
// belong to "one programme variant" and the leadership/planting fields to "another" without
// naming them. Our reading, the same as the demo seed's: the ministry-placement programmes
// (GradDip-SM, FdA, Ordinand) ask the role fields; church planting (GradDip-CPL) asks the
// role fields (its plant is a placement too) and the planting fields. Every other programme
// asks the base fields only. A leader reference asks the same questions as a reference.

/** Which set of questions a referee is asked. */
export const REFERENCE_VARIANTS = ['base', 'role', 'planting'] as const;
export type ReferenceVariant = (typeof REFERENCE_VARIANTS)[number];

/** The two kinds of invitation: a reference, or a church leader's reference (spec §3). */
export const REFERENCE_KINDS = ['reference', 'leader'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

const ROLE_PROGRAMMES: readonly string[] = ['GradDip-SM', 'FdA', 'Ordinand'];
const PLANTING_PROGRAMMES: readonly string[] = ['GradDip-CPL'];

/** The variant of an application's programme (none chosen yet: the base questions). */
export function referenceVariantOf(
  programme: ProgrammeCode | string | null | undefined,
): ReferenceVariant {
  if (programme && PLANTING_PROGRAMMES.includes(programme)) return 'planting';
  if (programme && ROLE_PROGRAMMES.includes(programme)) return 'role';
  return 'base';
}

const MAX_ANSWER = 5000;
const answer = z
  .string()
  .trim()
  .min(1, 'Please answer this question')
  .max(MAX_ANSWER, `At most ${MAX_ANSWER} characters`);
const optionalAnswer = z
  .string()
  .trim()
  .max(MAX_ANSWER, `At most ${MAX_ANSWER} characters`)
  .optional();
const yesNo = z.boolean({ error: 'Please choose yes or no' });

// Stricter than the stored referenceAnswersSchema (reference-answers.ts): a referee must
// answer the base questions, and every answer has a length limit. The output still fits it.
const baseAnswers = z.object({
  timeKnown: answer,
  timeAttendedChurch: answer,
  churchResponsibilities: answer,
  concerns: optionalAnswer.transform((value) => value ?? ''),
  recommended: yesNo,
});
const roleAnswers = z.object({
  roomForRole: optionalAnswer,
  benefits: optionalAnswer,
  capacity: optionalAnswer,
  oversight: optionalAnswer,
  resources: optionalAnswer,
  roleConcerns: optionalAnswer,
  placementAccepted: yesNo.optional(),
  leaderPhoneNumber: z.string().trim().max(40, 'At most 40 characters').optional(),
});
const plantingAnswers = z.object({
  timeInLeadership: optionalAnswer,
  churchPlantingInvolvement: optionalAnswer,
});

const VARIANT_SCHEMAS = {
  base: baseAnswers,
  role: baseAnswers.extend(roleAnswers.shape),
  planting: baseAnswers.extend(roleAnswers.shape).extend(plantingAnswers.shape),
} as const;

/** The answers a variant's referee gives (fields of other variants are dropped). */
export function referenceFormSchema(variant: ReferenceVariant) {
  return VARIANT_SCHEMAS[variant];
}
export type RefereeAnswers = z.output<(typeof VARIANT_SCHEMAS)['planting']>;

/** How one question is shown: a line of text, a paragraph, or yes/no. */
export type ReferenceFieldType = 'text' | 'textarea' | 'yesno' | 'tel';

/** One question of the referee's form, as the API sends it. */
export interface ReferenceField {
  name: keyof RefereeAnswers;
  label: string;
  type: ReferenceFieldType;
  help?: string;
  required: boolean;
}

type FieldSpec = Omit<ReferenceField, 'required'>;

const BASE_FIELDS: readonly FieldSpec[] = [
  { name: 'timeKnown', label: 'How long have you known the applicant?', type: 'text' },
  {
    name: 'timeAttendedChurch',
    label: 'How long has the applicant attended your church?',
    type: 'text',
  },
  {
    name: 'churchResponsibilities',
    label: 'What responsibilities does the applicant hold in the church?',
    type: 'textarea',
  },
  {
    name: 'concerns',
    label: 'Do you have any concerns about the applicant?',
    type: 'textarea',
    help: 'Leave empty if you have none.',
  },
  { name: 'recommended', label: 'Do you recommend the applicant for study?', type: 'yesno' },
];
const ROLE_FIELDS: readonly FieldSpec[] = [
  {
    name: 'roomForRole',
    label: 'Is there room for the applicant to take on a ministry role?',
    type: 'textarea',
  },
  { name: 'benefits', label: 'How will the church benefit from the role?', type: 'textarea' },
  { name: 'capacity', label: 'In what capacity will the applicant serve?', type: 'text' },
  { name: 'oversight', label: 'Who will oversee the applicant, and how?', type: 'textarea' },
  { name: 'resources', label: 'What resources will the role have?', type: 'textarea' },
  { name: 'roleConcerns', label: 'Any concerns about the role?', type: 'textarea' },
  {
    name: 'placementAccepted',
    label: 'Does the church accept the applicant for this placement?',
    type: 'yesno',
  },
  {
    name: 'leaderPhoneNumber',
    label: "Church leader's phone number",
    type: 'tel',
    help: 'So the college can contact the leader about the placement.',
  },
];
const PLANTING_FIELDS: readonly FieldSpec[] = [
  {
    name: 'timeInLeadership',
    label: 'How long has the applicant been in church leadership?',
    type: 'text',
  },
  {
    name: 'churchPlantingInvolvement',
    label: 'How has the applicant been involved in church planting?',
    type: 'textarea',
  },
];

const VARIANT_FIELDS: Record<ReferenceVariant, readonly FieldSpec[]> = {
  base: BASE_FIELDS,
  role: [...BASE_FIELDS, ...ROLE_FIELDS],
  planting: [...BASE_FIELDS, ...ROLE_FIELDS, ...PLANTING_FIELDS],
};

/** The questions of a variant, in order, each saying whether its schema needs an answer. */
export function referenceFields(variant: ReferenceVariant): ReferenceField[] {
  const shape = referenceFormSchema(variant).shape as Record<string, z.ZodType>;
  return VARIANT_FIELDS[variant].map((field) => {
    const schema = shape[field.name];
    // A required yes/no or text refuses an absent answer; concerns accepts it.
    const required = schema !== undefined && !schema.safeParse(undefined).success;
    return { ...field, required };
  });
}

/** The language a reference is written in, asked when `translatableReferences` is on. */
export const referenceLanguageSchema = z
  .string()
  .trim()
  .min(1, 'Please say which language you wrote in')
  .max(60, 'At most 60 characters');

/** What the referee's form sends: the answers, and the language when it is asked. */
export function referenceSubmissionSchema(variant: ReferenceVariant, askLanguage: boolean) {
  const answers = referenceFormSchema(variant);
  return askLanguage
    ? answers.extend({ language: referenceLanguageSchema })
    : answers.extend({ language: z.undefined().optional() });
}

/**
 * A reference as the application keeps it: the referee's answers (the fields of spec §3, at
 * the top level, so the record stays a list of reference answers) with who wrote it, when,
 * in which language, and the college's translation.
 */
export interface ReceivedReference extends RefereeAnswers {
  invitationId: string;
  refereeName: string;
  refereeEmail: string;
  language: string | null;
  translation: string | null;
  status: 'Received';
  receivedAt: string;
}

/** The college's translation of a reference written in another language. */
export const referenceTranslationBody = z.object({
  translation: z.string().trim().min(1, 'Please give the translation').max(20_000),
});

/** An invitation as the applicant or the college creates it. */
export const referenceInvitationBody = z.object({
  kind: z.enum(REFERENCE_KINDS),
  refereeName: z.string().trim().min(1, 'Please give the referee’s name').max(200),
  refereeEmail: z.email('Please give a valid email address').max(320),
});
export type ReferenceInvitationInput = z.infer<typeof referenceInvitationBody>;

/** What a referee's link shows before the form (GET /api/references/:token). */
export interface ReferenceRequest {
  applicantName: string;
  programme: string | null;
  kind: ReferenceKind;
  variant: ReferenceVariant;
  refereeName: string;
  askLanguage: boolean;
  fields: ReferenceField[];
}
