import { describe, expect, it } from 'vitest';
import { facultyContactSchema } from './contact';

describe('facultyContactSchema', () => {
  it('accepts a phone number, an office and hours, trimmed', () => {
    expect(
      facultyContactSchema.parse({
        phone: ' 01632 960100 ',
        office: 'Room 101',
        officeHours: 'Tuesdays 2pm to 4pm',
      }),
    ).toEqual({ phone: '01632 960100', office: 'Room 101', officeHours: 'Tuesdays 2pm to 4pm' });
  });

  it('lets a blank value clear a detail and every field be left out', () => {
    expect(facultyContactSchema.parse({ phone: '  ' })).toEqual({ phone: '' });
    expect(facultyContactSchema.parse({})).toEqual({});
  });

  it('refuses a phone number that cannot be one, naming the field', () => {
    const result = facultyContactSchema.safeParse({ phone: 'call me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
    expect(result.error?.issues[0]?.message).toMatch(/phone number like/);
  });

  it('refuses long texts and unknown fields', () => {
    expect(facultyContactSchema.safeParse({ office: 'x'.repeat(101) }).success).toBe(false);
    expect(facultyContactSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });
});
