import { z } from 'zod';
import { BURSARY_TYPES } from '../finance/bursaries';
import {
  CARE_LEAVER_ANSWERS,
  DISABILITIES,
  ETHNICITIES,
  GENDER_IDENTITY_ANSWERS,
  PARENTAL_EDUCATION_ANSWERS,
  RELIGIONS,
  SEXUAL_ORIENTATIONS,
} from '../forms/hesadata';
import { STUDY_PACES } from '../programmes/programmes';
import { ENGAGEMENT_STATUSES } from '../students/engagement-status';
import { INTERRUPTION_CATEGORIES } from '../students/interruptions';
import { FEE_ELIGIBILITIES, HIGHEST_QUALIFICATIONS, LEGAL_SEXES } from './student-details';

/** The collection year the valid values and default mappings were written for (2024/25). */
export const DEFAULT_COLLECTION = '24056';

/** The local value standing for "we hold no answer" (mapped to the field's "not available"). */
export const NOT_ANSWERED = 'Not answered';
/** The local value of an engagement without a study pace: the programme's standard pace. */
export const STANDARD_PACE = 'Standard';
/** A student whose legal sex is not held on the HESA tab is this local value (mapped to 99). */
export const SEX_NOT_RECORDED = 'Not recorded';

/** A HESA field whose codes come from our values through the mapping table. */
export interface MappedField {
  field: string;
  label: string;
  /** Where our values come from, for the mapping screen. */
  source: string;
  localValues: readonly string[];
}

const ENDED_STATUSES = ['Completed', 'Withdrawn', 'Terminated', 'Transferred', 'Pending'] as const;

/** Every mapped field, in the order the mapping screen shows them. */
export const MAPPED_FIELDS: readonly MappedField[] = [
  {
    field: 'SEXID',
    label: 'Sex',
    source: 'Student record, HESA tab (legal sex)',
    localValues: [...LEGAL_SEXES, SEX_NOT_RECORDED],
  },
  {
    field: 'GENDERID',
    label: 'Gender identity',
    source: 'Statistical return form (gender identity same as sex registered at birth)',
    localValues: [...GENDER_IDENTITY_ANSWERS, NOT_ANSWERED],
  },
  {
    field: 'SEXORT',
    label: 'Sexual orientation',
    source: 'Statistical return form (sexual orientation)',
    localValues: [...SEXUAL_ORIENTATIONS, NOT_ANSWERED],
  },
  {
    field: 'PARED',
    label: 'Parental education',
    source: 'Statistical return form (parents with a higher education qualification)',
    localValues: [...PARENTAL_EDUCATION_ANSWERS, NOT_ANSWERED],
  },
  {
    field: 'CARELEAVER',
    label: 'Care leaver',
    source: 'Statistical return form (time in care)',
    localValues: [...CARE_LEAVER_ANSWERS, NOT_ANSWERED],
  },
  {
    field: 'HIGHESTQOE',
    label: 'Highest qualification on entry',
    source: 'Student record, HESA tab (highest qualification on entry)',
    localValues: HIGHEST_QUALIFICATIONS,
  },
  {
    field: 'FEEELIG',
    label: 'Fee eligibility',
    source: 'Student record, HESA tab (fee eligibility)',
    localValues: FEE_ELIGIBILITIES,
  },
  {
    field: 'ETHNIC',
    label: 'Ethnicity',
    source: 'Statistical return form (ethnic group)',
    localValues: [...ETHNICITIES, NOT_ANSWERED],
  },
  {
    field: 'RELIGION',
    label: 'Religion or belief',
    source: 'Statistical return form (religion or belief)',
    localValues: [...RELIGIONS, NOT_ANSWERED],
  },
  {
    field: 'DISABILITY',
    label: 'Disability',
    source: 'Statistical return form (each disability ticked)',
    localValues: [...DISABILITIES, NOT_ANSWERED],
  },
  {
    field: 'RSNENGEND',
    label: 'Reason the engagement ended',
    source: 'Engagement status; for a withdrawal, its interruption category',
    localValues: [...ENDED_STATUSES, ...INTERRUPTION_CATEGORIES.map((c) => c.label)],
  },
  {
    field: 'SCSMODE',
    label: 'Mode of study',
    source: 'Engagement study pace',
    localValues: [STANDARD_PACE, ...STUDY_PACES],
  },
  {
    field: 'FUNDCOMP',
    label: 'Completion of the year',
    source: 'Engagement status',
    localValues: ENGAGEMENT_STATUSES,
  },
  {
    field: 'STATUSCHANGEDTO',
    label: 'Session status',
    source:
      'Engagement status changes; an interruption of studies by its category when that is mapped, else as IoS',
    localValues: ['Current', 'IoS', ...INTERRUPTION_CATEGORIES.map((c) => c.label)],
  },
  {
    field: 'FINSUPTYPE',
    label: 'Financial support type',
    source: 'Bursary type',
    localValues: BURSARY_TYPES,
  },
];

/** The mapped field of a name, or undefined. */
export function mappedField(field: string): MappedField | undefined {
  return MAPPED_FIELDS.find((f) => f.field === field);
}

/** A collection year code: five digits, e.g. 24056. */
export const collectionSchema = z.string().regex(/^\d{2}056$/, 'A collection is like 24056');

/** PUT hesa/mappings: our value of a field → one of the field's valid codes. */
export const mappingChangeSchema = z.object({
  collection: collectionSchema,
  field: z.string().min(1).max(40),
  localValue: z.string().min(1).max(200),
  code: z.string().min(1).max(10),
});
export type MappingChange = z.infer<typeof mappingChangeSchema>;

/** An academic year title of §9, e.g. 2024-25. */
export const yearSchema = z
  .string()
  .regex(/^(19|20)\d{2}-\d{2}$/, 'Choose an academic year like 2024-25')
  .refine((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), 'Not an academic year');

/** The collection code of an academic year: 2024-25 → 24056. */
export function collectionOfYear(year: string): string {
  return `${year.slice(2, 4)}056`;
}

/**
 * The collection whose lists apply to a year: its own when held, else the newest held before it,
 * else the oldest held (the lists are data; a new year's are added by the operator).
 */
export function pickCollection(held: readonly string[], wanted: string): string | undefined {
  const sorted = [...held].sort();
  if (sorted.includes(wanted)) return wanted;
  const before = sorted.filter((c) => c < wanted);
  return before[before.length - 1] ?? sorted[0];
}

/** Our value → code lookups of one collection. */
export type MappingTable = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The lookup table of mapping rows. */
export function mappingTable(
  rows: readonly { field: string; localValue: string; code: string }[],
): MappingTable {
  const table = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const byValue = table.get(row.field) ?? new Map<string, string>();
    byValue.set(row.localValue, row.code);
    table.set(row.field, byValue);
  }
  return table;
}

/** The code our value maps to in a field, or undefined when it is not mapped. */
export function lookupCode(
  table: MappingTable,
  field: string,
  localValue: string | null | undefined,
): string | undefined {
  if (localValue === null || localValue === undefined) return undefined;
  return table.get(field)?.get(localValue);
}
