import { z } from 'zod';
import { addressSchema } from '../contacts/address';
import { levelSchema } from '../programmes/levels';
import { exitAwardSchema, programmeCodeSchema, studyPaceSchema } from '../programmes/programmes';
import { engagementStatusSchema } from '../students/engagement-status';
import { partnerIdSchema } from '../validation/partner-id';

// Record schemas as the API stores and sends them: flat, with ids of related records, and
// `null` for an empty optional field (what a database column holds). Forms, the offline outbox
// and the server's routes all validate with these.

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).nullish();
const cohort = z.string().trim().min(1).max(20).nullish();

/** A student record as the API stores it (spec §3 "Student"). */
export const studentRecordSchema = z.object({
  id: id.optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  preferredName: optionalText,
  email: z.email(),
  phone: optionalText,
  dateOfBirth: z.iso.date().nullish(),
  hubId: id,
  programmeCode: programmeCodeSchema,
  // Partner-institution students only: exactly seven digits (spec §5).
  partnerId: partnerIdSchema.nullish(),
  /** The tutor's user id (faculty see their tutees). */
  tutorId: id.nullish(),
  address: addressSchema.nullish(),
});
export type StudentRecordInput = z.infer<typeof studentRecordSchema>;

/** An engagement record as the API stores it (spec §3, §4). */
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
export type EngagementRecordInput = z.infer<typeof engagementRecordSchema>;
