import { z } from 'zod';
import { formatMoney } from '../format/numbers';

// Recording a payment against an invoice (spec §2.3 `finance/invoices`): what finance staff type,
// checked alike in the dialog and on the server. Money is integer pence.

/** How a payment reached the college (the demo seed's methods). */
export const PAYMENT_METHODS = [
  'Card',
  'Bank transfer',
  'Direct debit',
  'Student Loan',
  'Bursary',
] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * The method of a deposit recorded by admissions (spec §9 payment types: Deposit): it names no
 * invoice and is spread over the student's invoices, oldest first.
 */
export const DEPOSIT_METHOD = 'Deposit';

/** The body of a payment: amount in pence, the day it was paid, how, and the bank's reference. */
export const paymentBodySchema = z
  .object({
    amountPence: z
      .int('An amount in pence')
      .positive('A payment is more than £0.00')
      .max(100_000_000, 'A payment is at most £1,000,000.00'),
    paidOn: z.iso.date('A date as YYYY-MM-DD'),
    method: paymentMethodSchema,
    reference: z.string().trim().max(100).optional(),
  })
  .strict();
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/** A problem with a payment against what is due: the field and what is wrong, or undefined. */
export function paymentProblem(
  payment: Pick<PaymentBody, 'amountPence' | 'paidOn'>,
  balancePence: number,
  today: string,
): { param: 'amountPence' | 'paidOn'; message: string } | undefined {
  if (payment.paidOn > today) {
    return { param: 'paidOn', message: 'A payment cannot be dated after today' };
  }
  if (payment.amountPence > balancePence) {
    return {
      param: 'amountPence',
      message:
        balancePence > 0
          ? `At most ${formatMoney(balancePence)} is due on this invoice`
          : 'Nothing is due on this invoice',
    };
  }
  return undefined;
}
