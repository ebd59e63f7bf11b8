import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');

/** Per-deployment college constants: identity, contact, look (spec §9 "UI"). */
export const collegeConfigSchema = z.strictObject({
  name: z.string().min(1),
  shortName: z.string().min(1).max(12),
  supportEmail: z.email(),
  timeZone: z.string().min(1),
  locale: z.string().min(2),
  theme: z.strictObject({
    /** Brand ramp seed: primary pink. */
    primary: hexColour,
    /** Secondary and accent purple. */
    secondary: hexColour,
    accent: hexColour,
    /** Information cyan. */
    info: hexColour,
    /** Eight colours for charts, in order. */
    chartPalette: z.array(hexColour).length(8),
  }),
  images: z
    .strictObject({
      sidebar: z.array(z.string().min(1)).length(4),
      defaultSidebar: z.string().min(1),
      login: z.string().min(1),
    })
    .refine((images) => images.sidebar.includes(images.defaultSidebar), {
      message: 'The default sidebar image must be one of the four sidebar images',
      path: ['defaultSidebar'],
    }),
});
export type CollegeConfig = z.infer<typeof collegeConfigSchema>;
