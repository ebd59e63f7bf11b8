import { describe, expect, it } from 'vitest';
import { checkRow, fullNameOf, isoDateOf } from './rows';

const lookups = { hubIdOf: (v: string) => ({ 'hub-1': 'hub-1', leeds: 'hub-1' })[v.toLowerCase()] };

describe('checkRow', () => {
  it('builds a student from the row, the hub named by its name', () => {
    const row = checkRow(
      'students',
      {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'Ann@Example.org',
        hub: 'Leeds',
        programme: 'BA',
        dateOfBirth: '3/4/1990',
      },
      lookups,
    );
    expect(row).toMatchObject({
      name: 'Ann Lee',
      input: { hubId: 'hub-1', programmeCode: 'BA', dateOfBirth: '1990-04-03' },
      duplicateKey: 'ann@example.org',
    });
  });
  it('refuses a row naming every problem by its label', () => {
    const row = checkRow('students', { firstName: 'Ann', email: 'nope', hub: 'hub-1' }, lookups);
    expect(row).toHaveProperty('refused');
    const reason = 'refused' in row ? row.refused : '';
    expect(reason).toContain('Last name is missing');
    expect(reason).toContain('E-mail:');
    expect(reason).toContain('Programme is missing');
  });
  it('refuses an unknown hub', () => {
    expect(checkRow('applicants', { firstName: 'A', hub: 'York' }, lookups)).toEqual({
      refused: "There is no hub 'York'",
      name: 'A',
    });
  });
  it('starts an applicant in progress, and refuses an unknown status', () => {
    const values = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.org',
      hub: 'hub-1',
      intake: '2027-09-01',
    };
    expect(checkRow('applicants', values, lookups)).toMatchObject({
      input: { status: 'In progress', intake: '2027-09-01' },
    });
    expect(checkRow('applicants', { ...values, status: 'Maybe' }, lookups)).toHaveProperty(
      'refused',
    );
  });
  it('a contact needs no e-mail; an incomplete address is refused', () => {
    expect(checkRow('contacts', { name: 'Ann' }, lookups)).toMatchObject({
      input: { name: 'Ann', relationship: 'Supporter' },
      duplicateKey: undefined,
    });
    const partial = checkRow('contacts', { name: 'Ann', city: 'Leeds' }, lookups);
    expect('refused' in partial && partial.refused).toMatch(/Address line 1/);
  });
  it('an organisation is found again by its name and post code', () => {
    const row = checkRow(
      'organisations',
      {
        name: 'St  Mark’s',
        partnerType: 'Charity',
        status: 'Partner',
        address1: '1 Road',
        city: 'Leeds',
        postCode: 'ls1 4ap',
      },
      lookups,
    );
    if ('refused' in row) expect.fail(row.refused);
    expect(row.duplicateKey).toBe('st mark’s|LS14AP');
    expect(row.input).toMatchObject({ address: { postCode: 'ls1 4ap' } });
  });
});

describe('isoDateOf', () => {
  it('keeps ISO dates and turns UK dates into them', () => {
    expect(isoDateOf('2027-09-01')).toBe('2027-09-01');
    expect(isoDateOf('01/09/2027')).toBe('2027-09-01');
    expect(isoDateOf(undefined)).toBeUndefined();
  });
});

describe('fullNameOf', () => {
  it.each([
    ['Ann', 'Lee', 'Ann Lee'],
    ['Ann Lee', 'Lee', 'Ann Lee'],
    ['ann lee', 'LEE', 'ann lee'],
    ['Ann', undefined, 'Ann'],
    [undefined, 'Lee', 'Lee'],
    [undefined, undefined, ''],
  ])('%s + %s reads %s', (name, lastName, expected) => {
    expect(fullNameOf(name, lastName)).toBe(expected);
  });
});
