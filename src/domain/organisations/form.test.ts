import { describe, expect, it } from 'vitest';
import { EMPTY_ORGANISATION_FORM, organisationInputOf, withPartnerType } from './form';

const form = { ...EMPTY_ORGANISATION_FORM, name: 'Grace Church', status: 'Feeder Church' };

describe('withPartnerType', () => {
  it('keeps a status both lists have, and otherwise takes the first of the new list', () => {
    expect(withPartnerType({ ...form, status: 'Target' }, 'Charity').status).toBe('Target');
    expect(withPartnerType(form, 'Charity').status).toBe('Partner');
    expect(withPartnerType({ ...form, status: 'Partner' }, 'Church').status).toBe('Hub Church');
  });
});

describe('organisationInputOf', () => {
  it('leaves out blanks and the address when all its lines are blank', () => {
    expect(organisationInputOf(form)).toEqual({
      ok: true,
      input: {
        name: 'Grace Church',
        partnerType: 'Church',
        status: 'Feeder Church',
        hubId: null,
        address: null,
      },
    });
  });

  it('names the form field of each problem', () => {
    const outcome = organisationInputOf({
      ...form,
      address1: '1 High St',
      email: 'nope',
    });
    expect(outcome).toEqual({
      ok: false,
      errors: {
        city: 'Needed for an address',
        postCode: 'Needed for an address',
        email: 'Not an e-mail address',
      },
    });
    expect(organisationInputOf({ ...form, partnerType: 'Charity' })).toEqual({
      ok: false,
      errors: { status: 'This status is not available for this partner type' },
    });
  });
});
