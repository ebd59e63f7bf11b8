import { describe, expect, it } from 'vitest';
import { leadDisplayName, potentialStudentRecordSchema } from './potential-student';

const lead = { id: 'lead-1', name: 'Ann', stage: 'Initial contact made' };

describe('potentialStudentRecordSchema', () => {
  it('accepts a minimal and a full lead', () => {
    expect(potentialStudentRecordSchema.parse(lead)).toEqual(lead);
    const full = {
      ...lead,
      preferredName: 'Annie',
      lastName: 'Smith',
      email: 'ann@example.org',
      phone: '07700 900000',
      postCode: 'LS1 4AB',
      hubId: 'hub-1',
      programme: 'BA',
      ageRange: '26-35',
      firstHeard: 'Facebook',
      firstContact: 'F2F with HD',
      ownerId: 'user-hd',
      nextActionOn: '2026-10-01',
      applicationId: 'application-1',
      sourceEvent: 'Hub open night, October',
      notes: 'Wants to start part-time.',
    };
    expect(potentialStudentRecordSchema.parse(full)).toEqual(full);
  });

  it('takes null for an empty optional field, as the database holds it', () => {
    const parsed = potentialStudentRecordSchema.parse({ ...lead, email: null, nextActionOn: null });
    expect(parsed.email).toBeNull();
  });

  it.each([
    ['an unknown stage', { ...lead, stage: 'Lead' }],
    ['a missing stage', { id: 'x', name: 'x' }],
    // Which ways are allowed is system data's list, checked by the server on a write.
    ['a first contact over 100 characters', { ...lead, firstContact: 'x'.repeat(101) }],
    ['a bad email', { ...lead, email: 'not-an-email' }],
    ['a blank name', { ...lead, name: ' ' }],
    ['an unknown age range', { ...lead, ageRange: '10-17' }],
    ['a next action that is no date', { ...lead, nextActionOn: '01/10/2026' }],
  ])('refuses %s', (_, value) => {
    expect(potentialStudentRecordSchema.safeParse(value).success).toBe(false);
  });
});

describe('leadDisplayName', () => {
  it('shows the preferred name when there is one, with the last name', () => {
    expect(leadDisplayName({ name: 'Ann', preferredName: 'Annie', lastName: 'Smith' })).toBe(
      'Annie Smith',
    );
    expect(leadDisplayName({ name: 'Ann', preferredName: null, lastName: null })).toBe('Ann');
  });
});
