import { z } from 'zod';
import { adminFeesSchema, DEFAULT_ADMIN_FEES } from '../finance/admin-fees';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');

/** Per-deployment college constants: identity, contact, look (spec §9 "UI"). */
const isoDay = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

/** A named period of days, e.g. Michaelmas term 2026-09-21 to 2026-12-11. */
const datedPeriod = z
  .strictObject({ name: z.string().trim().min(1), start: isoDay, end: isoDay })
  .refine((period) => period.start <= period.end, {
    message: 'A period cannot end before it starts',
    path: ['end'],
  });
export type DatedPeriod = z.infer<typeof datedPeriod>;

/** The periods that overlap the days from `first` to `last` (YYYY-MM-DD), in date order. */
export function periodsWithin<P extends DatedPeriod>(
  periods: readonly P[],
  first: string,
  last: string,
): P[] {
  return periods
    .filter((period) => period.start <= last && period.end >= first)
    .sort((a, b) => a.start.localeCompare(b.start));
}

export const collegeConfigSchema = z.strictObject({
  name: z.string().min(1),
  shortName: z.string().min(1).max(12),
  supportEmail: z.email(),
  /** The postal address, one line each, as invoices print it. */
  address: z.array(z.string().trim().min(1).max(100)).max(6).default([]),
  /** The telephone number invoices print. */
  phone: z.string().trim().min(1).max(40).optional(),
  /** The finance office's e-mail, printed on invoices (the support e-mail when unset). */
  financeEmail: z.email().optional(),
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
  /** The version of the four policy texts a student accepts at enrolment (spec §5). */
  policyVersion: z.string().trim().min(1).max(50),
  /** The policy video shown at enrolment; the transcript ships with the app, so it reads offline. */
  policyVideo: z.strictObject({
    url: z.string().regex(/^\/(images|media)\//, 'The video lives under /images/ or /media/'),
    title: z.string().min(1),
    transcript: z.string().min(1),
  }),
  /** Term dates, which a deployment updates each year (the forms area shows the current year's). */
  terms: z.array(datedPeriod).default([]),
  /** Residential weekends and weeks, with their venue. */
  residentials: z.array(datedPeriod.extend({ venue: z.string().trim().min(1) })).default([]),
  /**
   * Finance constants. Spec §9 names the fee classes (admin10, admin3, studentloan), not their
   * amounts: `adminFeePence` is what this college charges for each, in pence.
   */
  finance: z
    .strictObject({ adminFeePence: adminFeesSchema })
    .default({ adminFeePence: DEFAULT_ADMIN_FEES }),
});
export type CollegeConfig = z.infer<typeof collegeConfigSchema>;
