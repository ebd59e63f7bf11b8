import { z } from 'zod';
import {
  bursarySchema,
  commitmentSchema,
  convictionsSchema,
  courseSchema,
  declarationsSchema,
  eligibilitySchema,
  exegesisSchema,
  financesSchema,
  languageAbilitySchema,
  otherInformationSchema,
  profileSchema,
  qualificationsSchema,
} from './parts';
import { referenceAnswersSchema } from './reference-answers';
import { sectionReviewsSchema } from './review';
import { APPLICATION_STATUSES } from './statuses';

export * from './parts';
export * from './reference-answers';
export * from './review';

/** An application status from the full list (spec §4). */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/**
 * An application record (spec §3). The parts are optional because an application
 * 'In progress' is saved before the applicant has filled every part in. The derived
 * firstContactCombined is not stored: see first-contact.ts.
 */
export const applicationSchema = z.object({
  id: z.string().min(1),
  status: applicationStatusSchema,
  // intake date YYYY-MM-DD (spec §3 "Intake map", §9 formats)
  intake: z.iso.date(),
  course: courseSchema.optional(),
  eligibility: eligibilitySchema.optional(),
  otherInformation: otherInformationSchema.optional(),
  profile: profileSchema.optional(),
  commitment: commitmentSchema.optional(),
  qualifications: qualificationsSchema.optional(),
  languageAbility: languageAbilitySchema.optional(),
  declarations: declarationsSchema.optional(),
  convictions: convictionsSchema.optional(),
  finances: financesSchema.optional(),
  bursary: bursarySchema.optional(),
  exegesis: exegesisSchema.optional(),
  references: z.array(referenceAnswersSchema).default([]),
  leaderReferences: z.array(referenceAnswersSchema).default([]),
  sections: sectionReviewsSchema.default({}),
});
export type Application = z.infer<typeof applicationSchema>;
/** What a caller may pass in before defaults are applied. */
export type ApplicationInput = z.input<typeof applicationSchema>;
