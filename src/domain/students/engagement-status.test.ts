import { describe, expect, it } from 'vitest';
import {
  ALL_ENGAGEMENT_STATUSES,
  type AnyEngagementStatus,
  allowedNextStatuses,
  canTransition,
  ENGAGEMENT_STATUSES,
  engagementStatusSchema,
  FUTURE_STATUSES,
  isFutureStatus,
} from './engagement-status';

// Columns of the matrix below, in this order.
const COLUMNS: AnyEngagementStatus[] = [
  'Current',
  'Completed',
  'IoS',
  'Pending',
  'Withdrawn',
  'Terminated',
  'Deferred',
  'Did not start',
  'Resi only',
  'Transferred',
  'Starting',
];

// Expected transitions (spec §4): row = from, column = to, 1 = allowed.
// Deferred / Did not start / Resi only follow the intended rule (→ Current, Starting);
// Starting may begin (Current), be deferred or not start.
// biome-ignore format: keep the matrix aligned
const MATRIX: Record<AnyEngagementStatus, number[]> = {
  //               Cur Cmp IoS Pen Wdr Ter Def DNS Res Trf Sta
  Current:         [0,  1,  1,  1,  1,  1,  0,  0,  0,  1,  0],
  Completed:       [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
  IoS:             [1,  0,  0,  0,  1,  1,  0,  0,  0,  1,  0],
  Pending:         [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
  Withdrawn:       [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
  Terminated:      [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
  Deferred:        [1,  0,  0,  0,  0,  0,  0,  0,  0,  0,  1],
  'Did not start': [1,  0,  0,  0,  0,  0,  0,  0,  0,  0,  1],
  'Resi only':     [1,  0,  0,  0,  0,  0,  0,  0,  0,  0,  1],
  Transferred:     [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
  Starting:        [1,  0,  0,  0,  0,  0,  1,  1,  0,  0,  0],
};

const PAIRS = COLUMNS.flatMap((from) =>
  COLUMNS.map((to, i) => [from, to, MATRIX[from][i] === 1] as const),
);

describe('status lists', () => {
  it('lists the engagement statuses of spec §4 in order', () => {
    expect(ENGAGEMENT_STATUSES).toEqual([
      'Current',
      'Completed',
      'IoS',
      'Pending',
      'Withdrawn',
      'Terminated',
      'Deferred',
      'Did not start',
      'Resi only',
      'Transferred',
    ]);
  });

  it('lists the future statuses of spec §4', () => {
    expect(FUTURE_STATUSES).toEqual([
      'Starting',
      'Current',
      'Deferred',
      'Did not start',
      'Resi only',
    ]);
  });

  it('accepts every listed status plus Starting, and nothing else', () => {
    expect([...ALL_ENGAGEMENT_STATUSES].sort()).toEqual([...COLUMNS].sort());
    expect(engagementStatusSchema.safeParse('Starting').success).toBe(true);
    expect(engagementStatusSchema.safeParse('current').success).toBe(false);
  });

  it.each([
    ['Starting', true],
    ['Resi only', true],
    ['IoS', false],
    ['Completed', false],
    ['Unknown', false],
  ])('%s is a future status: %s', (status, expected) => {
    expect(isFutureStatus(status)).toBe(expected);
  });
});

describe('canTransition', () => {
  it('covers every pair of the matrix', () => {
    expect(PAIRS).toHaveLength(ALL_ENGAGEMENT_STATUSES.length ** 2);
  });

  it.each(PAIRS)('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });
});

describe('allowedNextStatuses', () => {
  it('keeps the spec order for Current and IoS', () => {
    expect(allowedNextStatuses('Current')).toEqual([
      'IoS',
      'Transferred',
      'Completed',
      'Pending',
      'Withdrawn',
      'Terminated',
    ]);
    expect(allowedNextStatuses('IoS')).toEqual([
      'Current',
      'Transferred',
      'Withdrawn',
      'Terminated',
    ]);
  });

  it('lets Deferred, Did not start and Resi only go to Current or Starting', () => {
    for (const from of ['Deferred', 'Did not start', 'Resi only'] as const) {
      expect(allowedNextStatuses(from)).toEqual(['Current', 'Starting']);
    }
  });

  it('lets Starting become Current, Deferred or Did not start', () => {
    expect(allowedNextStatuses('Starting')).toEqual(['Current', 'Deferred', 'Did not start']);
  });

  it('gives nothing for final statuses and unknown values', () => {
    expect(allowedNextStatuses('Completed')).toEqual([]);
    expect(allowedNextStatuses('toString' as AnyEngagementStatus)).toEqual([]);
    expect(canTransition('Nope' as AnyEngagementStatus, 'Current')).toBe(false);
  });
});
