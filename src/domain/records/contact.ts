import { z } from 'zod';
import { addressSchema } from '../contacts/address';

/** What a contact is to the college (spec §3 contacts: people who are not students). */
export const CONTACT_RELATIONSHIPS = ['Referee', 'Church leader', 'Supporter', 'Other'] as const;
export type ContactRelationship = (typeof CONTACT_RELATIONSHIPS)[number];

const text = (max: number) => z.string().trim().max(max);
// An optional text: blank is the same as absent (forms send '').
const optional = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'county', 'postCode'] as const;

/**
 * A contact (issue 20): name fields (sorted by spec §3 contact sorting), how to reach them, a
 * postal address (src/domain/contacts/address.ts: complete or absent), the organisation they
 * belong to, their relationship and role there, and their id in the donor system.
 */
export const contactRecordSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    title: optional(40),
    name: text(200).min(1, 'Enter the name'),
    preferredName: optional(100),
    lastName: optional(100),
    email: z
      .union([z.literal(''), z.email('Enter an e-mail address like name@example.org')])
      .optional()
      .transform((value) => (value ? value : undefined)),
    phone: optional(40),
    address1: optional(200),
    address2: optional(200),
    city: optional(100),
    county: optional(100),
    postCode: optional(16),
    organisationId: optional(100),
    relationship: z.enum(CONTACT_RELATIONSHIPS, 'Choose the relationship'),
    roleTitle: optional(100),
    donorId: optional(60),
    notes: optional(5000),
  })
  .superRefine((contact, context) => {
    const given = ADDRESS_FIELDS.filter((field) => contact[field] !== undefined);
    if (given.length === 0) return;
    const parsed = addressSchema.safeParse(
      Object.fromEntries(given.map((field) => [field, contact[field]])),
    );
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      context.addIssue({
        code: 'custom',
        path: issue.path,
        message: 'An address needs its first line, town or city and postcode',
      });
  });
/** A contact's fields as a form or request sends them. */
export type ContactInput = z.input<typeof contactRecordSchema>;
/** A contact's fields once checked. */
export type ContactRecord = z.output<typeof contactRecordSchema>;

const nullable = z.string().nullable();

/** A contact as the API answers: the stored fields, its version and its organisation's name. */
export const contactRowSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: nullable,
  name: z.string(),
  preferredName: nullable,
  lastName: nullable,
  email: nullable,
  phone: nullable,
  address1: nullable,
  address2: nullable,
  city: nullable,
  county: nullable,
  postCode: nullable,
  organisationId: nullable,
  organisationName: nullable,
  relationship: z.string(),
  roleTitle: nullable,
  donorId: nullable,
  notes: nullable,
});
export type ContactRow = z.infer<typeof contactRowSchema>;

/** GET /api/contacts: every contact in spec §3 contact order. */
export const contactListSchema = z.object({ items: z.array(contactRowSchema), total: z.number() });
export type ContactList = z.infer<typeof contactListSchema>;

/** The fields a person types (the form's and the request's). */
export const CONTACT_FIELDS = [
  'title',
  'name',
  'preferredName',
  'lastName',
  'email',
  'phone',
  ...ADDRESS_FIELDS,
  'organisationId',
  'relationship',
  'roleTitle',
  'donorId',
  'notes',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form's values of a stored contact (nulls as blanks). */
export function contactFormValues(row: ContactRow | undefined): Record<ContactField, string> {
  const values = {} as Record<ContactField, string>;
  for (const key of CONTACT_FIELDS) values[key] = row?.[key] ?? '';
  if (!row) values.relationship = 'Supporter';
  return values;
}
