import { z } from 'zod';
import { partnerIdSchema } from '../validation/partner-id';
import { defineStudentForm, optionsOf } from './define';
import {
  addressFields,
  addressFor,
  blankAsAbsent,
  choice,
  email,
  isoDate,
  optionalAddressFor,
  optionalText,
  phone,
  requiredText,
  todayIso,
} from './fields';

/** Titles offered; clergy titles matter at a theology college. */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Revd', 'Revd Dr', 'Prof'] as const;
export type Title = (typeof TITLES)[number];

// Anyone born before this is almost certainly a typing slip in the year.
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Personal details (My details): legal and preferred names, contact details and addresses. */
export const personalDetailsSchema = z.object({
  title: blankAsAbsent(choice(TITLES, 'Choose a title from the list')),
  firstName: requiredText('Enter your first name as it appears on your passport or ID'),
  middleNames: optionalText(),
  lastName: requiredText('Enter your last name as it appears on your passport or ID'),
  preferredName: optionalText(),
  dateOfBirth: isoDate('Enter your date of birth')
    .refine((date) => date < todayIso(), 'Your date of birth must be in the past')
    .refine((date) => date >= EARLIEST_BIRTH_DATE, 'Check the year of your date of birth'),
  phone: phone('Enter your phone number'),
  personalEmail: email('Enter your personal email address'),
  homeAddress: addressFor('your home address'),
  termTimeAddress: optionalAddressFor('your term-time address'),
  // Optional for everyone here: only partner-institution students have one, and the server
  // (which knows the student) enforces its presence for them (spec §5).
  partnerId: blankAsAbsent(partnerIdSchema),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;

/** The personal-details form (GET/PUT forms/student/personal-details). */
export const personalDetailsForm = defineStudentForm({
  id: 'personal-details',
  title: 'Personal details',
  description:
    'Your legal name, how to reach you and where you live. We use your legal name on transcripts and certificates.',
  schema: personalDetailsSchema,
  fields: [
    { name: 'title', label: 'Title', type: 'select', options: optionsOf(TITLES), cols: 2 },
    {
      name: 'firstName',
      label: 'Legal first name',
      help: 'As on your passport or other photo ID',
      cols: 5,
    },
    { name: 'middleNames', label: 'Middle names', cols: 5 },
    { name: 'lastName', label: 'Legal last name', help: 'As on your passport or other photo ID' },
    {
      name: 'preferredName',
      label: 'Preferred name',
      help: 'What you would like tutors and staff to call you, if different',
    },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', help: 'For example 1990-05-17' },
    {
      name: 'phone',
      label: 'Phone number',
      type: 'tel',
      help: 'A mobile number if you have one',
    },
    {
      name: 'personalEmail',
      label: 'Personal email address',
      type: 'email',
      help: 'Not your college address: we use this one if you cannot sign in',
      cols: 12,
    },
    ...addressFields('homeAddress', 'Home address', 'Your permanent home address'),
    ...addressFields(
      'termTimeAddress',
      'Term-time address',
      'Only if you live somewhere else during term; leave blank otherwise',
    ),
    {
      name: 'partnerId',
      label: 'Partner ID',
      help: 'Only for students registered through a partner institution: the 7-digit number it gave you',
      cols: 4,
    },
  ],
});

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The first answers of a student's personal-details form, from their student record (spec §3):
 * what the college already holds, for the student to check rather than type again.
 */
export function personalDetailsFromRecord(
  student: Record<string, unknown>,
): Record<string, unknown> {
  const address = (student.address ?? {}) as Record<string, unknown>;
  const homeAddress = Object.fromEntries(
    ['address1', 'address2', 'city', 'county', 'postCode']
      .map((key) => [key, textOf(address[key])])
      .filter(([, value]) => value !== undefined),
  );
  const values: Record<string, unknown> = {
    firstName: textOf(student.firstName),
    lastName: textOf(student.lastName),
    preferredName: textOf(student.preferredName),
    dateOfBirth: textOf(student.dateOfBirth),
    phone: textOf(student.phone),
    partnerId: textOf(student.partnerId),
    ...(Object.keys(homeAddress).length > 0 ? { homeAddress } : {}),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
