import { useQuery } from '@tanstack/react-query';
import { api, failureOf, messageOfFailure } from '../../api/client';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';
import {
  formFieldOf,
  type OrganisationForm,
  organisationInputOf,
} from '../../domain/organisations/form';
import {
  type OrganisationView,
  organisationListSchema,
  organisationRecordViewSchema,
  organisationViewSchema,
} from '../../domain/organisations/organisations';

/** Organisations → All, asked afresh at each visit (online only). */
export function useOrganisationList() {
  return useQuery({
    queryKey: ['organisations'],
    retry: false,
    queryFn: async () => {
      try {
        return organisationListSchema.parse(await api.get('organisations').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/** One organisation with the alumni who serve there and its contacts. */
export function useOrganisationRecord(id: string) {
  return useQuery({
    queryKey: ['organisation', id],
    retry: false,
    queryFn: async () => {
      try {
        return organisationRecordViewSchema.parse(
          await api.get(`organisations/${encodeURIComponent(id)}`).json(),
        );
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/** Field errors of the form (the client's check, or the server's 422 on the fields it names). */
export class OrganisationFormErrors extends Error {
  constructor(readonly errors: Partial<Record<keyof OrganisationForm, string>>) {
    super('Some fields need attention');
  }
}

/** Creates (no `editing`) or saves an organisation; throws OrganisationFormErrors on a field. */
export async function saveOrganisation(
  form: OrganisationForm,
  editing?: Pick<OrganisationView, 'id' | 'version'>,
): Promise<OrganisationView> {
  const outcome = organisationInputOf(form);
  if (!outcome.ok) throw new OrganisationFormErrors(outcome.errors);
  try {
    const response = editing
      ? api.put(`organisations/${encodeURIComponent(editing.id)}`, {
          json: outcome.input,
          headers: { 'if-match': String(editing.version) },
        })
      : api.post('organisations', { json: outcome.input });
    return organisationViewSchema.parse(await response.json());
  } catch (caught) {
    const failure = await failureOf(caught);
    if (failure.status === 422) {
      const errors: Partial<Record<keyof OrganisationForm, string>> = {};
      for (const detail of bodyList(failure.body, 'details')) {
        const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
        const field = typeof param === 'string' ? formFieldOf(param) : undefined;
        if (field && typeof message === 'string') errors[field] = message;
      }
      if (Object.keys(errors).length > 0) throw new OrganisationFormErrors(errors);
    }
    throw new Error(bodyMessage(failure.body) ?? 'The organisation could not be saved');
  }
}
