import { z } from 'zod';
import { ALL_PAYMENT_TERMS } from '../finance/payment-terms';
import { defineStudentForm, optionsOf } from './define';
import { choice, optionalText, requiredLongText, requiredText } from './fields';

// Students' finance requests (spec §2.3 `finance`, §2.5 forms area; issue 19 "Finance requests"):
// a change of payment plan for a year, and a word about difficulty paying. Finance staff decide
// them in their queue; the `financeRequests` switch decides whether they exist.

/** The request types finance staff decide (the others are the registry's). */
export const FINANCE_REQUEST_TYPES = ['plan-change', 'payment-difficulty'] as const;
export type FinanceRequestType = (typeof FINANCE_REQUEST_TYPES)[number];

/** True for a request type finance decides. */
export function isFinanceRequestType(type: string): type is FinanceRequestType {
  return (FINANCE_REQUEST_TYPES as readonly string[]).includes(type);
}

/** How each payment term reads on the form (spec §9 payment terms). */
export const PAYMENT_TERM_LABELS = {
  InFull: 'In full',
  Monthly: 'Monthly',
  Termly: 'Termly',
  'Student Loan': 'Student Loan',
} as const satisfies Record<(typeof ALL_PAYMENT_TERMS)[number], string>;

const ACADEMIC_YEAR = /^\d{4}-\d{2}$/;

/**
 * A change of payment plan: the academic year, the new term, the Student Loans Company
 * reference when the term is Student Loan, and why. Whether the term is offered for the
 * student's programme (spec §9) is the server's check, which knows the programme.
 */
export const planChangeRequestSchema = z
  .object({
    academicYear: requiredText('Choose the academic year').regex(ACADEMIC_YEAR, {
      error: 'Choose the academic year',
    }),
    paymentTerm: choice(ALL_PAYMENT_TERMS, 'Choose the payment plan you would like'),
    loanReference: optionalText(40),
    reason: requiredLongText('Tell us why you would like to change your plan'),
  })
  .refine((value) => value.paymentTerm !== 'Student Loan' || Boolean(value.loanReference), {
    path: ['loanReference'],
    message: 'Enter your Student Loans Company reference',
  });
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** The change-of-plan form (a student request, type plan-change). */
export const planChangeRequestForm = defineStudentForm({
  id: 'plan-change',
  title: 'Change your payment plan',
  description:
    'Ask to pay a year’s fees on another plan. If the year is already invoiced, finance credits what is unpaid and invoices the rest on the new plan.',
  schema: planChangeRequestSchema,
  fields: [
    {
      name: 'academicYear',
      label: 'Academic year',
      type: 'select',
      optionsFrom: 'academic-years',
    },
    {
      name: 'paymentTerm',
      label: 'New payment plan',
      type: 'select',
      options: ALL_PAYMENT_TERMS.map((term) => ({ value: term, label: PAYMENT_TERM_LABELS[term] })),
      help: 'Your programme may not offer every plan; finance will tell you',
    },
    {
      name: 'loanReference',
      label: 'Student loan reference',
      help: 'Needed for the Student Loan plan: the reference on your Student Loans Company letter',
    },
    { name: 'reason', label: 'Why you would like to change', type: 'textarea', cols: 12 },
  ],
});

/** What is making payment hard (payment-difficulty requests). */
export const PAYMENT_DIFFICULTIES = [
  'A change in income',
  'Unexpected costs',
  'Health or family circumstances',
  'A delay in student finance',
  'Other',
] as const;

/** A word about difficulty paying: what is hard, and what the student proposes. */
export const paymentDifficultyRequestSchema = z.object({
  difficulty: choice(PAYMENT_DIFFICULTIES, 'Choose what is making payment hard'),
  details: requiredLongText('Tell us what is making payment hard'),
  proposal: requiredLongText('Tell us what you propose, for example smaller instalments'),
});
export type PaymentDifficultyRequest = z.infer<typeof paymentDifficultyRequestSchema>;

/** The payment-difficulty form (a student request, type payment-difficulty). */
export const paymentDifficultyRequestForm = defineStudentForm({
  id: 'payment-difficulty',
  title: 'Difficulty paying',
  description:
    'If paying your fees has become hard, tell us. Finance will reply in confidence and look for a way forward with you.',
  schema: paymentDifficultyRequestSchema,
  fields: [
    {
      name: 'difficulty',
      label: 'What is making payment hard',
      type: 'select',
      options: optionsOf(PAYMENT_DIFFICULTIES),
    },
    { name: 'details', label: 'Your circumstances', type: 'textarea', cols: 12 },
    { name: 'proposal', label: 'What you propose', type: 'textarea', cols: 12 },
  ],
});
