import { z } from 'zod';
import { addressSchema } from '../contacts/address';
import { programmeCodeSchema } from '../programmes/programmes';
import { onboardingEmailKindSchema } from '../students/onboarding';
import { partnerIdSchema } from '../validation/partner-id';
import { engagementRecordSchema } from './engagement';
import type { Stored } from './stored';

// Record schemas as the API stores and sends them: flat, with ids of related records, and
// `null` for an empty optional field (what a database column holds). Forms, the offline outbox
// and the server's routes all validate with these.

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).nullish();

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
  /** Date each onboarding email was sent, by kind (spec §9); absent until sent. */
  onboardingEmails: z.partialRecord(onboardingEmailKindSchema, z.iso.date().nullable()).nullish(),
});
/** A student record's fields. */
export type StudentRecord = z.infer<typeof studentRecordSchema>;
/** A student record as the server stores and sends it. */
export type StoredStudent = Stored<StudentRecord>;

/**
 * A student record with its engagements (spec §3), each of which must be the student's own:
 * the record schemas, put together.
 */
export const studentWithEngagementsSchema = studentRecordSchema
  .extend({ id, engagements: z.array(engagementRecordSchema) })
  .superRefine((student, ctx) => {
    student.engagements.forEach((engagement, index) => {
      if (engagement.studentId !== student.id) {
        ctx.addIssue({
          code: 'custom',
          path: ['engagements', index, 'studentId'],
          message: 'Engagement belongs to another student',
        });
      }
    });
  });
