import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../applications/statuses';
import { isReviewCandidate, REVIEWABLE_STATUSES } from './review';

describe('isReviewCandidate', () => {
  it('offers those who did not complete, deferred or declined', () => {
    for (const status of [
      'In progress',
      'Applicant discontinued',
      'Did not respond',
      'Deferred (to future year)',
      'Declined (plans unclear)',
    ]) {
      expect(isReviewCandidate(status), status).toBe(true);
    }
  });
  it('does not offer applicants under way, admitted or rejected by the college', () => {
    for (const status of [
      'Under review',
      'Place offered',
      'Confirmed (deposit paid)',
      'Rejected (by the college)',
      'Approved',
    ]) {
      expect(isReviewCandidate(status), status).toBe(false);
    }
    expect(isReviewCandidate(null)).toBe(false);
    expect(isReviewCandidate('in progress')).toBe(false);
  });
  it('names only application statuses', () => {
    for (const status of REVIEWABLE_STATUSES) expect(APPLICATION_STATUSES).toContain(status);
  });
});
