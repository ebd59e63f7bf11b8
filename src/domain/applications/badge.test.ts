import { describe, expect, it } from 'vitest';
import { badgeColour } from './badge';
import { ALL_SECTION_OUTCOMES } from './sections';
import { APPLICATION_STATUSES } from './statuses';

// Expected colours written out by hand from spec §4 "Badge colour classes".
const STATUS_COLOURS: [string, string | undefined][] = [
  ['In progress', undefined],
  ['Applicant discontinued', 'danger'],
  ['Application on hold', 'danger'],
  ['Ready for archive', 'danger'],
  ['Did not respond', 'danger'],
  ['Under review', 'warning'],
  ['Ready for approval', 'warning'],
  ['Rejected (by the college)', 'danger'],
  ['Approved', 'success'],
  ['Place offered', 'info'],
  ['Place accepted', 'success'],
  ['Confirmed (deposit paid)', 'success'],
  ['Declined (plans unclear)', 'danger'],
  ['Deferred (to future year)', 'danger'],
];

const OUTCOME_COLOURS: [string, string | undefined][] = [
  // not in the spec's lists: a refusal, shown like 'Rejected'
  ['Not eligible', 'danger'],
  ['Additional information needed', 'warning'],
  ['Accepted', 'success'],
  ['Received', 'success'],
  ['Rejected', 'danger'],
  ['Acknowledged', 'success'],
  ['Insufficient (attendance, qualifications, language)', 'danger'],
  ['Insufficient finances', 'danger'],
  ['Not applicable', 'info'],
  ['Under consideration', 'warning'],
  ['Approved', 'success'],
  ['Cancelled', 'danger'],
];

describe('badgeColour', () => {
  it('has a row for every application status', () => {
    expect(STATUS_COLOURS.map(([s]) => s)).toEqual([...APPLICATION_STATUSES]);
  });

  it.each(STATUS_COLOURS)('status %s → %s', (status, colour) => {
    expect(badgeColour(status)).toBe(colour);
  });

  it('has a row for every section outcome', () => {
    expect(OUTCOME_COLOURS.map(([o]) => o).sort()).toEqual([...ALL_SECTION_OUTCOMES].sort());
  });

  it.each(OUTCOME_COLOURS)('outcome %s → %s', (outcome, colour) => {
    expect(badgeColour(outcome)).toBe(colour);
  });

  it.each([
    ['Not yet reviewed', 'warning'],
    ['UNDER CONSIDERATION', 'warning'],
    ['confirmed', 'success'],
    ['Rejected (by college)', 'danger'],
    ['Submitted', undefined],
    ['Canceled', 'danger'],
    ['Unacceptable', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, colour) => {
    expect(badgeColour(value)).toBe(colour);
  });
});
