import { describe, expect, it } from 'vitest';
import { potentialStudentRecordSchema } from './potential-student';

const lead = { id: 'lead-1', name: 'Ann Smith', stage: 'Initial contact made' };

describe('potentialStudentRecordSchema', () => {
  it('accepts a minimal and a full lead', () => {
    expect(potentialStudentRecordSchema.parse(lead)).toEqual(lead);
    const full = {
      ...lead,
      preferredName: 'Annie',
      lastName: 'Smith',
      email: 'ann@example.org',
      phone: '07700 900000',
      hub: 'North',
      ageRange: '26-35',
      firstHeard: 'Facebook',
      firstContact: 'F2F with HD',
    };
    expect(potentialStudentRecordSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['an unknown stage', { ...lead, stage: 'Lead' }],
    ['a missing stage', { id: 'x', name: 'x' }],
    ['a first contact outside the list', { ...lead, firstContact: 'Email' }],
    ['a bad email', { ...lead, email: 'not-an-email' }],
    ['a blank name', { ...lead, name: ' ' }],
    ['an unknown age range', { ...lead, ageRange: '10-17' }],
  ])('refuses %s', (_, value) => {
    expect(potentialStudentRecordSchema.safeParse(value).success).toBe(false);
  });
});
