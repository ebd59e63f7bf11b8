import { describe, expect, it } from 'vitest';
import {
  BURSARY_APPLICATION_TYPES,
  BURSARY_TYPES,
  bursaryApplicationTypeSchema,
  bursaryTypeSchema,
  PAYMENT_TYPES,
  paymentTypeSchema,
} from './bursaries';

describe('bursary and payment types (spec §9)', () => {
  it('lists the bursary application types', () => {
    expect(BURSARY_APPLICATION_TYPES).toEqual(['General Bursary', "Principal's Bursary"]);
  });

  it('lists the bursary types: application types plus four more', () => {
    expect(BURSARY_TYPES).toEqual([
      'General Bursary',
      "Principal's Bursary",
      'Staff Discount',
      'Discretionary Discount',
      'Matched Funding',
      'GDSM Bursary',
    ]);
  });

  it('lists the payment types', () => {
    expect(PAYMENT_TYPES).toEqual(['Deposit', 'In full', 'Instalment']);
  });

  it('validates with the zod enums', () => {
    expect(bursaryApplicationTypeSchema.safeParse('Staff Discount').success).toBe(false);
    expect(bursaryTypeSchema.safeParse('Staff Discount').success).toBe(true);
    expect(bursaryTypeSchema.safeParse('general bursary').success).toBe(false);
    expect(paymentTypeSchema.safeParse('In full').success).toBe(true);
    expect(paymentTypeSchema.safeParse('InFull').success).toBe(false);
  });
});
