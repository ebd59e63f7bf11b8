import { describe, expect, it } from 'vitest';
import { applicationRecordSchema } from './application';

const minimal = {
  id: 'app-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  hubId: 'hub-1',
  status: 'In progress',
  intake: '2025-09-01',
};

describe('applicationRecordSchema', () => {
  it('accepts an application in progress with no parts filled, defaulting lists', () => {
    expect(applicationRecordSchema.parse(minimal)).toEqual({
      ...minimal,
      references: [],
      leaderReferences: [],
      sections: {},
    });
  });

  it('accepts a full application', () => {
    const full = {
      ...minimal,
      status: 'Confirmed (deposit paid)',
      course: { course: 'MA', studyPace: 'Extended', hub: 'London', flexi: true },
      eligibility: { britishCitizen: true },
      profile: { student: true, ethnicity: 'Prefer not to say' },
      references: [
        {
          timeKnown: '1 year',
          timeAttendedChurch: '1 year',
          churchResponsibilities: 'None',
          concerns: 'None',
          recommended: true,
        },
      ],
      sections: {
        finances: { outcome: 'Insufficient finances', comment: 'Needs a bursary' },
        convictions: {
          outcome: 'Acknowledged',
          reviewedBy: 'registrar',
          reviewedAt: '2025-03-01T10:00:00Z',
        },
      },
    };
    const parsed = applicationRecordSchema.parse(full);
    expect(parsed.sections.finances?.outcome).toBe('Insufficient finances');
    expect(parsed.references).toHaveLength(1);
    expect(parsed.course?.course).toBe('MA');
  });

  it('accepts null for a part not filled in yet (what the database holds)', () => {
    const parsed = applicationRecordSchema.parse({ ...minimal, course: null, exegesis: null });
    expect(parsed.course).toBeNull();
    expect(parsed.exegesis).toBeNull();
  });

  it.each([
    ['a status outside the full list', { ...minimal, status: 'Submitted' }],
    ['the incomplete-set spelling', { ...minimal, status: 'Rejected (by college)' }],
    ['an intake that is not YYYY-MM-DD', { ...minimal, intake: '01/09/2025' }],
    ['an impossible intake date', { ...minimal, intake: '2025-02-30' }],
    ['an empty id', { ...minimal, id: '' }],
    ['a missing status', { ...minimal, status: undefined }],
    [
      'an outcome of another section',
      { ...minimal, sections: { finances: { outcome: 'Rejected' } } },
    ],
    [
      'Accepted for a declaration section',
      { ...minimal, sections: { disabilities: { outcome: 'Accepted' } } },
    ],
    ['a blank first name', { ...minimal, firstName: ' ' }],
    ['a bad email', { ...minimal, email: 'ada' }],
    ['a missing hub', { ...minimal, hubId: undefined }],
  ])('refuses %s', (_, value) => {
    expect(applicationRecordSchema.safeParse(value).success).toBe(false);
  });
});
