import type { z } from 'zod';
import { applicationRecordSchema } from '../records/application';
import { contactRecordSchema } from '../records/contact';
import { organisationInputSchema } from '../records/organisation';
import { studentRecordSchema } from '../records/student';
import {
  DEFAULT_APPLICANT_STATUS,
  DEFAULT_CONTACT_RELATIONSHIP,
  IMPORT_KIND_FIELDS,
  type ImportKind,
} from './kinds';

/** A row's values by field (mapped, trimmed, empty ones left out). */
export type RowValues = Readonly<Record<string, string>>;

/** What a row can look up: a hub's id by its id or name (undefined when there is none). */
export interface RowLookups {
  hubIdOf: (value: string) => string | undefined;
}

/** A checked row: the record's input, who it is, and the key that finds its duplicates. */
export interface CheckedRow {
  input: Record<string, unknown>;
  name: string;
  /** Students, applicants, contacts: the e-mail; organisations: name and post code. */
  duplicateKey: string | undefined;
  /** How the duplicate key reads ("by e-mail"). */
  duplicateBy: string;
}

const UK_DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/** A date as the records store it: YYYY-MM-DD kept, a UK day/month/year turned into it. */
export function isoDateOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const uk = UK_DATE.exec(value);
  if (!uk) return value;
  const [, day = '', month = '', year = ''] = uk;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The full name from a name column and a last name column ("Ann" + "Lee", or "Ann Lee" + "Lee"). */
export function fullNameOf(name: string | undefined, lastName: string | undefined): string {
  if (!name || !lastName) return name ?? lastName ?? '';
  return name.toLowerCase().endsWith(lastName.toLowerCase()) ? name : `${name} ${lastName}`;
}

/** A post code as compared: upper case, without spaces. */
const normalPostCode = (value: string | undefined) =>
  value?.replace(/\s+/g, '').toUpperCase() ?? '';

/** The address fields, as an address object when any is given (the schema checks it whole). */
function addressOf(values: RowValues) {
  const address = {
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    county: values.county,
    postCode: values.postCode,
  };
  return Object.values(address).some(Boolean) ? address : undefined;
}

/** The record's input built from a row's values, and who the row is. */
function inputOf(kind: ImportKind, values: RowValues, hubId: string | undefined) {
  const person = [values.firstName, values.lastName].filter(Boolean).join(' ');
  switch (kind) {
    case 'students':
      return {
        name: person,
        input: {
          firstName: values.firstName,
          lastName: values.lastName,
          preferredName: values.preferredName,
          email: values.email,
          phone: values.phone,
          dateOfBirth: isoDateOf(values.dateOfBirth),
          hubId,
          programmeCode: values.programme,
          partnerId: values.partnerId,
          address: addressOf(values),
        },
      };
    case 'applicants':
      return {
        name: person,
        input: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          hubId,
          intake: isoDateOf(values.intake),
          status: values.status ?? DEFAULT_APPLICANT_STATUS,
        },
      };
    case 'contacts': {
      // A contact's name is the full name (the last name is its sort key): a file with first
      // and last name columns gives both.
      const name = fullNameOf(values.name, values.lastName);
      return {
        name,
        input: {
          ...values,
          ...(values.name === undefined ? {} : { name }),
          relationship: values.relationship ?? DEFAULT_CONTACT_RELATIONSHIP,
        },
      };
    }
    case 'organisations':
      return {
        name: values.name ?? '',
        input: {
          name: values.name,
          partnerType: values.partnerType,
          status: values.status,
          hubId,
          address: addressOf(values),
          email: values.email,
          phone: values.phone,
          website: values.website,
          notes: values.notes,
        },
      };
  }
}

const SCHEMAS: Record<ImportKind, z.ZodType> = {
  students: studentRecordSchema,
  applicants: applicationRecordSchema,
  contacts: contactRecordSchema,
  organisations: organisationInputSchema,
};

/** The value at an issue's path in the input (undefined when the row left it out). */
function valueAt(input: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The label of the field an issue's path names (an address's part by its own field). */
function labelOf(kind: ImportKind, path: readonly PropertyKey[]): string | undefined {
  const key = String(path[0] === 'address' ? path[1] : path[0]);
  const field =
    { hubId: 'hub', programmeCode: 'programme' }[key as 'hubId' | 'programmeCode'] ?? key;
  return IMPORT_KIND_FIELDS[kind].find((spec) => spec.field === field)?.label;
}

/**
 * One row of a kind checked with its record's schema: the input to create, or why the row is
 * refused (every problem, each with its field's label). A hub is named by its id or its name.
 */
export function checkRow(
  kind: ImportKind,
  values: RowValues,
  lookups: RowLookups,
): CheckedRow | { refused: string; name: string } {
  const hubId = values.hub ? lookups.hubIdOf(values.hub) : undefined;
  const { name, input } = inputOf(kind, values, hubId);
  if (values.hub && !hubId) return { refused: `There is no hub '${values.hub}'`, name };
  const parsed = SCHEMAS[kind].safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const label = labelOf(kind, issue.path);
      const missing = valueAt(input, issue.path) === undefined;
      if (label && missing) return `${label} is missing`;
      return label ? `${label}: ${issue.message}` : issue.message;
    });
    return { refused: [...new Set(problems)].join('; '), name };
  }
  const data = parsed.data as Record<string, unknown>;
  if (kind === 'organisations') {
    const key = `${name.toLowerCase().replace(/\s+/g, ' ')}|${normalPostCode(values.postCode)}`;
    return { input: data, name, duplicateKey: key, duplicateBy: 'by name and post code' };
  }
  const email = values.email?.toLowerCase();
  return { input: data, name, duplicateKey: email || undefined, duplicateBy: 'by e-mail' };
}
