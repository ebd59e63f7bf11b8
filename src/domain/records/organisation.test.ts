import { describe, expect, it } from 'vitest';
import { organisationInputSchema, organisationRecordSchema } from './organisation';

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

describe('organisationInputSchema', () => {
  const input = { name: 'Grace Church', partnerType: 'Church', status: 'Feeder Church' };

  it('takes the address, hub and ways of reaching the organisation', () => {
    const full = {
      ...input,
      hubId: 'hub-1',
      address: { address1: '1 High St', city: 'Leeds', postCode: 'LS1 1AA' },
      email: 'office@grace.example.org',
      website: 'https://grace.example.org',
    };
    expect(organisationInputSchema.parse(full)).toEqual(full);
  });

  it('refuses a status of the other list, on the status field', () => {
    const result = organisationInputSchema.safeParse({ ...input, partnerType: 'Charity' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['status']]);
  });

  it('refuses an address without its town, a bad e-mail and a web address that is not http', () => {
    const result = organisationInputSchema.safeParse({
      ...input,
      address: { address1: '1 High St', city: '', postCode: 'LS1 1AA' },
      email: 'nope',
      website: 'ftp://grace.example.org',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'address.city',
      'email',
      'website',
    ]);
  });
});
