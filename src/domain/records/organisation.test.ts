import { describe, expect, it } from 'vitest';
import { organisationRecordSchema } from './organisation';

describe('organisationRecordSchema', () => {
  const org = { id: 'org-1', name: 'St Mary', partnerType: 'Church', status: 'Hub Church' };

  it('accepts a status of its partner type list', () => {
    expect(organisationRecordSchema.parse(org)).toEqual(org);
    expect(organisationRecordSchema.parse({ ...org, status: 'Target' }).status).toBe('Target');
    const charity = { ...org, partnerType: 'Charity', status: 'Sending' };
    expect(organisationRecordSchema.parse(charity)).toEqual(charity);
  });

  it.each([
    ['a church marked Partner', { ...org, status: 'Partner' }],
    ['a charity marked Feeder Church', { ...org, partnerType: 'Charity', status: 'Feeder Church' }],
    ['an unknown status', { ...org, status: 'Friend' }],
    ['a blank partner type', { ...org, partnerType: '' }],
  ])('refuses %s', (_, value) => {
    expect(organisationRecordSchema.safeParse(value).success).toBe(false);
  });

  it('reports a wrong status on the status field', () => {
    const result = organisationRecordSchema.safeParse({ ...org, status: 'Partner' });
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});
