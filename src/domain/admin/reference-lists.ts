import { z } from 'zod';
import {
  normaliseOptionList,
  OPTION_LIST_SCHEMAS,
  type OptionListId,
  type OptionListValues,
} from './option-lists';

// The reference lists of system data kept in `reference_lists` (spec §2.3 admin/systemdata): a
// list without a row is its default (config/college.json for the dates, option-lists.ts for the
// choice lists); a saved list replaces it for every reader (the forms area's dates, the forms
// that offer intakes, first-heard sources and ways of first contact).

const isoDay = z.iso.date({ error: 'Give a date as YYYY-MM-DD' });
const name = z
  .string({ error: 'Give a name' })
  .trim()
  .min(1, { error: 'Give a name' })
  .max(200, { error: 'A name is at most 200 characters' });

/** A term: its name and first and last day. */
export const termSchema = z
  .strictObject({ name, start: isoDay, end: isoDay })
  .refine((period) => period.start <= period.end, {
    error: 'A period cannot end before it starts',
    path: ['end'],
  });

/** A residential weekend or week: name, first and last day, venue. */
export const residentialSchema = z
  .strictObject({
    name,
    start: isoDay,
    end: isoDay,
    venue: z
      .string({ error: 'Give the venue' })
      .trim()
      .min(1, { error: 'Give the venue' })
      .max(200, { error: 'A venue is at most 200 characters' }),
  })
  .refine((period) => period.start <= period.end, {
    error: 'A period cannot end before it starts',
    path: ['end'],
  });

/** The editable reference lists and the schema of each one's values. */
export const REFERENCE_LIST_SCHEMAS = {
  terms: z.array(termSchema).max(40, { error: 'At most 40 terms' }),
  residentials: z.array(residentialSchema).max(40, { error: 'At most 40 residentials' }),
  ...OPTION_LIST_SCHEMAS,
} as const;
export type ReferenceListId = keyof typeof REFERENCE_LIST_SCHEMAS;
export const REFERENCE_LIST_IDS = Object.keys(REFERENCE_LIST_SCHEMAS) as ReferenceListId[];
export const referenceListIdSchema = z.enum(
  ['terms', 'residentials', 'intakes', 'firstHeard', 'firstContact'],
  { error: 'No such reference list' },
);

export type Term = z.infer<typeof termSchema>;
export type Residential = z.infer<typeof residentialSchema>;
export interface ReferenceListValues extends OptionListValues {
  terms: Term[];
  residentials: Residential[];
}

/** A list as the API sends it: its values, version, and whether it is still the default. */
export interface ReferenceList<K extends ReferenceListId = ReferenceListId> {
  id: K;
  values: ReferenceListValues[K];
  version: number;
  /** True while no one has saved the list: the values are the deployment's defaults. */
  isDefault: boolean;
}

/** Dates sorted by their first day (a copy), so a saved list reads in date order. */
export function inDateOrder<P extends { start: string; end: string }>(periods: readonly P[]): P[] {
  return periods.toSorted((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

/** A list in the order it is kept and shown: dates by first day, the choice lists their own way. */
export function normaliseReferenceList<K extends ReferenceListId>(
  id: K,
  values: ReferenceListValues[K],
): ReferenceListValues[K] {
  if (id === 'terms' || id === 'residentials') {
    return inDateOrder(values as (Term | Residential)[]) as ReferenceListValues[K];
  }
  return normaliseOptionList(id as OptionListId, values as OptionListValues[OptionListId]) as never;
}
