import { describe, expect, it } from 'vitest';
import {
  canRecordDeposit,
  conditionsCommandSchema,
  depositCommandSchema,
  engagementCodeFor,
  engagementStatusForIntake,
  hasOffer,
  needsReason,
  REASON_STATUSES,
  reviewCommandSchema,
  reviewMatchesBase,
  SECTION_LABELS,
  statusCommandSchema,
  storedConditions,
  unmetConditions,
  withConditionIds,
} from './admissions';
import { REVIEW_SECTIONS } from './sections';

describe('reviewCommandSchema', () => {
  it('accepts an outcome of the section', () => {
    const parsed = reviewCommandSchema.parse({
      section: 'placement',
      outcome: 'Accepted',
      comment: ' fine ',
      base: { outcome: null, comment: null },
    });
    expect(parsed).toEqual({
      section: 'placement',
      outcome: 'Accepted',
      comment: 'fine',
      base: { outcome: null, comment: null },
    });
  });

  it('refuses an outcome of another section, naming the section on outcome', () => {
    const result = reviewCommandSchema.safeParse({ section: 'placement', outcome: 'Received' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['outcome'],
        message: "'Received' is not an outcome of the Placement section",
      }),
    ]);
  });

  it('refuses an unknown section on section only', () => {
    const result = reviewCommandSchema.safeParse({ section: 'hobbies', outcome: 'Accepted' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['section']]);
  });
});

describe('reviewMatchesBase', () => {
  it('treats a missing review as null outcome and comment', () => {
    expect(reviewMatchesBase(undefined, { outcome: null, comment: null })).toBe(true);
    expect(reviewMatchesBase({ outcome: 'Accepted' }, { outcome: null, comment: null })).toBe(
      false,
    );
    expect(
      reviewMatchesBase(
        { outcome: 'Accepted', comment: 'ok' },
        { outcome: 'Accepted', comment: 'ok' },
      ),
    ).toBe(true);
    expect(
      reviewMatchesBase(
        { outcome: 'Accepted', comment: 'ok' },
        { outcome: 'Accepted', comment: null },
      ),
    ).toBe(false);
  });
});

describe('statuses', () => {
  it('labels every section', () => {
    expect(Object.keys(SECTION_LABELS)).toEqual([...REVIEW_SECTIONS]);
  });

  it('needs a reason for rejection, declining and deferral', () => {
    for (const status of REASON_STATUSES) expect(needsReason(status)).toBe(true);
    expect(needsReason('Approved')).toBe(false);
    expect(
      statusCommandSchema.safeParse({ status: 'Deferred (to future year)' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['reason'] })]);
    expect(
      statusCommandSchema.parse({ status: 'Rejected (by the college)', reason: ' Not eligible ' }),
    ).toEqual({ status: 'Rejected (by the college)', reason: 'Not eligible' });
    expect(statusCommandSchema.parse({ status: 'Place offered' })).toEqual({
      status: 'Place offered',
    });
  });

  it('leaves confirmation to the deposit', () => {
    const result = statusCommandSchema.safeParse({ status: 'Confirmed (deposit paid)' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['status'],
        message: 'Record the deposit to confirm a place',
      }),
    ]);
  });

  it('knows offers and which can take a deposit', () => {
    expect(hasOffer('Place offered')).toBe(true);
    expect(hasOffer('Confirmed (deposit paid)')).toBe(true);
    expect(hasOffer('Approved')).toBe(false);
    expect(hasOffer(null)).toBe(false);
    expect(canRecordDeposit('Place accepted')).toBe(true);
    expect(canRecordDeposit('Place offered')).toBe(true);
    expect(canRecordDeposit('Confirmed (deposit paid)')).toBe(false);
  });
});

describe('conditions and deposit', () => {
  it('keeps ids and gives new ones', () => {
    const parsed = conditionsCommandSchema.parse({
      conditions: [
        { id: 'c1', text: 'Reference', met: true },
        { text: 'DBS check', met: false },
      ],
    });
    expect(withConditionIds(parsed.conditions, () => 'new')).toEqual([
      { id: 'c1', text: 'Reference', met: true },
      { id: 'new', text: 'DBS check', met: false },
    ]);
  });

  it('takes a positive whole amount and a date', () => {
    expect(depositCommandSchema.safeParse({ amountPence: 0, paidOn: '2026-08-01' }).success).toBe(
      false,
    );
    expect(depositCommandSchema.safeParse({ amountPence: 1.5, paidOn: '2026-08-01' }).success).toBe(
      false,
    );
    expect(depositCommandSchema.safeParse({ amountPence: 100, paidOn: '1/8/2026' }).success).toBe(
      false,
    );
    expect(depositCommandSchema.parse({ amountPence: 25000, paidOn: '2026-08-01' })).toEqual({
      amountPence: 25000,
      paidOn: '2026-08-01',
    });
  });

  it('starts the engagement at the intake', () => {
    expect(engagementStatusForIntake('2027-09-01', '2026-11-22')).toBe('Starting');
    expect(engagementStatusForIntake('2026-11-22', '2026-11-22')).toBe('Starting');
    expect(engagementStatusForIntake('2025-09-01', '2026-11-22')).toBe('Current');
    expect(engagementCodeFor('BA', '2027-09-01')).toBe('BA-2027-09');
  });
});

describe('unmetConditions', () => {
  it('lists the texts of the conditions not met, in order', () => {
    const conditions = [
      { id: 'a', text: 'Degree certificate', met: true },
      { id: 'b', text: 'DBS check', met: false },
      { id: 'c', text: 'Church reference', met: false },
    ];
    expect(unmetConditions(conditions)).toEqual(['DBS check', 'Church reference']);
  });

  it('finds none when all are met, there are none, or the value is not a list', () => {
    expect(unmetConditions([{ id: 'a', text: 'Degree', met: true }])).toEqual([]);
    expect(unmetConditions([])).toEqual([]);
    expect(unmetConditions(null)).toEqual([]);
    expect(unmetConditions({ text: 'x', met: false })).toEqual([]);
  });
});

describe('storedConditions', () => {
  it('keeps the entries that are conditions, and reads anything else as none', () => {
    const good = { id: 'a', text: 'Degree', met: true };
    expect(storedConditions([good, { text: '' }, 'x'])).toEqual([good]);
    expect(storedConditions(undefined)).toEqual([]);
  });
});
