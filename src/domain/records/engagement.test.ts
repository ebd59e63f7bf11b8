import { describe, expect, it } from 'vitest';
import { engagementRecordSchema } from './engagement';
import { exampleEngagement } from './examples.test-data';

const engagement = exampleEngagement;

describe('engagementRecordSchema', () => {
  it('accepts a minimal engagement', () => {
    expect(engagementRecordSchema.parse(engagement)).toEqual(engagement);
  });

  it('accepts the optional fields', () => {
    const full = {
      ...engagement,
      status: 'Starting',
      partnerId: '1234567',
      exitAward: 'DipHE',
      pace: 'PT',
      level: '6A',
      cohort: null,
      endDate: '2023-09-01',
    };
    expect(engagementRecordSchema.parse(full)).toEqual(full);
  });

  it('accepts cohorts left out or null (what the database holds), and defaults the lists', () => {
    const { levels, credits, creditsAchieved, ...rest } = engagement;
    const parsed = engagementRecordSchema.parse({ ...rest, lastCohort: undefined, cohort: null });
    expect(parsed).toMatchObject({ cohort: null, levels: [], credits: 0, creditsAchieved: 0 });
    expect(parsed.lastCohort).toBeUndefined();
  });

  it('accepts a partner ID of seven digits only (spec §5)', () => {
    expect(engagementRecordSchema.safeParse({ ...engagement, partnerId: '7654321' }).success).toBe(
      true,
    );
    expect(engagementRecordSchema.safeParse({ ...engagement, partnerId: 'ABC' }).success).toBe(
      false,
    );
    expect(engagementRecordSchema.safeParse({ ...engagement, partnerId: '' }).success).toBe(false);
  });

  it.each([
    ['unknown status', { status: 'Active' }],
    ['unknown programme', { programmeCode: 'DipHE' }],
    ['unknown level', { levels: ['4C'] }],
    ['cohort-style level', { level: 'BA6A' }],
    ['negative credits', { credits: -60 }],
    ['fractional credits', { creditsAchieved: 0.5 }],
    ['unknown exit award', { exitAward: 'BA' }],
    ['unknown pace', { pace: 'FT' }],
    ['bad start date', { startDate: '2023-13-01' }],
    ['date-time end', { endDate: '2024-07-31T00:00:00Z' }],
    ['empty cohort', { cohort: '' }],
    ['blank code', { code: ' ' }],
  ])('rejects %s', (_name, change) => {
    expect(engagementRecordSchema.safeParse({ ...engagement, ...change }).success).toBe(false);
  });

  it('rejects an end date before the start date', () => {
    const result = engagementRecordSchema.safeParse({ ...engagement, endDate: '2023-08-31' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['endDate'],
        message: 'End date must not be before the start date',
      }),
    ]);
  });
});
