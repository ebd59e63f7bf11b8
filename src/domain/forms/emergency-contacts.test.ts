import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type EmergencyContactsInput, emergencyContactsSchema } from './emergency-contacts';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

const contact = {
  name: 'Samuel Okafor',
  relationship: 'Husband',
  phone: '07700 900456',
  alternativePhone: '',
  email: '',
  consentToContact: true as const,
};
const valid: EmergencyContactsInput = { contacts: [contact] };

describe('emergencyContactsSchema', () => {
  it('accepts one contact, leaving blank optional fields out', () => {
    const [first] = emergencyContactsSchema.parse(valid).contacts;
    expect(first).toEqual({ ...contact, alternativePhone: undefined, email: undefined });
  });

  it('accepts three full contacts', () => {
    const full = { ...contact, alternativePhone: '0113 496 0000', email: 'sam@example.com' };
    expect(emergencyContactsSchema.parse({ contacts: [full, full, full] }).contacts).toHaveLength(
      3,
    );
  });

  it('points to the phone of the contact that lacks one', () => {
    expect(issues(emergencyContactsSchema, { contacts: [{ ...contact, phone: '' }] })).toEqual([
      { path: ['contacts', 0, 'phone'], message: "Enter your contact's phone number" },
    ]);
  });

  it('checks optional phone and email only when given', () => {
    const bad = { ...contact, alternativePhone: 'none', email: 'sam at home' };
    expect(
      issues(emergencyContactsSchema, { contacts: [contact, bad] })?.map((i) => i.path),
    ).toEqual([
      ['contacts', 1, 'alternativePhone'],
      ['contacts', 1, 'email'],
    ]);
  });

  it('needs the contact to have agreed', () => {
    expect(
      issues(emergencyContactsSchema, { contacts: [{ ...contact, consentToContact: false }] }),
    ).toEqual([
      {
        path: ['contacts', 0, 'consentToContact'],
        message: 'Confirm that this person has agreed to be your emergency contact',
      },
    ]);
  });

  it('needs one to three contacts', () => {
    expect(issues(emergencyContactsSchema, { contacts: [] })).toEqual([
      { path: ['contacts'], message: 'Add at least one emergency contact' },
    ]);
    expect(issues(emergencyContactsSchema, {})).toEqual([
      { path: ['contacts'], message: 'Add at least one emergency contact' },
    ]);
    expect(
      issues(emergencyContactsSchema, { contacts: [contact, contact, contact, contact] }),
    ).toEqual([{ path: ['contacts'], message: 'You can add up to 3 emergency contacts' }]);
  });
});
