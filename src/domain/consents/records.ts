import { z } from 'zod';
import { CONSENT_PERSON_KINDS, CONSENT_PURPOSES, consentHolds } from './consent';

/** Where a consent was given (what the form, call or event was). */
export const CONSENT_SOURCES = [
  'Paper form',
  'Website form',
  'E-mail',
  'Phone call',
  'Event',
  'Application form',
] as const;

const isoDate = z.iso.date('Enter a date');

/** POST /api/consents: one person's consent to one purpose (a manager records it). */
export const consentBodySchema = z.object({
  personKind: z.enum(CONSENT_PERSON_KINDS),
  personId: z.string().trim().min(1, 'Choose the person').max(100),
  purpose: z.enum(CONSENT_PURPOSES, 'Choose the purpose'),
  source: z.enum(CONSENT_SOURCES, 'Choose where it was given'),
  givenOn: isoDate,
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** POST /api/consents/{id}/withdraw: the day it was withdrawn and why. */
export const withdrawalBodySchema = z.object({
  withdrawnOn: isoDate,
  reason: z.string().trim().min(1, 'Say why it was withdrawn').max(500),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

/** A consent as the API answers. */
export const consentRowSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  personKind: z.enum(CONSENT_PERSON_KINDS),
  personId: z.string(),
  personName: z.string(),
  purpose: z.string(),
  source: z.string(),
  givenOn: z.string(),
  withdrawnOn: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsentRow = z.infer<typeof consentRowSchema>;

export const consentListSchema = z.object({ items: z.array(consentRowSchema), total: z.number() });
export type ConsentList = z.infer<typeof consentListSchema>;

/** A consent's state on a day, as lists show it. */
export function consentState(
  consent: Pick<ConsentRow, 'purpose' | 'givenOn' | 'withdrawnOn'>,
  today: string,
): 'Holds' | 'Withdrawn' | 'Not yet' {
  if (consentHolds(consent, today)) return 'Holds';
  return consent.withdrawnOn && consent.withdrawnOn <= today ? 'Withdrawn' : 'Not yet';
}

/** Why a consent cannot be given with this date: after today (nothing when it can). */
export function givenProblem(body: Pick<ConsentBody, 'givenOn'>, today: string) {
  if (body.givenOn > today)
    return { param: 'givenOn', message: 'A consent cannot be given after today' };
  return undefined;
}

/**
 * Why a consent cannot be withdrawn so: withdrawn already (the first withdrawal stands), a date
 * before it was given or after today. Nothing when it can.
 */
export function withdrawalProblem(
  consent: Pick<ConsentRow, 'givenOn' | 'withdrawnOn'>,
  body: Pick<WithdrawalBody, 'withdrawnOn'>,
  today: string,
): { param: string; message: string; conflict?: true } | undefined {
  if (consent.withdrawnOn)
    return { param: 'withdrawnOn', message: 'This consent is already withdrawn', conflict: true };
  if (body.withdrawnOn > today)
    return { param: 'withdrawnOn', message: 'A withdrawal cannot be dated after today' };
  if (body.withdrawnOn < consent.givenOn)
    return { param: 'withdrawnOn', message: 'A withdrawal cannot be dated before the consent' };
  return undefined;
}
