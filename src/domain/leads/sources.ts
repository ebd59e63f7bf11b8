/** Groups of the sources through which people first hear of the college (spec §9). */
export const FIRST_HEARD_GROUPS = [
  'Social media',
  'Other media',
  'Person',
  'Church',
  'Conference',
] as const;
export type FirstHeardGroup = (typeof FIRST_HEARD_GROUPS)[number];

/**
 * The sources the college records within each first-heard group. Spec §9 names only the groups;
 * these are the college's default list (system data's first-heard list until an administrator
 * saves one: src/domain/admin/option-lists.ts) and the seed's.
 */
export const FIRST_HEARD_SOURCES: Readonly<Record<FirstHeardGroup, readonly string[]>> = {
  'Social media': ['Instagram', 'Facebook', 'YouTube', 'X (Twitter)'],
  'Other media': ['Podcast', 'Christian press', 'College website', 'Search engine'],
  Person: ['Friend', 'Current student', 'Former student', 'Family member'],
  Church: ['Church leader', 'Church notice', 'Diocesan vocations adviser'],
  Conference: ['New Wine', 'Spring Harvest', 'Keswick Convention', 'Youthwork Summit'],
};

/** Ways of the first contact between a potential student and the college (spec §9). */
export const FIRST_CONTACT = [
  'KTE',
  'Hub Open night',
  'Leaders forum',
  'F2F with HD',
  'Contact office',
  'Contact HD',
] as const;
export type FirstContact = (typeof FIRST_CONTACT)[number];

/** Age ranges for reporting (spec §9). */
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

// Upper bound (inclusive) of each bounded range. 65 falls in both '56-65' and '65+' in the
// spec; the explicit range wins, so '65+' starts at 66.
const UPPER_BOUNDS: readonly (readonly [number, AgeRange])[] = [
  [25, '18-25'],
  [35, '26-35'],
  [45, '36-45'],
  [55, '46-55'],
  [65, '56-65'],
];
const MINIMUM_AGE = 18;

/**
 * The age range of an age in whole years (fractions are floored); undefined under 18 or
 * for a value that is not a finite number.
 */
export function ageRangeOf(age: number | null | undefined): AgeRange | undefined {
  if (age == null || !Number.isFinite(age)) return undefined;
  const years = Math.floor(age);
  if (years < MINIMUM_AGE) return undefined;
  return UPPER_BOUNDS.find(([upper]) => years <= upper)?.[1] ?? '65+';
}
