import { z } from 'zod';
import { FEATURES, type Feature } from './feature-list';

export * from './feature-list';

/** Every feature must be stated on or off: a forgotten switch is a configuration error. */
export const featureSwitchesSchema = z.strictObject(
  Object.fromEntries(FEATURES.map((feature) => [feature, z.boolean()])) as Record<
    Feature,
    z.ZodBoolean
  >,
);
