import { z } from 'zod';
import { BURSARY_APPLICATION_TYPES } from '../finance/bursaries';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../forms/fields';
import { programmeCodeSchema, studyPaceSchema } from '../programmes/programmes';

// The parts of an application that the applicant fills in (spec §3). The spec names the
// fields but not their types; yes/no questions are booleans, free answers are strings.
// Only the fields spec §5 calls optional (auditing, linkedChurchOrDiocese) may be left out.
// The spec does not show the fields of qualifications, language ability, convictions, finances
// and the bursary application: theirs are what the college's admissions tutors ask. A detail
// needed only after a yes (a conviction, a bursary) is checked by the part's refinement, on
// the detail's own field.

const text = z.string();
const requiredText = z.string().trim().min(1);

/** Course choice: programme, pace, hub, flexi study and (optional) auditing (spec §3, §5). */
export const courseSchema = z.object({
  course: programmeCodeSchema,
  studyPace: studyPaceSchema,
  hub: requiredText,
  flexi: z.boolean(),
  auditing: z.boolean().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** Eligibility answers (spec §3). */
export const eligibilitySchema = z.object({
  britishCitizen: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** Other information about the applicant (spec §3); linkedChurchOrDiocese is optional (§5). */
export const otherInformationSchema = z.object({
  reasons: text,
  churchStream: text,
  ministryAreas: z.array(requiredText),
  // a source name from the first-heard groups of spec §9 (the sources themselves are not shown)
  firstHeard: text,
  promotionalMaterial: text,
  homeChurch: text,
  appliedElsewhere: text,
  linkedChurchOrDiocese: text.optional(),
});
export type OtherInformation = z.infer<typeof otherInformationSchema>;

/** Applicant profile; `student` marks a short application (spec §3, §5). */
export const profileSchema = z.object({
  student: z.boolean(),
  ethnicity: text,
});
export type Profile = z.infer<typeof profileSchema>;

/** The applicant's commitment answers (spec §3). */
export const commitmentSchema = z.object({
  residentialAttendance: z.boolean(),
  timeAvailable: z.boolean(),
  computerAccess: z.boolean(),
  // text, not a yes/no: the applicant describes their passport (spec §3)
  validPassport: text,
  concerns: text,
  // long free text (spec §3)
  attendanceQuery: text,
});
export type Commitment = z.infer<typeof commitmentSchema>;

/**
 * The applicant's declarations, each answered in their own words ("None" when nothing applies);
 * neurodiversity and health may be left out (spec §5 optional sections).
 */
export const declarationsSchema = z.object({
  disabilities: requiredText,
  learningSupport: requiredText,
  neurodiversity: text.optional(),
  healthDisability: text.optional(),
});
export type Declarations = z.infer<typeof declarationsSchema>;

/** The exegesis evidence (spec §3 evidence type Exegesis, source Applicant; prompt in §5). */
export const exegesisSchema = z.object({
  passage: requiredText,
  essay: requiredText,
});
export type Exegesis = z.infer<typeof exegesisSchema>;

/** The details an answer needs only in some cases, or none: free text up to LONG_TEXT_MAX. */
const details = z.string().max(LONG_TEXT_MAX, `Keep this to ${LONG_TEXT_MAX} characters or fewer`);
const answer = (missing: string, max = SHORT_TEXT_MAX) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Keep this to ${max} characters or fewer`);
const blank = (value: string | undefined) => !value?.trim();

/** Highest qualifications an applicant can name (UK levels, broadly). */
export const HIGHEST_QUALIFICATIONS = [
  'None',
  'GCSE or equivalent',
  'A level or equivalent',
  'Undergraduate degree',
  'Postgraduate degree',
  'Other',
] as const;

/** The applicant's qualifications: the highest, and what and where they studied (not for None). */
export const qualificationsSchema = z
  .object({
    highest: z.enum(HIGHEST_QUALIFICATIONS, { error: 'Choose your highest qualification' }),
    details: details.optional(),
  })
  .superRefine((value, context) => {
    if (value.highest !== 'None' && blank(value.details)) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'Give your qualifications: subjects, where you studied and the years',
      });
    }
  });
export type Qualifications = z.infer<typeof qualificationsSchema>;

/** How well an applicant speaks and writes English. */
export const ENGLISH_ABILITIES = ['First language', 'Fluent', 'Good', 'Basic'] as const;

/** The applicant's languages: their first language, their English and any English test taken. */
export const languageAbilitySchema = z.object({
  firstLanguage: answer('Enter your first language'),
  english: z.enum(ENGLISH_ABILITIES, { error: 'Choose how well you speak and write English' }),
  englishTest: z.string().max(SHORT_TEXT_MAX).optional(),
});
export type LanguageAbility = z.infer<typeof languageAbilitySchema>;

/** An unspent criminal conviction, and its details when there is one. */
export const convictionsSchema = z
  .object({
    unspentConviction: z.boolean(),
    details: details.optional(),
  })
  .superRefine((value, context) => {
    if (value.unspentConviction && blank(value.details)) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'Tell us about the conviction: the offence, its date and the sentence',
      });
    }
  });
export type Convictions = z.infer<typeof convictionsSchema>;

/** How an applicant's fees are to be paid. */
export const FEE_FUNDING = [
  'Self-funded',
  'Church or diocese',
  'Sponsor',
  'Student loan',
  'Bursary needed',
  'Other',
] as const;

/**
 * How the applicant will pay: who pays the fees, whether they can meet the fees and the
 * residential costs, and (when they cannot, or pay another way) how they plan to.
 */
export const financesSchema = z
  .object({
    feesPaidBy: z.enum(FEE_FUNDING, { error: 'Choose how your fees will be paid' }),
    canMeetCosts: z.boolean(),
    details: details.optional(),
  })
  .superRefine((value, context) => {
    if (!blank(value.details)) return;
    if (!value.canMeetCosts || value.feesPaidBy === 'Other') {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: value.canMeetCosts
          ? 'Say how your fees will be paid'
          : 'Tell us how you plan to meet the fees and the residential costs',
      });
    }
  });
export type Finances = z.infer<typeof financesSchema>;

/** Whole pounds, as an applicant types them ("1500", "1,500" or "£1,500"). */
const POUNDS = /^£?\s*\d{1,3}(,?\d{3})*$/;

/** The amount of a bursary request in whole pounds; undefined when it is not one. */
export function poundsOf(value: string | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  return POUNDS.test(trimmed) ? Number(trimmed.replace(/[£,\s]/g, '')) : undefined;
}

/**
 * A bursary application (spec §9 application types): whether the applicant applies and, when
 * they do, the bursary, their reasons and circumstances, and the amount sought each year.
 */
export const bursarySchema = z
  .object({
    applying: z.boolean(),
    // '' is the unchosen select: a type is needed only when applying
    type: z.union([z.enum(BURSARY_APPLICATION_TYPES), z.literal('')]).optional(),
    reason: details.optional(),
    amountPerYear: z.string().max(20).optional(),
  })
  .superRefine((value, context) => {
    if (!value.applying) return;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!value.type) issue('type', 'Choose the bursary you are applying for');
    if (blank(value.reason)) {
      issue('reason', 'Tell us why you are applying and about your circumstances');
    }
    const amount = poundsOf(value.amountPerYear);
    if (amount === undefined || amount === 0) {
      issue('amountPerYear', 'Enter the amount you seek each year in whole pounds, like 1500');
    }
  });
export type Bursary = z.infer<typeof bursarySchema>;

/** Every part an applicant fills in, by its record field, in the order of the wizard. */
export const APPLICANT_PART_SCHEMAS = {
  profile: profileSchema,
  course: courseSchema,
  eligibility: eligibilitySchema,
  otherInformation: otherInformationSchema,
  commitment: commitmentSchema,
  qualifications: qualificationsSchema,
  languageAbility: languageAbilitySchema,
  declarations: declarationsSchema,
  convictions: convictionsSchema,
  finances: financesSchema,
  bursary: bursarySchema,
  exegesis: exegesisSchema,
} as const;
/** A part of the application the applicant fills in (a record field). */
export type ApplicantPart = keyof typeof APPLICANT_PART_SCHEMAS;
