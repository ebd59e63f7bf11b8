import { z } from 'zod';
import { isPhoneNumber, PHONE_FORMAT_MESSAGE } from '../forms/fields';

/** Longest office (room and building) and office-hours texts. */
export const OFFICE_MAX = 100;
export const OFFICE_HOURS_MAX = 200;

const text = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what} as text` })
    .trim()
    .max(max, `Keep the ${what} to ${max} characters or fewer`);

/**
 * A tutor's contact details that the faculty screens edit (spec §2.3 "/faculty"): a blank
 * value clears one; a phone number, when given, must be one. Name, e-mail and hub belong to the
 * account (the users screens).
 */
export const facultyContactSchema = z
  .object({
    phone: text(30, 'phone number').refine(
      (value) => value === '' || isPhoneNumber(value),
      PHONE_FORMAT_MESSAGE,
    ),
    office: text(OFFICE_MAX, 'office'),
    officeHours: text(OFFICE_HOURS_MAX, 'office hours'),
  })
  .partial()
  .strict();
export type FacultyContact = z.infer<typeof facultyContactSchema>;

/** The contact details of a tutor who has none recorded yet. */
export const NO_CONTACT = { phone: '', office: '', officeHours: '' } as const;
