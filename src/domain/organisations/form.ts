import { organisationStatuses } from '../leads/organisations';
import { type OrganisationInput, organisationInputSchema } from '../records/organisation';
import type { OrganisationView } from './organisations';

/** The organisation form as typed: every field a string ('' when blank). */
export interface OrganisationForm {
  name: string;
  partnerType: string;
  status: string;
  hubId: string;
  address1: string;
  address2: string;
  city: string;
  county: string;
  postCode: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
}

export const EMPTY_ORGANISATION_FORM: OrganisationForm = {
  name: '',
  partnerType: 'Church',
  status: 'In contact',
  hubId: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  postCode: '',
  email: '',
  phone: '',
  website: '',
  notes: '',
};

/** The form of an organisation being edited. */
export function formOfOrganisation(view: OrganisationView): OrganisationForm {
  const text = (value: string | null) => value ?? '';
  return {
    name: view.name,
    partnerType: view.partnerType,
    status: view.status,
    hubId: text(view.hubId),
    address1: text(view.address1),
    address2: text(view.address2),
    city: text(view.city),
    county: text(view.county),
    postCode: text(view.postCode),
    email: text(view.email),
    phone: text(view.phone),
    website: text(view.website),
    notes: text(view.notes),
  };
}

/**
 * The form after choosing a partner type: the status is kept when the new type's list has it,
 * otherwise it becomes the first of that list (a church's and a partner's lists differ, §4).
 */
export function withPartnerType(form: OrganisationForm, partnerType: string): OrganisationForm {
  const statuses = organisationStatuses(partnerType);
  const status = statuses.some((s) => s === form.status) ? form.status : (statuses[0] ?? '');
  return { ...form, partnerType, status };
}

/** Field name of the form for a problem's path (address.city → city). */
export function formFieldOf(path: string): keyof OrganisationForm | undefined {
  const field = path.startsWith('address.') ? path.slice('address.'.length) : path;
  return field in EMPTY_ORGANISATION_FORM ? (field as keyof OrganisationForm) : undefined;
}

export type OrganisationFormOutcome =
  | { ok: true; input: OrganisationInput }
  | { ok: false; errors: Partial<Record<keyof OrganisationForm, string>> };

/**
 * What the form sends, checked by the record's own schema: blanks are left out, and the
 * address is none when all its lines are blank (else it must have a first line, town and post code).
 */
export function organisationInputOf(form: OrganisationForm): OrganisationFormOutcome {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const addressLines = [form.address1, form.address2, form.city, form.county, form.postCode];
  const candidate = {
    name: form.name,
    partnerType: form.partnerType,
    status: form.status,
    hubId: optional(form.hubId) ?? null,
    address: addressLines.some((line) => line.trim())
      ? {
          address1: form.address1,
          address2: optional(form.address2),
          city: form.city,
          county: optional(form.county),
          postCode: form.postCode,
        }
      : null,
    email: optional(form.email),
    phone: optional(form.phone),
    website: optional(form.website),
    notes: optional(form.notes),
  };
  const parsed = organisationInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof OrganisationForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    // The shared address schema's own words for a blank line are zod's ("Too small: …").
    const message = issue.code === 'too_small' ? 'Needed for an address' : issue.message;
    if (field && !errors[field]) errors[field] = message;
  }
  return { ok: false, errors };
}
