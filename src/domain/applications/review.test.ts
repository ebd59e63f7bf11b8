import { describe, expect, it } from 'vitest';
import {
  type SectionReview,
  type SectionReviews,
  sectionReviewSchema,
  sectionReviewsSchema,
  sectionsOnReferenceReceived,
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

describe('a reference arriving', () => {
  const arrival = {
    refereeId: 'referee:inv-1',
    refereeName: 'Ruth Price',
    at: '2026-11-22T09:00:00Z',
  };

  it('marks its section Received, naming the referee, when no one has reviewed it', () => {
    const sections = sectionsOnReferenceReceived(
      { eligibility: { outcome: 'Accepted' } },
      'references',
      arrival,
    );
    expect(sections).toEqual({
      eligibility: { outcome: 'Accepted' },
      references: {
        outcome: 'Received',
        reviewedBy: 'referee:inv-1',
        reviewedByName: 'Ruth Price (referee)',
        reviewedAt: '2026-11-22T09:00:00Z',
      },
    });
    expect(sectionReviewsSchema.safeParse(sections).success).toBe(true);
    expect(sectionsOnReferenceReceived(null, 'leaderReferences', arrival)).toHaveProperty(
      'leaderReferences.outcome',
      'Received',
    );
  });

  it('keeps an outcome a reviewer gave', () => {
    const reviewed = { references: { outcome: 'Rejected', comment: 'Not a referee we accept' } };
    expect(sectionsOnReferenceReceived(reviewed, 'references', arrival)).toEqual(reviewed);
  });
});
