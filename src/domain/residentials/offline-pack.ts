import { z } from 'zod';

// Issue 23: what "Take offline" downloads for one residential (GET
// /api/residentials/:id/offline-pack): the roster with photos and what staff need at the venue.
// The server builds it for the caller (nothing beyond what they may see); the device checks it
// with this schema before it stores it.

const text = z.string().max(5000);

/** One emergency contact as staff need it at the venue. */
export const packContactSchema = z.object({
  name: text,
  relationship: text,
  phone: text,
  alternativePhone: text.optional(),
});

/** A student's residential requirements (spec §5; the optional fields may be absent). */
export const packRequirementsSchema = z.object({
  dietary: z.array(text),
  dietaryDetails: text.optional(),
  accessibility: text.optional(),
  accessibilityDetails: text.optional(),
  adjustments: text.optional(),
  evacuation: text.optional(),
  other: text.optional(),
});
export type PackRequirements = z.infer<typeof packRequirementsSchema>;

/** One expected student on the roster. */
export const packStudentSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  hubId: z.string().nullable(),
  /** The 128-px avatar as a data URL (`data:image/webp;base64,…`), or null without a photo. */
  photo: z.string().startsWith('data:image/').nullable(),
  /** Null when the student has not answered, or the caller may not see it. */
  requirements: packRequirementsSchema.nullable(),
  emergencyContacts: z.array(packContactSchema).nullable(),
  /** Learning support the student agreed to share (needs, details, plan), or null. */
  support: z.object({ needs: z.array(text), details: text, supportPlan: text }).nullable(),
});
export type PackStudent = z.infer<typeof packStudentSchema>;

/** The whole download for one residential. */
export const offlinePackSchema = z.object({
  residentialId: z.string().min(1),
  /** When the server built it (ISO). */
  builtAt: z.iso.datetime({ offset: true }),
  /** The sessions the caller may mark (a tutor only the sessions they teach). */
  markableSessionIds: z.array(z.string()),
  students: z.array(packStudentSchema),
});
export type OfflinePack = z.infer<typeof offlinePackSchema>;
