import { describe, expect, it } from 'vitest';
import {
  type SectionReview,
  type SectionReviews,
  sectionReviewSchema,
  sectionReviewsSchema,
} from './review';
import { REVIEW_SECTIONS } from './sections';

describe('section reviews', () => {
  it('have a key for every review section', () => {
    expect(Object.keys(sectionReviewsSchema.shape).sort()).toEqual([...REVIEW_SECTIONS].sort());
  });

  it('restrict the outcome to the section', () => {
    const bursary = sectionReviewSchema('bursaryApplication');
    expect(bursary.parse({ outcome: 'Under consideration' }).outcome).toBe('Under consideration');
    expect(bursary.safeParse({ outcome: 'Accepted' }).success).toBe(false);
    expect(bursary.parse({})).toEqual({});
  });

  it('need an ISO date-time for reviewedAt and a non-empty reviewer', () => {
    const review = sectionReviewSchema('eligibility');
    expect(review.safeParse({ reviewedAt: '2025-03-01T10:00:00+01:00' }).success).toBe(true);
    expect(review.safeParse({ reviewedAt: '2025-03-01' }).success).toBe(false);
    expect(review.safeParse({ reviewedBy: '' }).success).toBe(false);
    expect(review.parse({ reviewedBy: 'u1', reviewedByName: 'Ada' }).reviewedByName).toBe('Ada');
  });
});

describe('types', () => {
  it('narrow each section outcome to its own list', () => {
    const finances: SectionReviews['finances'] = { outcome: 'Insufficient finances' };
    // @ts-expect-error 'Rejected' is not a finances outcome
    const wrong: SectionReviews['finances'] = { outcome: 'Rejected' };
    const bursary: SectionReview<'bursaryApplication'> = { outcome: 'Cancelled' };
    expect([finances.outcome, wrong?.outcome, bursary.outcome]).toEqual([
      'Insufficient finances',
      'Rejected',
      'Cancelled',
    ]);
  });
});
