import { z } from 'zod';

// Issue 23: a residential as a record (dates, venue, the module instances taught there, its
// sessions), and the rules of taking one offline: when a student's device keeps it ready, and
// whether the device has room for it.

const text = (max: number) => z.string().trim().max(max);
const isoDate = z.iso.date('A date as YYYY-MM-DD');

/** Where a residential is held, with what a student needs on arrival. */
export const venueSchema = z.object({
  name: text(200).min(1, 'Name the venue'),
  address: text(500).optional(),
  postcode: text(12).optional(),
  mapUrl: z.url('A web address').optional(),
  wifiNetwork: text(100).optional(),
  wifiPassword: text(100).optional(),
});
export type Venue = z.infer<typeof venueSchema>;

/** One timetable slot of a residential. */
export const residentialSessionSchema = z
  .object({
    id: text(200).min(1),
    title: text(200).min(1, 'Name the session'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    room: text(100).optional(),
    /** The tutor's user id. */
    tutorId: text(200).optional(),
  })
  .refine((session) => Date.parse(session.endsAt) > Date.parse(session.startsAt), {
    path: ['endsAt'],
    message: 'A session ends after it starts',
  });
export type ResidentialSession = z.infer<typeof residentialSessionSchema>;

/** A residential record: its dates, venue, the module instances taught and its sessions. */
export const residentialSchema = z
  .object({
    id: text(200).min(1).optional(),
    title: text(200).min(1, 'Name the residential'),
    startDate: isoDate,
    endDate: isoDate,
    /** The hub it is for, or none when the whole college comes. */
    hubId: text(200).min(1).nullish(),
    venue: venueSchema,
    moduleInstanceIds: z.array(text(200).min(1)).default([]),
    sessions: z.array(residentialSessionSchema).default([]),
  })
  .superRefine((residential, context) => {
    if (residential.endDate < residential.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A residential ends on or after the day it starts',
      });
    }
    const first = `${residential.startDate}T00:00:00Z`;
    const last = `${residential.endDate}T23:59:59Z`;
    residential.sessions.forEach((session, index) => {
      const starts = new Date(session.startsAt).toISOString();
      if (starts < first || starts > last) {
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'startsAt'],
          message: 'A session falls within the residential’s dates',
        });
      }
    });
  });
export type Residential = z.infer<typeof residentialSchema>;

/** How many days before it starts a student's device keeps a residential ready offline. */
export const PRECACHE_DAYS = 14;

/** Whole days from one ISO date to another (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * True while a residential should be ready on a student's device: from PRECACHE_DAYS before it
 * starts until its last day.
 */
export function keepReadyOffline(
  residential: Pick<Residential, 'startDate' | 'endDate'>,
  today: string,
  days = PRECACHE_DAYS,
): boolean {
  return daysBetween(today, residential.startDate) <= days && today <= residential.endDate;
}

/** Room the device's storage has for a download, as "Take offline" asks before it starts. */
export interface StorageRoom {
  fits: boolean;
  /** Bytes free after the download (negative when it does not fit). */
  freeAfter: number;
}

/**
 * Whether `needed` bytes fit in the device's storage (`navigator.storage.estimate()`), keeping a
 * margin (a tenth of the quota by default) so the device's other records can still grow. An
 * unknown quota is taken to fit: the browser did not say, and refusing would block the work.
 */
export function storageRoom(
  estimate: { usage?: number; quota?: number },
  needed: number,
  marginShare = 0.1,
): StorageRoom {
  if (!estimate.quota) return { fits: true, freeAfter: Number.POSITIVE_INFINITY };
  const freeAfter = estimate.quota * (1 - marginShare) - (estimate.usage ?? 0) - needed;
  return { fits: freeAfter >= 0, freeAfter };
}
