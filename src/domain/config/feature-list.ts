// Without zod, so the first screen that reads it does not load the schema library
// (architecture §7 bundle budgets); the schemas import it from here.
import type { FeatureSwitches } from './features';

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

/** True when the feature is on; an item without a feature is always on. */
export function isFeatureOn(switches: FeatureSwitches, feature: Feature | undefined): boolean {
  return feature === undefined || switches[feature];
}
