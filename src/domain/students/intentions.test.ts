import { describe, expect, it } from 'vitest';
import type { ProgrammeCode } from '../programmes/programmes';
import type { AnyEngagementStatus } from './engagement-status';
import {
  INTENTION_STATUSES,
  intentionLevelsAsked,
  intentionStatus,
  intentionStatusSchema,
  intentionsRequired,
} from './intentions';

type Row = [string | undefined, ProgrammeCode | undefined, AnyEngagementStatus, string | undefined];

describe('INTENTION_STATUSES', () => {
  it('lists the statuses of spec §3', () => {
    expect(INTENTION_STATUSES).toEqual(['Dissertation', 'Contact', 'Required', 'Assumed']);
    expect(intentionStatusSchema.safeParse('Assumed').success).toBe(true);
    expect(intentionStatusSchema.safeParse('None').success).toBe(false);
  });
});

describe('intentionStatus', () => {
  it.each<Row>([
    // not Current or IoS → none, whatever the level
    ['4A', 'CUC', 'Completed', undefined],
    ['7Diss', 'MA', 'Pending', undefined],
    ['4A', 'BA', 'Starting', undefined],
    ['4A', 'BA', 'Deferred', undefined],
    ['4A', 'BA', 'Withdrawn', undefined],
    // 6B levels → none, even when IoS
    ['6B', 'BA', 'Current', undefined],
    ['BA6B', 'BA', 'Current', undefined],
    ['GD6B', 'GradDip', 'IoS', undefined],
    ['GDSM6B', 'GradDip-SM', 'Current', undefined],
    // 7Diss → Dissertation, before IoS → Contact
    ['7Diss', 'MA', 'Current', 'Dissertation'],
    ['7Diss', 'MA', 'IoS', 'Dissertation'],
    // IoS → Contact, before the Required pairs
    ['4A', 'BA', 'IoS', 'Contact'],
    ['4A', 'CUC', 'IoS', 'Contact'],
    [undefined, undefined, 'IoS', 'Contact'],
    // Required pairs
    ['4A', 'CUC', 'Current', 'Required'],
    ['4B', 'CertHE', 'Current', 'Required'],
    ['7B', 'PGDip', 'Current', 'Required'],
    ['6A', 'GradCert', 'Current', 'Required'],
    ['GC6A', 'GradCert', 'Current', 'Required'],
    // same level on another programme, or same programme at another level → Assumed
    ['4A', 'CCC', 'Current', 'Assumed'],
    ['4A', 'CertHE', 'Current', 'Assumed'],
    ['4B', 'CUC', 'Current', 'Assumed'],
    ['7B', 'MA', 'Current', 'Assumed'],
    ['7A', 'PGDip', 'Current', 'Assumed'],
    ['6A', 'BA', 'Current', 'Assumed'],
    ['BA6A', 'BA', 'Current', 'Assumed'],
    ['5B', 'BA', 'Current', 'Assumed'],
    [undefined, 'CUC', 'Current', 'Assumed'],
    ['unknown', 'CUC', 'Current', 'Assumed'],
  ])('level %s, %s, %s → %s', (level, programme, status, expected) => {
    expect(intentionStatus({ level, programme, status })).toBe(expected);
  });

  it('treats null level and programme as absent', () => {
    expect(intentionStatus({ level: null, programme: null, status: 'Current' })).toBe('Assumed');
  });
});

describe('intentionsRequired', () => {
  it.each<[AnyEngagementStatus, string | undefined, boolean]>([
    ['IoS', '4A', true],
    ['IoS', '6B', true],
    ['IoS', undefined, true],
    ['Current', '4A', true],
    ['Current', '7Diss', true],
    ['Current', '6A', true],
    ['Current', undefined, true],
    ['Current', '6B', false],
    ['Current', 'BA6B', false],
    ['Completed', '4A', false],
    ['Starting', '4A', false],
    ['Deferred', '4A', false],
  ])('%s at %s → %s', (status, level, expected) => {
    expect(intentionsRequired({ status, level })).toBe(expected);
  });
});

describe('intentionLevelsAsked', () => {
  it.each<[string | null | undefined, string[]]>([
    ['4A', ['4A']],
    ['BA6A', ['6A']],
    ['GC6A', ['6A']],
    ['7X', ['7X']],
    ['6B', []],
    ['7Diss', []],
    ['3', []],
    [null, []],
    [undefined, []],
  ])('%s → %j', (level, asked) => {
    expect(intentionLevelsAsked({ level })).toEqual(asked);
  });
});
