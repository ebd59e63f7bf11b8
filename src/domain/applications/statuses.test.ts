import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CONFIRMED_STATUS,
  INCOMPLETE_APPLICATION_STATUSES,
  isApplicationStatus,
  isConfirmed,
  isIncompleteApplication,
  isOngoingApplication,
  ONGOING_APPLICATION_STATUSES,
} from './statuses';

describe('APPLICATION_STATUSES', () => {
  it('holds the 14 statuses of spec §4 in order', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'In progress',
      'Applicant discontinued',
      'Application on hold',
      'Ready for archive',
      'Did not respond',
      'Under review',
      'Ready for approval',
      'Rejected (by the college)',
      'Approved',
      'Place offered',
      'Place accepted',
      'Confirmed (deposit paid)',
      'Declined (plans unclear)',
      'Deferred (to future year)',
    ]);
  });

  it('keeps the spec sets literally, including their differences from the full list', () => {
    expect(INCOMPLETE_APPLICATION_STATUSES).toContain('Rejected (by the college)');
    expect(INCOMPLETE_APPLICATION_STATUSES).not.toContain('Rejected (by college)');
    expect(ONGOING_APPLICATION_STATUSES).toContain('Submitted');
    expect(APPLICATION_STATUSES).not.toContain('Submitted');
    expect(INCOMPLETE_APPLICATION_STATUSES).toHaveLength(5);
    expect(ONGOING_APPLICATION_STATUSES).toHaveLength(8);
  });
});

describe('isApplicationStatus', () => {
  it.each([
    ['Under review', true],
    ['Confirmed (deposit paid)', true],
    ['Submitted', false],
    ['Rejected (by college)', false],
    ['under review', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%s → %s', (value, expected) => {
    expect(isApplicationStatus(value)).toBe(expected);
  });
});

describe('isIncompleteApplication', () => {
  it.each([
    ['In progress', true],
    ['Applicant discontinued', true],
    ['Application on hold', true],
    ['Ready for archive', true],
    // the spec's set writes 'Rejected (by college)': the full list's status is meant
    ['Rejected (by the college)', true],
    ['Rejected (by college)', false],
    ['Did not respond', false],
    ['Under review', false],
    ['Confirmed (deposit paid)', false],
    ['in progress', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (status, expected) => {
    expect(isIncompleteApplication(status)).toBe(expected);
  });
});

describe('isOngoingApplication', () => {
  it.each([
    ['In progress', true],
    ['Submitted', true],
    ['Did not respond', true],
    ['Under review', true],
    ['Ready for approval', true],
    ['Approved', true],
    ['Place offered', true],
    ['Place accepted', true],
    ['Confirmed (deposit paid)', false],
    ['Applicant discontinued', false],
    ['Application on hold', false],
    ['Ready for archive', false],
    ['Rejected (by the college)', false],
    ['Declined (plans unclear)', false],
    ['Deferred (to future year)', false],
    [null, false],
  ])('%s → %s', (status, expected) => {
    expect(isOngoingApplication(status)).toBe(expected);
  });
});

describe('isConfirmed', () => {
  it('is true only for the deposit-paid status', () => {
    expect(CONFIRMED_STATUS).toBe('Confirmed (deposit paid)');
    const confirmed = APPLICATION_STATUSES.filter((s) => isConfirmed(s));
    expect(confirmed).toEqual(['Confirmed (deposit paid)']);
  });

  it.each(['Confirmed', 'confirmed (deposit paid)', 'Place accepted', '', null, undefined])(
    '%s is not confirmed',
    (status) => {
      expect(isConfirmed(status)).toBe(false);
    },
  );
});
