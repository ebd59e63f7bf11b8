import { describe, expect, it } from 'vitest';
import { contactFormValues, contactRecordSchema } from './contact';

const contact = { name: 'Ruth Okafor', lastName: 'Okafor', relationship: 'Supporter' };

describe('contactRecordSchema', () => {
  it('accepts a contact without an address, blanks as absent', () => {
    expect(contactRecordSchema.parse({ ...contact, email: '', phone: ' ' })).toEqual(contact);
  });

  it('accepts a complete address', () => {
    const address = { address1: '1 High Street', city: 'York', postCode: 'YO1 7HH' };
    expect(contactRecordSchema.parse({ ...contact, ...address })).toEqual({
      ...contact,
      ...address,
    });
  });

  it.each([
    ['a missing name', { ...contact, name: ' ' }, 'name'],
    ['an unknown relationship', { ...contact, relationship: 'Friend' }, 'relationship'],
    ['a bad e-mail', { ...contact, email: 'ruth@' }, 'email'],
    ['half an address', { ...contact, address1: '1 High Street' }, 'city'],
  ])('refuses %s, naming the field', (_, value, field) => {
    const parsed = contactRecordSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('contactFormValues', () => {
  it('gives blanks for a new contact, a supporter by default', () => {
    const values = contactFormValues(undefined);
    expect(values.name).toBe('');
    expect(values.relationship).toBe('Supporter');
    expect(values).not.toHaveProperty('id');
  });
});
