import type { ConsentBody } from '../domain/consents/records';
import { bodyMessage, fieldMessages } from '../domain/errors/api-error-body';
import { api, failureOf } from './client';

/** The fields of a consent a person records (the person is the screen's). */
export const CONSENT_FORM_FIELDS = ['purpose', 'source', 'givenOn'] as const;
export type ConsentFormField = (typeof CONSENT_FORM_FIELDS)[number];

/**
 * POST /api/consents (role:manager): nothing when recorded, the message of each field the
 * server refused (422); any other refusal throws with the server's message.
 */
export async function recordConsent(
  body: ConsentBody,
): Promise<Partial<Record<ConsentFormField, string>> | undefined> {
  try {
    await api.post('consents', { json: body });
    return undefined;
  } catch (caught) {
    const failure = await failureOf(caught);
    const fielded = fieldMessages(failure.body, CONSENT_FORM_FIELDS);
    if (failure.status === 422 && Object.keys(fielded).length > 0) return fielded;
    throw new Error(bodyMessage(failure.body) ?? 'The consent could not be recorded');
  }
}
