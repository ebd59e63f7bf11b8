import { z } from 'zod';

/** Reasons for interrupting studies with their statutory return codes (spec §9). */
export const INTERRUPTION_CATEGORIES = [
  { code: '03', label: 'Transferring to another Institution' },
  { code: '04', label: 'Health Reasons' },
  { code: '06', label: 'Financial Reasons' },
  { code: '07', label: 'Personal Reasons' },
  { code: '10', label: 'Gone into Employment' },
  { code: '11', label: 'Other' },
] as const;
export type InterruptionCategory = (typeof INTERRUPTION_CATEGORIES)[number];
export type InterruptionCode = InterruptionCategory['code'];
export type InterruptionLabel = InterruptionCategory['label'];

// Codes are two-digit strings: the leading zero is part of the code.
export const interruptionCodeSchema = z.enum(INTERRUPTION_CATEGORIES.map((c) => c.code));

/** The label for an interruption code ('04' → 'Health Reasons'), else undefined. */
export function interruptionLabel(code: string | null | undefined): InterruptionLabel | undefined {
  return INTERRUPTION_CATEGORIES.find((c) => c.code === code?.trim())?.label;
}

/** The code for an interruption label, ignoring case and surrounding spaces, else undefined. */
export function interruptionCode(label: string | null | undefined): InterruptionCode | undefined {
  const wanted = label?.trim().toLowerCase();
  return INTERRUPTION_CATEGORIES.find((c) => c.label.toLowerCase() === wanted)?.code;
}
