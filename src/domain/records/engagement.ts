import { z } from 'zod';
import { levelSchema } from '../programmes/levels';
import { exitAwardSchema, programmeCodeSchema, studyPaceSchema } from '../programmes/programmes';
import { engagementStatusSchema } from '../students/engagement-status';
import type { StatusHistoryEntry } from '../students/engagement-status-change';
import { partnerIdSchema } from '../validation/partner-id';
import type { Stored } from './stored';

const id = z.string().trim().min(1).max(200);
// A cohort code such as '4A', 'BA6B' or 'GC6A'; null when the engagement has none (yet).
const cohort = z.string().trim().min(1).max(20).nullish();

/** An engagement record as the API stores it: a student's enrolment on a programme (spec §3, §4). */
export const engagementRecordSchema = z
  .object({
    id: id.optional(),
    studentId: id,
    code: z.string().trim().min(1).max(40),
    programmeCode: programmeCodeSchema,
    status: engagementStatusSchema,
    cohort,
    lastCohort: cohort,
    futureOrLastCohort: cohort,
    levels: z.array(levelSchema).default([]),
    // Credit value of the engagement, and the credits achieved on it so far.
    credits: z.int().nonnegative().default(0),
    creditsAchieved: z.int().nonnegative().default(0),
    partnerId: partnerIdSchema.nullish(),
    exitAward: exitAwardSchema.nullish(),
    pace: studyPaceSchema.nullish(),
    level: levelSchema.nullish(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullish(),
  })
  .refine((e) => !e.endDate || e.endDate >= e.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
  });
/** An engagement record's fields. */
export type EngagementRecord = z.infer<typeof engagementRecordSchema>;
/**
 * An engagement as the server stores and sends it, with its status history (written only by the
 * status command, POST /api/engagements/:id/status).
 */
export type StoredEngagement = Stored<EngagementRecord> & { statusHistory?: StatusHistoryEntry[] };
