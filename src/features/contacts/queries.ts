import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, messageOfFailure } from '../../api/client';
import { organisationListSchema } from '../../domain/organisations/organisations';
import { contactListSchema, contactRowSchema } from '../../domain/records/contact';

/** A consent as a contact's record lists it. */
export const heldConsentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  source: z.string(),
  givenOn: z.string(),
  withdrawnOn: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
});
export type HeldConsent = z.infer<typeof heldConsentSchema>;

/** GET /api/contacts/{id}: the contact and (with consents:view) their consents. */
export const contactRecordViewSchema = z.object({
  contact: contactRowSchema,
  consents: z.array(heldConsentSchema).nullable(),
});
export type ContactRecordView = z.infer<typeof contactRecordViewSchema>;

async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  try {
    return schema.parse(await api.get(path).json());
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** Every contact in contact order (online only). */
export function useContacts() {
  return useQuery({
    queryKey: ['contacts'],
    retry: false,
    // Online only: asked afresh at each visit (a withdrawal elsewhere shows at once).
    staleTime: 0,
    queryFn: () => read('contacts', contactListSchema),
  });
}

/** One contact's record (online only). */
export function useContactRecord(id: string) {
  return useQuery({
    queryKey: ['contact', id],
    retry: false,
    // Online only: asked afresh at each visit (a withdrawal elsewhere shows at once).
    staleTime: 0,
    queryFn: () => read(`contacts/${encodeURIComponent(id)}`, contactRecordViewSchema),
  });
}

/** An organisation a contact can be linked to: its id and name. */
export interface OrganisationChoice {
  id: string;
  name: string;
}

/** The organisations a contact can be linked to, by name (online only, as contacts are). */
export function useOrganisationChoices(enabled = true) {
  return useQuery({
    queryKey: ['organisation-choices'],
    retry: false,
    enabled,
    queryFn: async (): Promise<OrganisationChoice[]> => {
      const { items } = await read('organisations', organisationListSchema);
      return items
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    },
  });
}
