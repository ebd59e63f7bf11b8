import { z } from 'zod';
import { type ReviewSection, SECTION_OUTCOMES } from './sections';

/**
 * The review of one section: its outcome (restricted to that section's outcomes, spec §4)
 * plus free comment, reviewer and review time. No outcome means not yet reviewed.
 */
export function sectionReviewSchema<S extends ReviewSection>(section: S) {
  return z.object({
    outcome: z.enum(SECTION_OUTCOMES[section]).optional(),
    /** Null when the reviewer wrote none. */
    comment: z.string().nullish(),
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

/** Who a section's automatic review names: a referee whose reference arrived. */
export interface ReferenceArrival {
  refereeId: string;
  refereeName: string;
  at: string;
}

/**
 * The sections after a reference arrives ("the reference arrives as Received on the
 * application"): its section, not yet reviewed, shows Received, naming the referee. A section a
 * reviewer has already given an outcome keeps it: a reviewer's decision is never overwritten.
 */
export function sectionsOnReferenceReceived(
  sections: unknown,
  section: 'references' | 'leaderReferences',
  arrival: ReferenceArrival,
): Record<string, unknown> {
  const current: Record<string, unknown> =
    sections && typeof sections === 'object' && !Array.isArray(sections)
      ? { ...(sections as Record<string, unknown>) }
      : {};
  const review = current[section] as { outcome?: unknown } | null | undefined;
  if (review?.outcome) return current;
  return {
    ...current,
    [section]: {
      outcome: 'Received',
      reviewedBy: arrival.refereeId,
      reviewedByName: `${arrival.refereeName} (referee)`,
      reviewedAt: arrival.at,
    },
  };
}
