import { z } from 'zod';

/** Bursaries a student can apply for (spec §9). */
export const BURSARY_APPLICATION_TYPES = ['General Bursary', "Principal's Bursary"] as const;
export type BursaryApplicationType = (typeof BURSARY_APPLICATION_TYPES)[number];
export const bursaryApplicationTypeSchema = z.enum(BURSARY_APPLICATION_TYPES);

/** All bursary types: the application types plus those the college awards itself (spec §9). */
export const BURSARY_TYPES = [
  ...BURSARY_APPLICATION_TYPES,
  'Staff Discount',
  'Discretionary Discount',
  'Matched Funding',
  'GDSM Bursary',
] as const;
export type BursaryType = (typeof BURSARY_TYPES)[number];
export const bursaryTypeSchema = z.enum(BURSARY_TYPES);

/** Kinds of payment (spec §9). */
export const PAYMENT_TYPES = ['Deposit', 'In full', 'Instalment'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
