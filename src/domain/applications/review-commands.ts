import { quickAcceptChanges } from './decisions';
import type { ReviewSection } from './sections';

// A reviewer's change to an application's sections, built once: the server stores what these
// return, and the offline command shows the same on the device before it is sent.

/** Who reviews, and when (ISO). */
export interface ReviewStamp {
  by: string;
  byName: string;
  at: string;
}

/** A section's review as stored. Comment is null when the reviewer wrote none. */
export interface StoredSectionReview {
  outcome?: string | null;
  comment?: string | null;
  reviewedBy?: string;
  reviewedByName?: string;
  reviewedAt?: string;
}

/** The stored reviews of an application's sections, any of which may be missing. */
export type StoredSectionReviews = Readonly<Record<string, StoredSectionReview | null | undefined>>;

/** One section's review as a reviewer gives it. */
export interface ReviewInput {
  section: ReviewSection;
  outcome: string;
  comment?: string | null;
}

/** The review stored for a section: the outcome, the comment (null when none), who and when. */
export function sectionReview(input: ReviewInput, stamp: ReviewStamp): StoredSectionReview {
  return {
    outcome: input.outcome,
    comment: input.comment?.trim() || null,
    reviewedBy: stamp.by,
    reviewedByName: stamp.byName,
    reviewedAt: stamp.at,
  };
}

/** The sections after one section's review: that section replaced, the others kept. */
export function applyReview(
  sections: StoredSectionReviews,
  input: ReviewInput,
  stamp: ReviewStamp,
): Record<string, StoredSectionReview | null | undefined> {
  return { ...sections, [input.section]: sectionReview(input, stamp) };
}

/**
 * What quick accept changes (spec §4): each section without an outcome that quick accept can
 * set gets Accepted or Acknowledged, keeping its comment; a reviewer's outcome is never replaced.
 */
export function quickAcceptReviews(
  sections: StoredSectionReviews,
  stamp: ReviewStamp,
): Partial<Record<ReviewSection, StoredSectionReview>> {
  return Object.fromEntries(
    Object.entries(quickAcceptChanges(sections)).map(([section, outcome]) => [
      section,
      {
        ...sections[section],
        outcome,
        reviewedBy: stamp.by,
        reviewedByName: stamp.byName,
        reviewedAt: stamp.at,
      },
    ]),
  );
}

/** The sections after quick accept. */
export function applyQuickAccept(
  sections: StoredSectionReviews,
  stamp: ReviewStamp,
): Record<string, StoredSectionReview | null | undefined> {
  return { ...sections, ...quickAcceptReviews(sections, stamp) };
}
