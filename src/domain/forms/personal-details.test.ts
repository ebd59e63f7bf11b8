import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type PersonalDetailsInput,
  personalDetailsForm,
  personalDetailsFromRecord,
  personalDetailsSchema,
} from './personal-details';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

const valid: PersonalDetailsInput = {
  title: 'Revd',
  firstName: 'Grace',
  middleNames: 'Eleanor',
  lastName: 'Okafor',
  preferredName: 'Gracie',
  dateOfBirth: '1988-04-12',
  phone: '07700 900123',
  personalEmail: 'grace.okafor@example.com',
  homeAddress: { address1: '14 Church Lane', city: 'Leeds', postCode: 'LS6 2AB' },
  termTimeAddress: { address1: '', address2: '', city: '', county: '', postCode: '' },
  partnerId: '',
};

describe('personalDetailsSchema', () => {
  it('accepts a realistic student, leaving out a blank term-time address and partner ID', () => {
    const parsed = personalDetailsSchema.parse(valid);
    expect(parsed.termTimeAddress).toBeUndefined();
    expect(parsed.partnerId).toBeUndefined();
    expect(parsed.homeAddress.postCode).toBe('LS6 2AB');
  });

  it('accepts a partner-institution student with a term-time address', () => {
    const parsed = personalDetailsSchema.parse({
      ...valid,
      title: '',
      termTimeAddress: { address1: 'Flat 3, 9 College Road', city: 'Bristol', postCode: 'BS8 1TH' },
      partnerId: ' 0123456 ',
    });
    expect(parsed).toMatchObject({ title: undefined, partnerId: '0123456' });
    expect(parsed.termTimeAddress?.city).toBe('Bristol');
  });

  it('refuses a partner ID that is not 7 digits with the spec message', () => {
    expect(issues(personalDetailsSchema, { ...valid, partnerId: '12345' })).toEqual([
      { path: ['partnerId'], message: 'Partner ID must be a 7-digit number' },
    ]);
  });

  it('explains missing names, a future birth date, a bad phone and email', () => {
    const result = issues(personalDetailsSchema, {
      ...valid,
      firstName: ' ',
      dateOfBirth: '2999-01-01',
      phone: '123',
      personalEmail: 'grace@',
    });
    expect(result).toEqual([
      {
        path: ['firstName'],
        message: 'Enter your first name as it appears on your passport or ID',
      },
      { path: ['dateOfBirth'], message: 'Your date of birth must be in the past' },
      {
        path: ['phone'],
        message: 'Enter a phone number like 07700 900123, or +44 7700 900123 from abroad',
      },
      {
        path: ['personalEmail'],
        message: 'Enter an email address in the right format, like name@example.com',
      },
    ]);
  });

  it('refuses an implausible birth year and a title not in the list', () => {
    expect(
      issues(personalDetailsSchema, { ...valid, dateOfBirth: '1890-01-01', title: 'Sir' }),
    ).toEqual([
      { path: ['title'], message: 'Choose a title from the list' },
      { path: ['dateOfBirth'], message: 'Check the year of your date of birth' },
    ]);
  });

  it('names the address a missing line belongs to', () => {
    const result = issues(personalDetailsSchema, {
      ...valid,
      homeAddress: { address1: '14 Church Lane', city: 'Leeds' },
      termTimeAddress: { address1: '9 College Road', city: 'Bristol', postCode: '' },
    });
    expect(result).toEqual([
      { path: ['homeAddress', 'postCode'], message: 'Enter the postcode of your home address' },
      {
        path: ['termTimeAddress', 'postCode'],
        message: 'Enter the postcode of your term-time address',
      },
    ]);
  });

  it('lists the home address as required and the term-time address as optional', () => {
    const required = (name: string) =>
      personalDetailsForm.fields.find((f) => f.name === name)?.required;
    expect(required('homeAddress.address1')).toBe(true);
    expect(required('termTimeAddress.address1')).toBe(false);
    expect(required('partnerId')).toBe(false);
    expect(required('dateOfBirth')).toBe(true);
  });
});

describe('personalDetailsFromRecord', () => {
  it('starts the form from the student record: names, birth date, phone, partner ID, address', () => {
    expect(
      personalDetailsFromRecord({
        id: 'student-00001',
        firstName: 'Samuel',
        lastName: 'Price',
        preferredName: null,
        email: 'student@college.test',
        phone: '07700 900123',
        dateOfBirth: '1990-04-01',
        partnerId: '',
        address: { address1: '1 High Street', city: 'Durham', postCode: 'DH1 1AA', county: null },
      }),
    ).toEqual({
      firstName: 'Samuel',
      lastName: 'Price',
      phone: '07700 900123',
      dateOfBirth: '1990-04-01',
      homeAddress: { address1: '1 High Street', city: 'Durham', postCode: 'DH1 1AA' },
    });
  });

  it('gives nothing it does not know', () => {
    expect(personalDetailsFromRecord({ address: 'not an address' })).toEqual({});
    expect(personalDetailsFromRecord({})).toEqual({});
  });
});
