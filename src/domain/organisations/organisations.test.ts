import { describe, expect, it } from 'vitest';
import { matchesOrganisation } from './organisations';

const org = {
  name: 'St Mary Leeds',
  partnerType: 'Church',
  status: 'Hub Church',
  hubId: 'hub-1',
  city: 'Leeds',
  postCode: 'LS1 1AA',
  email: null,
};

describe('matchesOrganisation', () => {
  it('filters by status, partner type (any case) and hub', () => {
    expect(matchesOrganisation(org, { status: 'Hub Church', partnerType: 'church' })).toBe(true);
    expect(matchesOrganisation(org, { status: 'Partner' })).toBe(false);
    expect(matchesOrganisation(org, { partnerType: 'Charity' })).toBe(false);
    expect(matchesOrganisation(org, { hub: 'hub-2' })).toBe(false);
  });

  it('searches the name, town and post code', () => {
    expect(matchesOrganisation(org, { q: 'mary' })).toBe(true);
    expect(matchesOrganisation(org, { q: 'ls1' })).toBe(true);
    expect(matchesOrganisation(org, { q: 'york' })).toBe(false);
  });
});
