import { z } from 'zod';

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

/** Every feature must be stated on or off: a forgotten switch is a configuration error. */
export const featureSwitchesSchema = z.strictObject(
  Object.fromEntries(FEATURES.map((feature) => [feature, z.boolean()])) as Record<
    Feature,
    z.ZodBoolean
  >,
);
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

/** True when the feature is on; an item without a feature is always on. */
export function isFeatureOn(switches: FeatureSwitches, feature: Feature | undefined): boolean {
  return feature === undefined || switches[feature];
}
