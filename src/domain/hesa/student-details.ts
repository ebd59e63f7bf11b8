import { z } from 'zod';
import { COUNTRY_CODES } from './countries';

// A student's HESA details that no form asks them (issue 22): what the registry enters on the
// student record's HESA tab and the return writes (SID, SEXID, NATION, HIGHESTQOE, FEEELIG).
// Our values are mapped to the year's codes through the mapping table (src/domain/hesa/fields.ts).

/** Our values of legal sex (SEXID 10 Female, 11 Male, 12 Other, 98, 99; research notes §1). */
export const LEGAL_SEXES = ['Female', 'Male', 'Other', 'Prefer not to say'] as const;

/** Our values of the highest qualification held on entry (mapped to HIGHESTQOE). */
export const HIGHEST_QUALIFICATIONS = [
  'UK doctorate degree',
  'UK masters degree',
  'Postgraduate diploma or certificate',
  'UK first degree with honours',
  'Non-UK first degree',
  'Foundation degree',
  'Diploma of Higher Education',
  'Higher National Diploma',
  'Certificate of Higher Education',
  'Higher National Certificate',
  'Other higher education qualification',
  'A levels',
  'Access to Higher Education Diploma',
  'Other level 3 qualification',
  'Level 2 qualification or below',
  'No formal qualification',
  'Not known',
] as const;

/** Our values of fee eligibility (FEEELIG 01 Eligible, 02 Not eligible, 03 Not assessed). */
export const FEE_ELIGIBILITIES = ['Eligible', 'Not eligible', 'Not assessed'] as const;

/** SID: 17 digits; a continuing student's legacy HUSID (13 digits) is carried over. */
export const SID_PATTERN = /^(\d{17}|\d{13})$/;
export const SID_MESSAGE =
  'A SID is 17 digits (or a continuing student’s 13-digit HUSID), with no spaces';

/** True when a SID is held in a form the return accepts. */
export function validSid(sid: string | null | undefined): boolean {
  return typeof sid === 'string' && SID_PATTERN.test(sid);
}

/** An optional text: trimmed, and '' (or only spaces) or null is "not held" (null). */
const optional = <T extends z.ZodType<string | null, string | null>>(inner: T, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(inner);

const choiceOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  optional(z.enum(values, { error: message }).nullable(), message);

const NATIONALITY_MESSAGE = 'Choose a country of nationality from the list';

/** The body of PUT hesa/students/{id}/details: every detail optional, empty → null. */
export const studentHesaDetailsSchema = z.object({
  sid: optional(z.string().regex(SID_PATTERN, { error: SID_MESSAGE }).nullable(), SID_MESSAGE),
  legalSex: choiceOf(LEGAL_SEXES, 'Choose a legal sex from the list'),
  nationality: optional(
    z
      .string()
      .transform((code) => code.toUpperCase())
      .refine((code) => COUNTRY_CODES.includes(code), { error: NATIONALITY_MESSAGE })
      .nullable(),
    NATIONALITY_MESSAGE,
  ),
  highestQualification: choiceOf(
    HIGHEST_QUALIFICATIONS,
    'Choose the highest qualification on entry from the list',
  ),
  feeEligibility: choiceOf(FEE_ELIGIBILITIES, 'Choose the fee eligibility from the list'),
});
export type StudentHesaDetails = z.output<typeof studentHesaDetailsSchema>;

export type StudentHesaDetailsInput = z.input<typeof studentHesaDetailsSchema>;

/** Details of a student who has none held: every detail null. */
export const NO_DETAILS: StudentHesaDetails = {
  sid: null,
  legalSex: null,
  nationality: null,
  highestQualification: null,
  feeEligibility: null,
};

/** The details the return needs and a student lacks, with the HESA field of each. */
export const DETAIL_FIELDS = [
  { key: 'legalSex', field: 'SEXID', label: 'Legal sex' },
  { key: 'nationality', field: 'NATION', label: 'Nationality' },
  { key: 'highestQualification', field: 'HIGHESTQOE', label: 'Highest qualification on entry' },
  { key: 'feeEligibility', field: 'FEEELIG', label: 'Fee eligibility' },
] as const satisfies readonly {
  key: keyof StudentHesaDetails;
  field: string;
  label: string;
}[];

/** A detail problem of one student: the rule, its message and the HESA field. */
export interface DetailProblem {
  rule: string;
  message: string;
  field: string;
}

/**
 * What the return lacks of a student's details: `sid` when the SID is missing or malformed, and
 * `missing:<FIELD>` for each other detail not held.
 */
export function detailProblems(
  details: Record<keyof StudentHesaDetails, string | null> | undefined,
): DetailProblem[] {
  const held = details ?? NO_DETAILS;
  const problems: DetailProblem[] = [];
  if (!validSid(held.sid)) {
    problems.push({
      rule: 'sid',
      message: 'SID (HESA student identifier) not held or not 17 digits: add it before filing',
      field: 'SID',
    });
  }
  for (const { key, field, label } of DETAIL_FIELDS) {
    if (held[key] === null) {
      problems.push({ rule: `missing:${field}`, message: `${label} not held`, field });
    }
  }
  return problems;
}
