import { z } from 'zod';
import type { OfferCondition } from '../applications/admissions';
import type { HistoryEntry } from '../applications/decisions';
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
import { type ReferenceAnswers, referenceAnswersSchema } from '../applications/reference-answers';
import type { ReceivedReference } from '../applications/reference-form';
import { sectionReviewsSchema } from '../applications/review';
import { applicationStatusSchema } from '../applications/statuses';
import type { Stored } from './stored';

/**
 * An application record as the API stores it (spec §3): the applicant, their hub, and the
 * documents. The parts are `null` (or absent) until the applicant saves them: an application 'In
 * progress' is saved before every part is filled in. The derived firstContactCombined is not
 * stored: see first-contact.ts.
 */
export const applicationRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  applicantUserId: z.string().trim().min(1).max(200).nullish(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email(),
  hubId: z.string().trim().min(1).max(200),
  status: applicationStatusSchema,
  // intake date YYYY-MM-DD (spec §3 "Intake map", §9 formats)
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
/** An application record's fields (after defaults). */
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/**
 * A reference on the record: the referee's answers, with who wrote it, when and the college's
 * translation when it arrived through a referee's link.
 */
export type StoredReference = ReferenceAnswers &
  Partial<Omit<ReceivedReference, keyof ReferenceAnswers>>;

/** The deposit that confirmed the place (server/features/applications/confirm-routes.ts). */
export interface StoredDeposit {
  amountPence: number;
  paidOn: string;
  reference?: string | null;
}

/**
 * An application as the server stores and sends it: the record, and what only the college's
 * routes write (history, conditions, deposit, the student record confirming created). The lists
 * and the reviews are absent on an application started on this device until the server's copy
 * arrives.
 */
export type StoredApplication = Stored<
  Omit<ApplicationRecord, 'references' | 'leaderReferences' | 'sections'>
> & {
  references?: StoredReference[];
  leaderReferences?: StoredReference[];
  sections?: ApplicationRecord['sections'];
  history?: HistoryEntry[];
  conditions?: OfferCondition[];
  deposit?: StoredDeposit | null;
  studentId?: string | null;
};
