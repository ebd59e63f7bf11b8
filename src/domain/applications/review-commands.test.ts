import { describe, expect, it } from 'vitest';
import {
  applyQuickAccept,
  applyReview,
  quickAcceptReviews,
  sectionReview,
} from './review-commands';

const stamp = { by: 'u-hd', byName: 'Hannah Director', at: '2026-11-25T10:00:00.000Z' };

describe('a section review', () => {
  it('stores the outcome, the comment and who reviewed when', () => {
    expect(
      sectionReview(
        { section: 'placement', outcome: 'Accepted', comment: 'Good placement' },
        stamp,
      ),
    ).toEqual({
      outcome: 'Accepted',
      comment: 'Good placement',
      reviewedBy: 'u-hd',
      reviewedByName: 'Hannah Director',
      reviewedAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('stores no comment as null, so a comment given before is cleared', () => {
    expect(sectionReview({ section: 'placement', outcome: 'Accepted' }, stamp).comment).toBeNull();
    expect(
      sectionReview({ section: 'placement', outcome: 'Accepted', comment: '  ' }, stamp).comment,
    ).toBeNull();
  });

  it('replaces that section only', () => {
    const before = {
      placement: { outcome: 'Query', comment: 'Which church?' },
      finances: { outcome: 'Insufficient finances' },
    };
    const after = applyReview(before, { section: 'placement', outcome: 'Accepted' }, stamp);
    expect(after.placement).toEqual(
      sectionReview({ section: 'placement', outcome: 'Accepted' }, stamp),
    );
    expect(after.finances).toBe(before.finances);
  });
});

describe('quick accept', () => {
  it('sets Accepted or Acknowledged on sections without an outcome, keeping their comment', () => {
    const changes = quickAcceptReviews({ eligibility: { comment: 'Check the date' } }, stamp);
    expect(changes.eligibility).toEqual({
      outcome: 'Accepted',
      comment: 'Check the date',
      reviewedBy: 'u-hd',
      reviewedByName: 'Hannah Director',
      reviewedAt: stamp.at,
    });
    expect(changes.convictions?.outcome).toBe('Acknowledged');
  });

  it("never replaces a reviewer's outcome, and leaves the bursary sections alone", () => {
    const before = { finances: { outcome: 'Insufficient finances', reviewedBy: 'u-reg' } };
    const after = applyQuickAccept(before, stamp);
    expect(after.finances).toEqual(before.finances);
    expect(after.bursaryApplication).toBeUndefined();
    expect(after.bursaryReferences).toBeUndefined();
    expect(after.eligibility?.outcome).toBe('Accepted');
  });
});
