import { z } from 'zod';
import { defineStudentForm } from './define';
import {
  blankAsAbsent,
  email,
  mustTick,
  PHONE_FORMAT_MESSAGE,
  phone,
  requiredText,
} from './fields';

/** How many emergency contacts a student may give. */
export const EMERGENCY_CONTACTS_MIN = 1;
export const EMERGENCY_CONTACTS_MAX = 3;

/** One person the college may call if something happens to the student. */
export const emergencyContactSchema = z.object({
  name: requiredText("Enter your contact's full name"),
  relationship: requiredText('Tell us how this person is related to you, for example spouse'),
  phone: phone("Enter your contact's phone number"),
  alternativePhone: blankAsAbsent(phone(PHONE_FORMAT_MESSAGE)),
  email: blankAsAbsent(email("Enter your contact's email address")),
  // Under UK data protection law the student should tell the person before naming them.
  consentToContact: mustTick('Confirm that this person has agreed to be your emergency contact'),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** The emergency-contacts form body: one to three contacts, the first called first. */
export const emergencyContactsSchema = z.object({
  contacts: z
    .array(emergencyContactSchema, { error: 'Add at least one emergency contact' })
    .min(EMERGENCY_CONTACTS_MIN, 'Add at least one emergency contact')
    .max(EMERGENCY_CONTACTS_MAX, `You can add up to ${EMERGENCY_CONTACTS_MAX} emergency contacts`),
});
export type EmergencyContacts = z.infer<typeof emergencyContactsSchema>;
export type EmergencyContactsInput = z.input<typeof emergencyContactsSchema>;

/** The emergency-contacts form (GET/PUT forms/student/emergency-contacts). */
export const emergencyContactsForm = defineStudentForm({
  id: 'emergency-contacts',
  title: 'Emergency contacts',
  description: `Who we should contact in an emergency: at least ${EMERGENCY_CONTACTS_MIN}, up to ${EMERGENCY_CONTACTS_MAX}. We call the first one first.`,
  schema: emergencyContactsSchema,
  fields: [
    { name: 'contacts[].name', label: 'Full name' },
    {
      name: 'contacts[].relationship',
      label: 'Relationship to you',
      help: 'For example spouse, parent, friend or minister',
    },
    { name: 'contacts[].phone', label: 'Phone number', type: 'tel' },
    {
      name: 'contacts[].alternativePhone',
      label: 'Alternative phone number',
      type: 'tel',
      help: 'Another number to try, such as a work or landline number',
    },
    { name: 'contacts[].email', label: 'Email address', type: 'email', cols: 12 },
    {
      name: 'contacts[].consentToContact',
      label: 'This person has agreed to be my emergency contact',
      type: 'checkbox',
      help: 'Please ask them first: we will hold their details for this purpose only',
      cols: 12,
    },
  ],
});
