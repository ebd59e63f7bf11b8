import { describe, expect, it } from 'vitest';
import {
  endDateAfterChange,
  endsEngagement,
  engagementStatusChangeSchema,
  listed,
  refusedTransition,
  statusHistoryOf,
} from './engagement-status-change';

const change = { status: 'Withdrawn', reason: 'Moved away', date: '2026-11-01' };

describe('engagementStatusChangeSchema', () => {
  it('accepts a status, a reason and a date', () => {
    expect(engagementStatusChangeSchema.safeParse(change).success).toBe(true);
  });

  it.each([
    ['no reason', { ...change, reason: '  ' }, 'reason'],
    ['a date not YYYY-MM-DD', { ...change, date: '01/11/2026' }, 'date'],
    ['an unknown status', { ...change, status: 'Gone' }, 'status'],
    ['IoS without category', { ...change, status: 'IoS' }, 'interruptionCategory'],
    [
      'an unknown category',
      { ...change, status: 'IoS', interruptionCategory: '05' },
      'interruptionCategory',
    ],
    ['a category without IoS', { ...change, interruptionCategory: '04' }, 'interruptionCategory'],
    ['an unknown field', { ...change, extra: 1 }, ''],
  ])('refuses %s', (_, body, param) => {
    const parsed = engagementStatusChangeSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(param);
  });

  it('accepts IoS with a §9 category, and a base status', () => {
    const ios = {
      ...change,
      status: 'IoS',
      interruptionCategory: '04',
      base: { status: 'Current' },
    };
    expect(engagementStatusChangeSchema.parse(ios)).toEqual(ios);
  });
});

describe('refusedTransition', () => {
  it('is undefined for an allowed move', () => {
    expect(refusedTransition('Current', 'IoS')).toBeUndefined();
    expect(refusedTransition('Starting', 'Deferred')).toBeUndefined();
  });

  it('names the allowed next statuses', () => {
    expect(refusedTransition('IoS', 'Completed')).toBe(
      'An engagement cannot move from IoS to Completed: from IoS it may move to Current, Transferred, Withdrawn or Terminated',
    );
  });

  it('says when a status is final', () => {
    expect(refusedTransition('Completed', 'Current')).toBe(
      'An engagement cannot move from Completed to Current: Completed is final, it may not move',
    );
  });
});

describe('helpers', () => {
  it('lists items in prose', () => {
    expect(listed([])).toBe('');
    expect(listed(['A'])).toBe('A');
    expect(listed(['A', 'B'])).toBe('A or B');
    expect(listed(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('reads a stored history, leaving out what is not an entry', () => {
    const entry = { from: 'Current', to: 'IoS', reason: 'r', date: '2026-01-01', by: 'u', at: 'x' };
    expect(statusHistoryOf([entry, { from: 1 }])).toEqual([entry]);
    expect(statusHistoryOf(null)).toEqual([]);
  });
});

describe('endDateAfterChange', () => {
  it("ends the engagement on the change's date when the new status is final", () => {
    for (const status of [
      'Completed',
      'Pending',
      'Withdrawn',
      'Terminated',
      'Transferred',
    ] as const) {
      expect(endsEngagement(status), status).toBe(true);
      expect(endDateAfterChange({ status, date: '2026-12-04' }, null), status).toBe('2026-12-04');
    }
    // The day it really ended replaces a date held before (e.g. an expected end).
    expect(endDateAfterChange({ status: 'Withdrawn', date: '2026-12-04' }, '2027-07-31')).toBe(
      '2026-12-04',
    );
  });

  it('leaves the end date as it was for a status the engagement may leave', () => {
    expect(endsEngagement('IoS')).toBe(false);
    expect(endDateAfterChange({ status: 'IoS', date: '2026-12-04' }, null)).toBeNull();
    expect(endDateAfterChange({ status: 'Current', date: '2026-12-04' }, '2027-07-31')).toBe(
      '2027-07-31',
    );
    expect(endDateAfterChange({ status: 'Current', date: '2026-12-04' }, undefined)).toBeNull();
  });
});
