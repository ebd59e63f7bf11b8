import type { InvoiceListRow } from './invoice-list';
import { type PaymentBody, paymentBodySchema } from './payments';
import type { InstalmentLine } from './statement';

// The invoice record (spec §2.3 `finance/invoices`) as the server answers it and the screen and
// the PDF read it, and the "Record payment" form's values as typed (pounds) turned into the
// payment body (pence) with the payment's own schema. Money is integer pence.

/** A payment as the record lists it. */
export interface RecordPayment {
  id: string;
  paidOn: string;
  amountPence: number;
  method: string;
  reference: string | null;
}

/** A credit note on the invoice. */
export interface RecordCreditNote {
  id: string;
  number: string;
  issuedOn: string;
  amountPence: number;
  reason: string;
}

/** One audit entry of the invoice, its payments or its credit notes: who did what, when. */
export interface RecordHistoryEntry {
  id: number;
  at: string;
  who: string | null;
  /** invoice, payment or credit note. */
  subject: 'invoice' | 'payment' | 'credit note';
  action: string;
  /** The changed fields, `field: before → after`, in words. */
  summary: string;
}

/** GET finance/invoices/:id. */
export interface InvoiceRecordView extends InvoiceListRow {
  intakeDate: string | null;
  /** The engagement a tuition invoice is for (its payment plan is changed there). */
  engagementId: string | null;
  student: { id: string; name: string; email: string; hubId: string; programmeCode: string };
  /** What it charges; an admin fee line names its fee class (itemCode). */
  lines: { description: string; amountPence: number; itemCode?: string }[];
  /** The instalments of the plan with what payments and credit notes cover of each. */
  plan: InstalmentLine[];
  payments: RecordPayment[];
  /** The student's payments naming no invoice (deposits), spread over the oldest invoices. */
  deposits: RecordPayment[];
  /** How much of those deposits this invoice received (part of paidPence). */
  allocatedPence: number;
  creditNotes: RecordCreditNote[];
  history: RecordHistoryEntry[];
}

/** The "Record payment" form as typed: the amount in pounds. */
export interface PaymentFormValues {
  amount: string;
  paidOn: string;
  method: string;
  reference: string;
}

/** "250", "250.5", "£1,250.50" → pence; undefined when it is not an amount of money. */
export function penceOfPounds(typed: string): number | undefined {
  const match = /^(-)?£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  const pounds = Number((match[2] ?? '').replaceAll(',', ''));
  const pence = pounds * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return undefined;
  return match[1] ? -pence : pence;
}

/** Which form field a payment body's field is typed in. */
export const PAYMENT_FORM_FIELD: Record<keyof PaymentBody, keyof PaymentFormValues> = {
  amountPence: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  reference: 'reference',
};

/**
 * The payment body of the typed form, checked by `paymentBodySchema`; or the problems, one per
 * form field (the amount's under `amount`).
 */
export function paymentOfForm(
  values: PaymentFormValues,
):
  | { ok: true; body: PaymentBody }
  | { ok: false; errors: Partial<Record<keyof PaymentFormValues, string>> } {
  const pence = penceOfPounds(values.amount);
  const parsed = paymentBodySchema.safeParse({
    amountPence: pence ?? Number.NaN,
    paidOn: values.paidOn.trim(),
    method: values.method,
    ...(values.reference.trim() ? { reference: values.reference } : {}),
  });
  if (parsed.success && pence !== undefined) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof PaymentFormValues, string>> = {};
  if (pence === undefined) errors.amount = 'An amount in pounds, such as 250.00';
  for (const issue of parsed.error?.issues ?? []) {
    const field = PAYMENT_FORM_FIELD[issue.path[0] as keyof PaymentBody];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
