import { z } from 'zod';
import { AGE_RANGES, FIRST_CONTACT } from '../leads/sources';
import { STAGES } from '../leads/stages';

/** A potential student (lead): basic contact fields, stage, first heard and first contact (spec §3). */
export const potentialStudentRecordSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  preferredName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.email().optional(),
  phone: z.string().optional(),
  hub: z.string().optional(),
  ageRange: z.enum(AGE_RANGES).optional(),
  stage: z.enum(STAGES),
  // a source name within the first-heard groups of spec §9 (the sources are not shown)
  firstHeard: z.string().optional(),
  firstContact: z.enum(FIRST_CONTACT).optional(),
});
/** A potential student record's fields. */
export type PotentialStudentRecord = z.infer<typeof potentialStudentRecordSchema>;
