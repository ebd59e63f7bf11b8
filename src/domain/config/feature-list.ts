// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.
/** The optional features a deployment switches on or off (spec §1). */
export const FEATURES = [
  'accountingService',
  'invoices',
  'librarySystem',
  'bursaries',
  'payments',
  'bap',
  'formation-groups',
  'externalLink',
  'personal-tutor',
  'badges',
  'residentialAttendance',
  'cohortGroups',
  'conditionalOffers',
  'translatableReferences',
  'locations',
  'helpdesk',
  'welcome-dashboard',
  'hesa',
  'financeRequests',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Each feature switched on or off (config/features.json, checked by featureSwitchesSchema). */
export type FeatureSwitches = Readonly<Record<Feature, boolean>>;

/** True when the feature is on; an item without a feature is always on. */
export function isFeatureOn(switches: FeatureSwitches, feature: Feature | undefined): boolean {
  return feature === undefined || switches[feature];
}

/**
 * The switches an account payload carries (issue 21: the server's switches now in force), over
 * the given defaults: a switch missing or not a boolean keeps its default; unknown names drop.
 */
export function readFeatureSwitches(input: unknown, defaults: FeatureSwitches): FeatureSwitches {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return defaults;
  const raw = input as Record<string, unknown>;
  const switches = { ...defaults } as Record<Feature, boolean>;
  for (const feature of FEATURES) {
    const value = raw[feature];
    if (typeof value === 'boolean') switches[feature] = value;
  }
  return switches;
}
