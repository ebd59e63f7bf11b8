import { describe, expect, it } from 'vitest';
import {
  awaitsDeposit,
  conditionsSchema,
  depositSchema,
  formatPence,
  hasOffer,
  penceOf,
  SETTABLE_STATUSES,
  sectionHistory,
  sectionReviewInputSchema,
  statusChangeSchema,
  statusNeedsReason,
} from './decisions';
import { sectionAnswers } from './section-answers';

describe('status changes', () => {
  it.each([
    ['Rejected (by the college)', true],
    ['Declined (plans unclear)', true],
    ['Deferred (to future year)', true],
    ['Place offered', false],
    ['Under review', false],
  ])('%s needs a reason: %s', (status, needed) => {
    expect(statusNeedsReason(status)).toBe(needed);
  });
  it('refuses a refusal without a reason, on the reason', () => {
    const result = statusChangeSchema.safeParse({ status: 'Rejected (by the college)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['reason']);
    expect(
      statusChangeSchema.safeParse({ status: 'Declined (plans unclear)', reason: 'Moving' })
        .success,
    ).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'Approved' }).success).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'Enrolled' }).success).toBe(false);
  });
  it('never lets a reviewer confirm by hand (the deposit confirms)', () => {
    expect(SETTABLE_STATUSES).not.toContain('Confirmed (deposit paid)');
    expect(SETTABLE_STATUSES).toContain('Place offered');
  });
});

describe('section reviews', () => {
  it("take only the section's outcomes", () => {
    expect(
      sectionReviewInputSchema.safeParse({ section: 'finances', outcome: 'Accepted' }).success,
    ).toBe(true);
    const wrong = sectionReviewInputSchema.safeParse({ section: 'finances', outcome: 'Received' });
    expect(wrong.error?.issues[0]?.path).toEqual(['outcome']);
  });
  it('list the history of one section, newest first', () => {
    const history = [
      { at: '2026-01-01T10:00:00Z', kind: 'review', section: 'finances', outcome: 'Accepted' },
      { at: '2026-01-03T10:00:00Z', kind: 'status', status: 'Approved' },
      { at: '2026-01-02T10:00:00Z', kind: 'review', section: 'finances', outcome: 'Rejected' },
      { at: '2026-01-02T10:00:00Z', kind: 'quickAccept', section: 'finances' },
      null,
    ];
    expect(sectionHistory(history, 'finances').map((line) => line.at)).toEqual([
      '2026-01-02T10:00:00Z',
      '2026-01-02T10:00:00Z',
      '2026-01-01T10:00:00Z',
    ]);
    expect(sectionHistory(undefined, 'finances')).toEqual([]);
  });
});

describe('money and conditions', () => {
  it.each([
    ['250', 25000],
    ['£250.5', 25050],
    [' 12.34 ', 1234],
    ['0', undefined],
    ['12.345', undefined],
    ['ten', undefined],
  ])('%s pounds → %s pence', (pounds, pence) => {
    expect(penceOf(pounds)).toBe(pence);
  });
  it('formats pence as pounds', () => {
    expect(formatPence(25050)).toBe('£250.50');
  });
  it('checks a deposit and conditions', () => {
    expect(depositSchema.safeParse({ amountPence: 100, paidOn: '2026-11-20' }).success).toBe(true);
    expect(depositSchema.safeParse({ amountPence: 0, paidOn: '20/11/2026' }).success).toBe(false);
    expect(conditionsSchema.safeParse([{ text: ' ', met: false }]).success).toBe(false);
    expect(conditionsSchema.safeParse([{ id: 'c1', text: 'A-levels', met: true }]).success).toBe(
      true,
    );
  });
});

describe('section answers', () => {
  const application = {
    eligibility: { britishCitizen: true },
    otherInformation: {
      ministryAreas: ['Youth', 'Music'],
      homeChurch: '',
      churchStream: 'Baptist',
    },
    commitment: { residentialAttendance: false, timeAvailable: null, concerns: { odd: 1 } },
    references: [{ recommended: true, timeKnown: '5 years' }, 'not an object'],
    leaderReferences: [{ placementAccepted: false, timeInLeadership: '2 years' }],
    profile: 'not an object',
  };
  it('labels the answers of a section and leaves empty ones out', () => {
    expect(sectionAnswers(application, 'eligibility')).toEqual([
      { label: 'British citizen', value: 'Yes' },
    ]);
    expect(sectionAnswers(application, 'studentMinistry')).toEqual([
      { label: 'Ministry areas', value: 'Youth, Music' },
      { label: 'Church stream', value: 'Baptist' },
    ]);
    expect(sectionAnswers(application, 'attendance')).toEqual([
      { label: 'Can attend residentials', value: 'No' },
    ]);
    expect(sectionAnswers(application, 'nextSteps')).toEqual([]);
    expect(sectionAnswers(application, 'qualifications')).toEqual([]);
  });
  it("gives each referee's answers", () => {
    expect(sectionAnswers(application, 'references')).toEqual([
      { label: 'Referee 1: Recommended', value: 'Yes' },
      { label: 'Referee 1: Known for', value: '5 years' },
    ]);
    expect(sectionAnswers(application, 'placement')).toEqual([
      { label: 'Referee 1: Placement accepted', value: 'No' },
    ]);
    expect(sectionAnswers({ ...application, leaderReferences: [] }, 'churchPlanting')).toEqual([]);
    expect(sectionAnswers({}, 'leaderReferences')).toEqual([]);
    expect(sectionAnswers({ otherInformation: { ministryAreas: [] } }, 'studentMinistry')).toEqual(
      [],
    );
  });
});

describe('offers', () => {
  it.each([
    ['Approved', false, false],
    ['Place offered', true, true],
    ['Place accepted', true, true],
    ['Confirmed (deposit paid)', true, false],
    [null, false, false],
  ])('%s: offer letter %s, awaits deposit %s', (status, offer, deposit) => {
    expect(hasOffer(status)).toBe(offer);
    expect(awaitsDeposit(status)).toBe(deposit);
  });
});
