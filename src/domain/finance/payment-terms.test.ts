import { describe, expect, it } from 'vitest';
import {
  ALL_PAYMENT_TERMS,
  FEE_CLASSES,
  FEE_TYPES,
  feeClassOf,
  isFeeType,
  PAYMENT_TERMS,
  paymentTermSchema,
  paymentTermsFor,
} from './payment-terms';

describe('payment terms by fee type (spec §9)', () => {
  it.each([
    ['normal', ['InFull', 'Monthly', 'Termly', 'Student Loan']],
    ['modular', ['InFull', 'Monthly']],
    ['dissertation', ['InFull']],
  ])('%s offers %j', (feeType, terms) => {
    expect(paymentTermsFor(feeType)).toEqual(terms);
    expect(PAYMENT_TERMS[feeType as keyof typeof PAYMENT_TERMS]).toEqual(terms);
  });

  it('offers nothing for an unknown fee type', () => {
    expect(paymentTermsFor('premium')).toEqual([]);
    expect(paymentTermsFor('toString')).toEqual([]);
  });

  it('lists fee types and all terms once', () => {
    expect(FEE_TYPES).toEqual(['normal', 'modular', 'dissertation']);
    expect(ALL_PAYMENT_TERMS).toEqual(['InFull', 'Monthly', 'Termly', 'Student Loan']);
    expect(isFeeType('modular')).toBe(true);
    expect(isFeeType('Modular')).toBe(false);
    expect(paymentTermSchema.safeParse('Termly').success).toBe(true);
    expect(paymentTermSchema.safeParse('Weekly').success).toBe(false);
  });
});

describe('fee classes (spec §9)', () => {
  it.each([
    ['Monthly', 'admin10'],
    ['Termly', 'admin3'],
    ['Student Loan', 'studentloan'],
  ])('%s → %s', (term, feeClass) => {
    expect(feeClassOf(term)).toBe(feeClass);
  });

  it.each(['InFull', 'Monthly-Sept', 'monthly', '', 'constructor'])('%s → none', (term) => {
    expect(feeClassOf(term)).toBeUndefined();
  });

  it('has exactly three fee classes', () => {
    expect(Object.keys(FEE_CLASSES)).toEqual(['Monthly', 'Termly', 'Student Loan']);
  });
});
