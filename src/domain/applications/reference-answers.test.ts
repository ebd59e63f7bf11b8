import { describe, expect, it } from 'vitest';
import { referenceAnswersSchema } from './reference-answers';

const base = {
  timeKnown: '5 years',
  timeAttendedChurch: '3 years',
  churchResponsibilities: 'Leads the youth group',
  concerns: '',
  recommended: true,
};

describe('referenceAnswersSchema', () => {
  it('accepts the base answers alone', () => {
    expect(referenceAnswersSchema.parse(base)).toEqual(base);
  });

  it('keeps the answers of both programme variants', () => {
    const full = {
      ...base,
      roomForRole: 'Yes',
      benefits: 'Growth',
      capacity: 'Good',
      oversight: 'Vicar',
      resources: 'Budget',
      roleConcerns: 'None',
      placementAccepted: true,
      leaderPhoneNumber: '01234 567890',
      timeInLeadership: '2 years',
      churchPlantingInvolvement: 'Core team',
    };
    expect(referenceAnswersSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['missing recommended', { ...base, recommended: undefined }],
    ['missing timeKnown', { ...base, timeKnown: undefined }],
    ['placementAccepted as text', { ...base, placementAccepted: 'yes' }],
    ['timeInLeadership as number', { ...base, timeInLeadership: 2 }],
  ])('refuses %s', (_, value) => {
    expect(referenceAnswersSchema.safeParse(value).success).toBe(false);
  });
});
