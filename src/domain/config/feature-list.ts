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
