import { z } from 'zod';
import {
  FIRST_CONTACT,
  FIRST_HEARD_GROUPS,
  FIRST_HEARD_SOURCES,
  type FirstHeardGroup,
} from '../leads/sources';
import { PROGRAMME_CODES } from '../programmes/programmes';

// The choice lists of system data that records are checked against (spec §9, admin/systemdata):
// intakes, first-heard sources and ways of first contact. An administrator edits them; every
// device receives them in the change feed (entity `reference-lists`), so a form offers, and
// checks, the college's current list offline too; the server checks them again on each write.
// While no one has saved a list, its default below applies on both sides alike.

const isoDay = z.iso.date({ error: 'Give a date as YYYY-MM-DD' });
const label = (what: string) =>
  z
    .string({ error: `Give the ${what}` })
    .trim()
    .min(1, { error: `Give the ${what}` })
    .max(100, { error: `A ${what} is at most 100 characters` });

const unique = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

/** An intake: its first day, and the programmes that start then (spec §9 "Intake map"). */
export const intakeSchema = z.strictObject({
  date: isoDay,
  programmes: z
    .array(z.enum(PROGRAMME_CODES, { error: 'Choose programmes the college teaches' }))
    .min(1, { error: 'Choose at least one programme' }),
});
export type Intake = z.infer<typeof intakeSchema>;

/** The sources of one first-heard group (the five groups are spec §9's own). */
export const firstHeardGroupSchema = z.strictObject({
  group: z.enum(FIRST_HEARD_GROUPS, { error: 'No such first-heard group' }),
  sources: z
    .array(label('source'))
    .max(40, { error: 'At most 40 sources in a group' })
    .refine(unique, { error: 'A source is listed twice' }),
});
export type FirstHeardList = z.infer<typeof firstHeardGroupSchema>[];

export const OPTION_LIST_SCHEMAS = {
  intakes: z
    .array(intakeSchema)
    .max(60, { error: 'At most 60 intakes' })
    .refine((intakes) => unique(intakes.map((intake) => intake.date)), {
      error: 'An intake date is listed twice',
    }),
  firstHeard: z
    .array(firstHeardGroupSchema)
    .refine((groups) => unique(groups.map((group) => group.group)), {
      error: 'A group is listed twice',
    })
    .refine((groups) => unique(groups.flatMap((group) => group.sources)), {
      error: 'A source is in two groups',
    }),
  firstContact: z
    .array(label('way of first contact'))
    .min(1, { error: 'Keep at least one way of first contact' })
    .max(40, { error: 'At most 40 ways of first contact' })
    .refine(unique, { error: 'A way of first contact is listed twice' }),
} as const;
export type OptionListId = keyof typeof OPTION_LIST_SCHEMAS;
export const OPTION_LIST_IDS = Object.keys(OPTION_LIST_SCHEMAS) as OptionListId[];
export interface OptionListValues {
  intakes: Intake[];
  firstHeard: FirstHeardList;
  firstContact: string[];
}

/**
 * The next two September intakes after `now` (spec §5: a normal intake is YYYY-09-), on
 * 1 September, for every programme: the intakes while no one has saved a list.
 */
export function defaultIntakes(now: Date): Intake[] {
  const year = now.getUTCFullYear();
  const first = now.toISOString().slice(0, 10) < `${year}-09-01` ? year : year + 1;
  return [first + 1, first].map((start) => ({
    date: `${start}-09-01`,
    programmes: [...PROGRAMME_CODES],
  }));
}

/** Each list's default (the college's list before an administrator edits it). */
export function defaultOptionList<K extends OptionListId>(id: K, now: Date): OptionListValues[K] {
  const defaults: OptionListValues = {
    intakes: defaultIntakes(now),
    firstHeard: FIRST_HEARD_GROUPS.map((group) => ({
      group,
      sources: [...FIRST_HEARD_SOURCES[group]],
    })),
    firstContact: [...FIRST_CONTACT],
  };
  return defaults[id];
}

/** A list as it is kept: intakes newest first (spec §9), groups in the spec's order. */
export function normaliseOptionList<K extends OptionListId>(
  id: K,
  values: OptionListValues[K],
): OptionListValues[K] {
  if (id === 'intakes') {
    return (values as Intake[]).toSorted((a, b) => b.date.localeCompare(a.date)) as never;
  }
  if (id === 'firstHeard') {
    const order = (group: FirstHeardGroup) => FIRST_HEARD_GROUPS.indexOf(group);
    return (values as FirstHeardList).toSorted((a, b) => order(a.group) - order(b.group)) as never;
  }
  return values;
}

/** A stored list's values, or the default when none is stored or it no longer parses. */
export function optionListOf<K extends OptionListId>(
  id: K,
  stored: unknown,
  now: Date,
): OptionListValues[K] {
  const parsed = OPTION_LIST_SCHEMAS[id].safeParse(stored);
  return parsed.success
    ? normaliseOptionList(id, parsed.data as OptionListValues[K])
    : defaultOptionList(id, now);
}

/**
 * The intake dates an applicant may choose: those from today on (UTC, spec §9) that start the
 * programme (any intake while no programme is chosen), newest first.
 */
export function offeredIntakes(
  intakes: readonly Intake[],
  programme: string | null | undefined,
  now: Date,
): string[] {
  const today = now.toISOString().slice(0, 10);
  return intakes
    .filter((intake) => intake.date >= today)
    .filter((intake) => !programme || (intake.programmes as string[]).includes(programme))
    .map((intake) => intake.date)
    .toSorted((a, b) => b.localeCompare(a));
}

/** Why an intake cannot be chosen for a programme; undefined when it can. */
export function intakeProblem(
  intakes: readonly Intake[],
  date: string,
  programme: string | null | undefined,
): string | undefined {
  const intake = intakes.find((candidate) => candidate.date === date);
  if (!intake) return 'Choose one of the college’s intakes';
  if (programme && !(intake.programmes as string[]).includes(programme)) {
    return `The ${programme} programme does not start on ${date}`;
  }
  return undefined;
}

/** Every first-heard source, in group order. */
export function firstHeardSources(list: FirstHeardList): string[] {
  return list.flatMap((group) => group.sources);
}

/**
 * The group of a first-heard answer: a group's own name or one of its sources in the list
 * (ignoring case and outer spaces); undefined for an empty or unknown answer.
 */
export function groupOfFirstHeard(
  list: FirstHeardList,
  answer: string | null | undefined,
): FirstHeardGroup | undefined {
  const wanted = answer?.trim().toLowerCase();
  if (!wanted) return undefined;
  return list.find(
    (entry) =>
      entry.group.toLowerCase() === wanted ||
      entry.sources.some((source) => source.toLowerCase() === wanted),
  )?.group;
}

/** Whether a value is one of a list's (ignoring case): what a form and the server accept. */
export function isListed(values: readonly string[], value: string): boolean {
  const wanted = value.trim().toLowerCase();
  return values.some((candidate) => candidate.toLowerCase() === wanted);
}
