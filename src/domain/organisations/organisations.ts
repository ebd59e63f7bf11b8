import { z } from 'zod';
import { ORGANISATION_STATUSES } from '../leads/organisations';

// Organisations → All and the organisation record (spec §2.3 /organisations, §2.4, issue 20):
// what the server answers and what the list may ask for.

const nullableText = z.string().nullable();

/** One organisation as the list and the record show it. */
export const organisationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  partnerType: z.string(),
  status: z.string(),
  hubId: nullableText,
  hubName: nullableText,
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  county: nullableText,
  postCode: nullableText,
  email: nullableText,
  phone: nullableText,
  website: nullableText,
  notes: nullableText,
  version: z.number(),
});
export type OrganisationView = z.infer<typeof organisationViewSchema>;

const hubOptionSchema = z.object({ id: z.string(), name: z.string() });
export type HubOption = z.infer<typeof hubOptionSchema>;

export const organisationListSchema = z.object({
  items: z.array(organisationViewSchema),
  total: z.number(),
  options: z.object({ hubs: z.array(hubOptionSchema), partnerTypes: z.array(z.string()) }),
});
export type OrganisationList = z.infer<typeof organisationListSchema>;

/** The organisation record: the organisation, the alumni who serve there, its contacts. */
export const organisationRecordViewSchema = z.object({
  organisation: organisationViewSchema,
  alumni: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      programmeCode: z.string(),
      servingAs: nullableText,
    }),
  ),
  contacts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      roleTitle: nullableText,
      relationship: z.string(),
      email: nullableText,
      phone: nullableText,
    }),
  ),
  hubs: z.array(hubOptionSchema),
});
export type OrganisationRecordView = z.infer<typeof organisationRecordViewSchema>;

const text = z.string().trim().max(100).optional();
/** The list's filters and search; `export` asks for the same rows as a file. */
export const organisationListQuerySchema = z.strictObject({
  status: z.enum(ORGANISATION_STATUSES).optional(),
  partnerType: text,
  hub: text,
  q: text,
  export: z.enum(['excel', 'csv', 'pdf']).optional(),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

/** Whether an organisation passes the filters and the search (name, town, post code, e-mail). */
export function matchesOrganisation(
  row: Pick<
    OrganisationView,
    'status' | 'partnerType' | 'hubId' | 'name' | 'city' | 'postCode' | 'email'
  >,
  query: OrganisationListQuery,
): boolean {
  if (query.status && row.status !== query.status) return false;
  if (query.partnerType && row.partnerType.toLowerCase() !== query.partnerType.toLowerCase())
    return false;
  if (query.hub && row.hubId !== query.hub) return false;
  const needle = query.q?.toLowerCase();
  if (!needle) return true;
  return [row.name, row.city, row.postCode, row.email].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}
