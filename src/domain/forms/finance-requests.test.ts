import { describe, expect, it } from 'vitest';
import {
  FINANCE_REQUEST_TYPES,
  isFinanceRequestType,
  paymentDifficultyRequestSchema,
  planChangeRequestForm,
  planChangeRequestSchema,
} from './finance-requests';
import { requestDetails } from './request-details';
import { isStudentRequestType, requestTypeLabel } from './request-types';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('finance request types', () => {
  it('are student request types that finance decides', () => {
    expect(FINANCE_REQUEST_TYPES).toEqual(['plan-change', 'payment-difficulty']);
    for (const type of FINANCE_REQUEST_TYPES) expect(isStudentRequestType(type)).toBe(true);
    expect(isFinanceRequestType('plan-change')).toBe(true);
    expect(isFinanceRequestType('recording')).toBe(false);
    expect(requestTypeLabel('plan-change')).toBe('Change of payment plan');
    expect(requestTypeLabel('payment-difficulty')).toBe('Difficulty paying');
  });
});

describe('planChangeRequestSchema', () => {
  const asked = { academicYear: '2026-27', paymentTerm: 'Termly', reason: 'Cash flow' };

  it('takes a year, a term and a reason', () => {
    expect(planChangeRequestSchema.parse(asked)).toEqual(asked);
  });

  it('names every missing answer', () => {
    expect(messages(planChangeRequestSchema.safeParse({}))).toEqual([
      ['academicYear', 'Choose the academic year'],
      ['paymentTerm', 'Choose the payment plan you would like'],
      ['reason', 'Tell us why you would like to change your plan'],
    ]);
    expect(
      messages(
        planChangeRequestSchema.safeParse({
          ...asked,
          academicYear: '2026',
          paymentTerm: 'Weekly',
        }),
      ),
    ).toEqual([
      ['academicYear', 'Choose the academic year'],
      ['paymentTerm', 'Choose the payment plan you would like'],
    ]);
  });

  it('needs the loan reference for a Student Loan plan only', () => {
    const loan = { ...asked, paymentTerm: 'Student Loan' };
    expect(messages(planChangeRequestSchema.safeParse(loan))).toEqual([
      ['loanReference', 'Enter your Student Loans Company reference'],
    ]);
    expect(messages(planChangeRequestSchema.safeParse({ ...loan, loanReference: '  ' }))).toEqual([
      ['loanReference', 'Enter your Student Loans Company reference'],
    ]);
    expect(planChangeRequestSchema.parse({ ...loan, loanReference: 'SLC-1' }).loanReference).toBe(
      'SLC-1',
    );
  });

  it('reads back to staff with the form labels', () => {
    expect(requestDetails('plan-change', { ...asked, paymentTerm: 'InFull' })).toEqual([
      { label: 'Academic year', value: '2026-27' },
      { label: 'New payment plan', value: 'In full' },
      { label: 'Why you would like to change', value: 'Cash flow' },
    ]);
    expect(planChangeRequestForm.fields.find((f) => f.name === 'academicYear')?.optionsFrom).toBe(
      'academic-years',
    );
  });
});

describe('paymentDifficultyRequestSchema', () => {
  it('needs what is hard and what the student proposes', () => {
    expect(messages(paymentDifficultyRequestSchema.safeParse({}))).toEqual([
      ['difficulty', 'Choose what is making payment hard'],
      ['details', 'Tell us what is making payment hard'],
      ['proposal', 'Tell us what you propose, for example smaller instalments'],
    ]);
    const told = {
      difficulty: 'Unexpected costs',
      details: 'The car broke down.',
      proposal: 'Pay March in April.',
    };
    expect(paymentDifficultyRequestSchema.parse(told)).toEqual(told);
  });
});
