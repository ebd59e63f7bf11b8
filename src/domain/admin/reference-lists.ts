import { z } from 'zod';

// The reference lists of system data kept in `reference_lists` (spec §2.3 admin/systemdata): a
// list without a row is the deployment's default (config/college.json); a saved list replaces it
// for every reader (the forms area's dates).

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
} as const;
export type ReferenceListId = keyof typeof REFERENCE_LIST_SCHEMAS;
export const REFERENCE_LIST_IDS = Object.keys(REFERENCE_LIST_SCHEMAS) as ReferenceListId[];
export const referenceListIdSchema = z.enum(['terms', 'residentials'], {
  error: 'No such reference list',
});

export type Term = z.infer<typeof termSchema>;
export type Residential = z.infer<typeof residentialSchema>;
export interface ReferenceListValues {
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
