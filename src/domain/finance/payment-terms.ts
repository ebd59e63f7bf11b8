import { z } from 'zod';

/** Fee types that decide which payment terms are offered (spec §9). */
export const FEE_TYPES = ['normal', 'modular', 'dissertation'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const feeTypeSchema = z.enum(FEE_TYPES);

/** Every payment term a student can choose; 'normal' fees offer them all (spec §9). */
export const ALL_PAYMENT_TERMS = ['InFull', 'Monthly', 'Termly', 'Student Loan'] as const;
export type PaymentTerm = (typeof ALL_PAYMENT_TERMS)[number];
export const paymentTermSchema = z.enum(ALL_PAYMENT_TERMS);

/** Payment terms offered for each fee type (spec §9). */
export const PAYMENT_TERMS = {
  normal: ALL_PAYMENT_TERMS,
  modular: ['InFull', 'Monthly'],
  dissertation: ['InFull'],
} as const satisfies Record<FeeType, readonly PaymentTerm[]>;

/** Fee class charged for a payment term; InFull has none (spec §9). */
export const FEE_CLASSES = {
  Monthly: 'admin10',
  Termly: 'admin3',
  'Student Loan': 'studentloan',
} as const satisfies Partial<Record<PaymentTerm, string>>;
export type FeeClass = (typeof FEE_CLASSES)[keyof typeof FEE_CLASSES];

/** Type guard for fee types read from data. */
export function isFeeType(value: unknown): value is FeeType {
  return feeTypeSchema.safeParse(value).success;
}

/** Payment terms offered for a fee type; empty for an unknown fee type. */
export function paymentTermsFor(feeType: string): readonly PaymentTerm[] {
  return isFeeType(feeType) ? PAYMENT_TERMS[feeType] : [];
}

/** Fee class of a payment term (admin10, admin3, studentloan); undefined for InFull or unknown. */
export function feeClassOf(term: string): FeeClass | undefined {
  return Object.hasOwn(FEE_CLASSES, term)
    ? FEE_CLASSES[term as keyof typeof FEE_CLASSES]
    : undefined;
}
