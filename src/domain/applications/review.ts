import { z } from 'zod';
import { type ReviewSection, SECTION_OUTCOMES } from './sections';

/**
 * The review of one section: its outcome (restricted to that section's outcomes, spec §4)
 * plus free comment, reviewer and review time. No outcome means not yet reviewed.
 */
export function sectionReviewSchema<S extends ReviewSection>(section: S) {
  return z.object({
    outcome: z.enum(SECTION_OUTCOMES[section]).optional(),
    comment: z.string().optional(),
    reviewedBy: z.string().min(1).optional(),
    /** The reviewer's name when they reviewed, for the history and the review screen. */
    reviewedByName: z.string().max(200).optional(),
    reviewedAt: z.iso.datetime({ offset: true }).optional(),
  });
}

/** Any section's review, with the outcome typed to that section. */
export type SectionReview<S extends ReviewSection> = z.infer<
  ReturnType<typeof sectionReviewSchema<S>>
>;

/** Reviews of all sections; each may be missing (not yet reviewed, or an optional section). */
export const sectionReviewsSchema = z.object({
  eligibility: sectionReviewSchema('eligibility').optional(),
  references: sectionReviewSchema('references').optional(),
  leaderReferences: sectionReviewSchema('leaderReferences').optional(),
  placement: sectionReviewSchema('placement').optional(),
  churchPlanting: sectionReviewSchema('churchPlanting').optional(),
  studentMinistry: sectionReviewSchema('studentMinistry').optional(),
  convictions: sectionReviewSchema('convictions').optional(),
  nextSteps: sectionReviewSchema('nextSteps').optional(),
  attendance: sectionReviewSchema('attendance').optional(),
  finances: sectionReviewSchema('finances').optional(),
  qualifications: sectionReviewSchema('qualifications').optional(),
  languageAbility: sectionReviewSchema('languageAbility').optional(),
  disabilities: sectionReviewSchema('disabilities').optional(),
  learningSupport: sectionReviewSchema('learningSupport').optional(),
  neurodiversity: sectionReviewSchema('neurodiversity').optional(),
  healthDisability: sectionReviewSchema('healthDisability').optional(),
  bursaryApplication: sectionReviewSchema('bursaryApplication').optional(),
  bursaryReferences: sectionReviewSchema('bursaryReferences').optional(),
});
export type SectionReviews = z.infer<typeof sectionReviewsSchema>;
