import { z } from 'zod';
import { FEATURES } from './feature-list';

/** One switch as GET /api/admin/features answers it (issue 21). */
export const featureSwitchRowSchema = z.object({
  name: z.enum(FEATURES),
  default: z.boolean(),
  enabled: z.boolean(),
  /** The last change by a sysadmin; null while the deployment's default applies. */
  changed: z.object({ by: z.string().nullable(), byName: z.string(), at: z.string() }).nullable(),
});
export type FeatureSwitchRow = z.infer<typeof featureSwitchRowSchema>;

export const featureSwitchListSchema = z.object({ items: z.array(featureSwitchRowSchema) });

/** The body of PUT /api/admin/features/:name. */
export const featureSwitchChangeSchema = z.strictObject({ enabled: z.boolean() });
