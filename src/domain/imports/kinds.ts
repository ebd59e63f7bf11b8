import { z } from 'zod';
import type { APPLICATION_STATUSES } from '../applications/statuses';
import type { ImportFieldSpec } from './mapping';

// The admin import (spec §2.3 admin/import, issue 21): what each kind of record can be filled
// with from a file. Names and aliases are what a college's spreadsheets usually call them.

/** The kinds of record the admin import creates. */
export const IMPORT_KINDS = ['students', 'applicants', 'contacts', 'organisations'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS, 'Choose what to import');

/** The kinds' names as the screen shows them. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  students: 'Students',
  applicants: 'Applicants',
  contacts: 'Contacts',
  organisations: 'Organisations',
};

const f = (
  field: string,
  label: string,
  aliases: readonly string[] = [],
  required = false,
): ImportFieldSpec => ({ field, label, aliases, required });

const FIRST_NAME = f(
  'firstName',
  'First name',
  ['first name', 'firstname', 'forename', 'given name', 'name'],
  true,
);
const LAST_NAME = f(
  'lastName',
  'Last name',
  ['last name', 'lastname', 'surname', 'family name'],
  true,
);
const PREFERRED = f('preferredName', 'Preferred name', ['preferred name', 'known as']);
const EMAIL_ALIASES = ['email', 'e-mail', 'email address', 'e-mail address'];
const PHONE = f('phone', 'Phone', ['phone', 'telephone', 'mobile', 'phone number']);
const HUB = f('hub', 'Hub', ['hub', 'hub name', 'hub id'], true);
const ADDRESS = [
  f('address1', 'Address line 1', ['address', 'address 1', 'address line 1', 'street']),
  f('address2', 'Address line 2', ['address 2', 'address line 2']),
  f('city', 'Town or city', ['town', 'city', 'town or city']),
  f('county', 'County', ['county']),
  f('postCode', 'Post code', ['post code', 'postcode', 'zip', 'postal code']),
];
const NOTES = f('notes', 'Notes', ['notes', 'note', 'comments']);

/** The fields each kind can fill, in the order the mapping shows them. */
export const IMPORT_KIND_FIELDS: Record<ImportKind, readonly ImportFieldSpec[]> = {
  students: [
    FIRST_NAME,
    LAST_NAME,
    PREFERRED,
    f('email', 'E-mail', EMAIL_ALIASES, true),
    PHONE,
    f('dateOfBirth', 'Date of birth', ['date of birth', 'dob', 'birth date', 'birthday']),
    HUB,
    f('programme', 'Programme', ['programme', 'program', 'course', 'programme code'], true),
    f('partnerId', 'Partner ID', ['partner id', 'partner student id']),
    ...ADDRESS,
  ],
  applicants: [
    FIRST_NAME,
    LAST_NAME,
    f('email', 'E-mail', EMAIL_ALIASES, true),
    HUB,
    f('intake', 'Intake', ['intake', 'intake date', 'start date'], true),
    f('status', 'Status', ['status', 'application status']),
  ],
  contacts: [
    f('title', 'Title', ['title', 'salutation']),
    f('name', 'Name', ['name', 'first name', 'firstname', 'forename', 'given name'], true),
    PREFERRED,
    f('lastName', 'Last name', ['last name', 'lastname', 'surname', 'family name']),
    f('email', 'E-mail', EMAIL_ALIASES),
    PHONE,
    ...ADDRESS,
    f('relationship', 'Relationship', ['relationship', 'type', 'contact type']),
    f('roleTitle', 'Role', ['role', 'role title', 'job title', 'position']),
    f('donorId', 'Donor ID', ['donor id', 'donor']),
    NOTES,
  ],
  organisations: [
    f('name', 'Name', ['name', 'organisation', 'organization', 'organisation name'], true),
    f('partnerType', 'Partner type', ['partner type', 'type'], true),
    f('status', 'Status', ['status'], true),
    f('hub', 'Hub', ['hub', 'hub name', 'hub id']),
    ...ADDRESS,
    f('email', 'E-mail', EMAIL_ALIASES),
    PHONE,
    f('website', 'Website', ['website', 'web site', 'url', 'web']),
    NOTES,
  ],
};

/** What an applicant imported without a status starts as. */
export const DEFAULT_APPLICANT_STATUS: (typeof APPLICATION_STATUSES)[number] = 'In progress';
/** What a contact imported without a relationship is (the contact form's default). */
export const DEFAULT_CONTACT_RELATIONSHIP = 'Supporter';

/** The request beside the file: the mapping (checked per kind) and dry run or commit. */
export const adminImportRequestSchema = z.strictObject({
  mapping: z.record(z.string().max(60), z.string().trim().min(1).max(200)),
  dryRun: z.boolean(),
});
export type AdminImportRequest = z.infer<typeof adminImportRequestSchema>;

/** The outcomes of a row of the admin import. */
export const ADMIN_IMPORT_OUTCOMES = ['created', 'refused'] as const;
export type AdminImportOutcome = (typeof ADMIN_IMPORT_OUTCOMES)[number];

/** The report of an admin import (also inside the 422 of a refused commit, as `report`). */
export const adminImportReportSchema = z.object({
  kind: importKindSchema,
  dryRun: z.boolean(),
  committed: z.boolean(),
  counts: z.object({ created: z.number(), refused: z.number() }),
  rows: z.array(
    z.object({
      line: z.number(),
      name: z.string(),
      outcome: z.enum(ADMIN_IMPORT_OUTCOMES),
      reason: z.string(),
      id: z.string().optional(),
    }),
  ),
});
export type AdminImportReport = z.infer<typeof adminImportReportSchema>;

/** The preview of a file for a kind: the file's preview and the kind's fields. */
export const adminImportPreviewSchema = z.object({
  kind: importKindSchema,
  headers: z.array(z.string()),
  rows: z.array(z.object({ line: z.number(), cells: z.record(z.string(), z.string()) })),
  total: z.number(),
  mapping: z.record(z.string(), z.string()),
  fields: z.array(
    z.object({ field: z.string(), label: z.string(), required: z.boolean().optional() }),
  ),
});
export type AdminImportPreview = z.infer<typeof adminImportPreviewSchema>;
