import { describe, expect, it } from 'vitest';
import {
  type AlumnusRow,
  awardOf,
  heldPurposes,
  mailingLineOf,
  matchesAlumnus,
  servingBodySchema,
} from './alumni';

const row: AlumnusRow = {
  studentId: 'student-00009',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: null,
  address1: '1 Church Lane',
  city: 'Leeds',
  postCode: 'LS1 1AA',
  hubId: 'hub-1',
  hubName: 'London Hub',
  programmeCode: 'BA',
  exitAward: null,
  award: 'BA',
  yearCompleted: '2024',
  organisationId: 'org-1',
  organisationName: 'St Mary Leeds',
  servingAs: 'Curate',
  consents: [],
};

describe('heldPurposes', () => {
  it('lists the purposes whose consent holds on the day', () => {
    const consents = [
      { purpose: 'Post', givenOn: '2024-01-01' },
      { purpose: 'Phone', givenOn: '2024-01-01', withdrawnOn: '2025-06-01' },
      { purpose: 'Marketing e-mail', givenOn: '2026-12-01' },
    ];
    expect(heldPurposes(consents, '2025-01-01')).toEqual(['Post', 'Phone']);
    expect(heldPurposes(consents, '2025-06-01')).toEqual(['Post']);
    expect(heldPurposes(consents, '2026-12-01')).toEqual(['Marketing e-mail', 'Post']);
  });
});

describe('mailingLineOf', () => {
  it('leaves out an alumnus without a Post or Marketing e-mail consent', () => {
    expect(mailingLineOf(row)).toBeNull();
    expect(mailingLineOf({ ...row, consents: ['Phone', 'Fundraising'] })).toBeNull();
  });

  it('gives only the ways of reaching them they consented to', () => {
    expect(mailingLineOf({ ...row, consents: ['Marketing e-mail'] })).toMatchObject({
      email: 'ada@example.org',
      address1: '',
      postCode: '',
    });
    expect(mailingLineOf({ ...row, consents: ['Post'] })).toMatchObject({
      email: '',
      address1: '1 Church Lane',
      city: 'Leeds',
      postCode: 'LS1 1AA',
    });
  });
});

describe('matchesAlumnus', () => {
  it('filters by programme, year, hub and consent, and searches', () => {
    expect(matchesAlumnus(row, { programme: 'BA', year: '2024', hub: 'hub-1' })).toBe(true);
    expect(matchesAlumnus(row, { year: '2023' })).toBe(false);
    expect(matchesAlumnus(row, { consent: 'No consent' })).toBe(true);
    expect(matchesAlumnus(row, { consent: 'Consented' })).toBe(false);
    expect(matchesAlumnus({ ...row, consents: ['Post'] }, { consent: 'Consented' })).toBe(true);
    expect(matchesAlumnus(row, { q: 'st mary' })).toBe(true);
    expect(matchesAlumnus(row, { q: 'nobody' })).toBe(false);
  });
});

describe('servingBodySchema', () => {
  it('takes an organisation and a role, or nothing', () => {
    expect(servingBodySchema.parse({ organisationId: 'org-1', servingAs: ' Curate ' })).toEqual({
      organisationId: 'org-1',
      servingAs: 'Curate',
    });
    expect(servingBodySchema.safeParse({ organisationId: null }).success).toBe(true);
  });

  it('refuses a role without an organisation, on the role', () => {
    const result = servingBodySchema.safeParse({ organisationId: null, servingAs: 'Curate' });
    expect(result.error?.issues[0]?.path).toEqual(['servingAs']);
  });
});

describe('awardOf', () => {
  it('is the exit award when one is recorded, else the programme completed', () => {
    expect(awardOf('DipHE', 'BA')).toBe('DipHE');
    expect(awardOf(null, 'BA')).toBe('BA');
  });
});
