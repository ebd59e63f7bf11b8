/**
 * What a person may be contacted for (GDPR consents, issue 20): each purpose is consented to,
 * and withdrawn, on its own.
 */
export const CONSENT_PURPOSES = ['Marketing e-mail', 'Post', 'Phone', 'Fundraising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Whose consent it is: a contact, a student or alumnus, or a potential student. */
export const CONSENT_PERSON_KINDS = ['contact', 'student', 'potential-student'] as const;
export type ConsentPersonKind = (typeof CONSENT_PERSON_KINDS)[number];

/** The parts of a consent that decide whether it holds. */
export interface ConsentTerms {
  purpose: string;
  givenOn: string;
  withdrawnOn?: string | null | undefined;
}

/**
 * True when the consent holds on the day (ISO dates compare as strings): given on or before it,
 * and not withdrawn on or before it. A withdrawal takes effect the day it is recorded.
 */
export function consentHolds(consent: ConsentTerms, on: string): boolean {
  if (consent.givenOn > on) return false;
  return !consent.withdrawnOn || consent.withdrawnOn > on;
}

/**
 * True when one of the person's consents for the purpose holds on the day: what every export
 * and mailing list that needs a consent checks before it includes someone.
 */
export function mayContactFor(
  consents: readonly ConsentTerms[],
  purpose: ConsentPurpose,
  on: string,
): boolean {
  return consents.some((consent) => consent.purpose === purpose && consentHolds(consent, on));
}
