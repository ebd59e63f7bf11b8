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
} from '../applications/parts';
import { referenceAnswersSchema } from '../applications/reference-answers';
import { sectionReviewsSchema } from '../applications/review';
import { applicationStatusSchema } from '../applications/schemas';

/** An application record as the API stores it: the applicant, their hub, and the documents of spec §3. */
export const applicationRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  applicantUserId: z.string().trim().min(1).max(200).nullish(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email(),
  hubId: z.string().trim().min(1).max(200),
  status: applicationStatusSchema,
  intake: z.iso.date(),
  course: courseSchema.nullish(),
  eligibility: eligibilitySchema.nullish(),
  otherInformation: otherInformationSchema.nullish(),
  profile: profileSchema.nullish(),
  commitment: commitmentSchema.nullish(),
  qualifications: qualificationsSchema.nullish(),
  languageAbility: languageAbilitySchema.nullish(),
  declarations: declarationsSchema.nullish(),
  convictions: convictionsSchema.nullish(),
  finances: financesSchema.nullish(),
  bursary: bursarySchema.nullish(),
  exegesis: exegesisSchema.nullish(),
  references: z.array(referenceAnswersSchema).max(10).default([]),
  leaderReferences: z.array(referenceAnswersSchema).max(10).default([]),
  sections: sectionReviewsSchema.default({}),
});
export type ApplicationRecordInput = z.infer<typeof applicationRecordSchema>;
