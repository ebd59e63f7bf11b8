import { z } from 'zod';
import { MESSAGES } from '../errors/catalogue';

/** Exactly seven ASCII digits (spec §5). */
export const PARTNER_ID_PATTERN = /^\d{7}$/;

/**
 * Partner-institution student ID: exactly 7 digits after trimming surrounding spaces (spec §5),
 * failing with 'Partner ID must be a 7-digit number'. Leading zeros count: it stays a string.
 */
export const partnerIdSchema = z
  .string({ error: MESSAGES.PARTNER_ID })
  .trim()
  .regex(PARTNER_ID_PATTERN, MESSAGES.PARTNER_ID);
export type PartnerId = z.infer<typeof partnerIdSchema>;

/** True when value is a valid partner ID (a string of exactly 7 digits, spaces around allowed). */
export function isValidPartnerId(value: unknown): boolean {
  return partnerIdSchema.safeParse(value).success;
}
