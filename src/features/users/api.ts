import { useQuery } from '@tanstack/react-query';
import { api, failureOf, messageOfFailure } from '../../api/client';
import { fetchAll } from '../../api/entities';
import { bodyMessage, fieldMessages } from '../../domain/errors/api-error-body';
import type { StoredUser } from '../../domain/records/user';
import type { UserFormValues } from '../../domain/users/form';
import { bodyOfUserForm } from '../../domain/users/form';
import type { UserHistoryEntry } from '../../domain/users/schemas';

/** A user account as the API answers it. */
export type UserAccount = StoredUser;

const FORM_FIELDS = ['name', 'email', 'template', 'hubId', 'programme', 'claims'] as const;

/** Field errors of a refused save (422 or 409 on the e-mail), shown under their fields. */
export class UserFormErrors extends Error {
  constructor(readonly errors: Partial<Record<keyof UserFormValues, string>>) {
    super('Some fields need attention');
  }
}

async function asQueryError(work: Promise<unknown>) {
  try {
    return await work;
  } catch (failure) {
    throw new Error(await messageOfFailure(failure));
  }
}

/** One account (the generic users entity). */
export function useUserAccount(id: string) {
  return useQuery({
    queryKey: ['user', id],
    retry: false,
    // Asked afresh at each visit: an account changes under other screens (log in as, resets).
    staleTime: 0,
    queryFn: () =>
      asQueryError(api.get(`users/${encodeURIComponent(id)}`).json()) as Promise<UserAccount>,
  });
}

/** An account's history from the audit log: who created, changed, deactivated or acted as it. */
export function useUserHistory(id: string) {
  return useQuery({
    queryKey: ['user-history', id],
    retry: false,
    staleTime: 0,
    queryFn: async () =>
      (
        (await asQueryError(api.get(`accounts/${encodeURIComponent(id)}/history`).json())) as {
          items: UserHistoryEntry[];
        }
      ).items,
  });
}

/** The hubs and programmes the role templates ask for. */
export function useUserChoices() {
  return useQuery({
    queryKey: ['user-choices'],
    queryFn: async () => ({
      hubs: await fetchAll<{ id: string; name: string }>('hubs'),
      programmes: await fetchAll<{ id: string; name: string }>('programmes'),
    }),
  });
}

async function refusal(caught: unknown, what: string): Promise<never> {
  const failure = await failureOf(caught);
  if (failure.status === 422 || failure.status === 409 || failure.status === 403) {
    const fields = fieldMessages(failure.body, FORM_FIELDS);
    if (Object.keys(fields).length > 0) throw new UserFormErrors(fields);
  }
  throw new Error(bodyMessage(failure.body) ?? `The ${what} could not be saved`);
}

/** Creates an account, or saves one (with its version); field refusals as UserFormErrors. */
export async function saveUser(
  values: UserFormValues,
  editing?: UserAccount,
): Promise<UserAccount> {
  const body = bodyOfUserForm(values);
  try {
    if (!editing) {
      if (!body.template) throw new UserFormErrors({ template: 'Choose a role template' });
      return await api.post('accounts', { json: body }).json<UserAccount>();
    }
    return await api
      .put(`accounts/${encodeURIComponent(editing.id)}`, {
        json: { ...body, version: editing.version },
      })
      .json<UserAccount>();
  } catch (caught) {
    if (caught instanceof UserFormErrors) throw caught;
    return refusal(caught, 'user');
  }
}

/** Deactivates or reactivates an account. */
export async function setUserActive(user: UserAccount, active: boolean): Promise<UserAccount> {
  try {
    return await api
      .post(`accounts/${encodeURIComponent(user.id)}/active`, {
        json: { active, version: user.version },
      })
      .json<UserAccount>();
  } catch (caught) {
    throw new Error(await messageOfFailure(caught));
  }
}

/** Mails the account a link to set its password (POST /api/auth/reset). */
export async function sendPasswordReset(user: Pick<UserAccount, 'id'>): Promise<void> {
  try {
    await api.post('auth/reset', { json: { id: user.id } });
  } catch (caught) {
    throw new Error(await messageOfFailure(caught));
  }
}
