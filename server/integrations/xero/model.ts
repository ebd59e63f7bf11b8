import { z } from 'zod';
import { XeroError } from './errors';

// What the sync sends to Xero and reads back (money in pence here, pounds there), the answers'
// schemas (the SDK's deserialised models, camelCase, checked with zod), and the API it uses.

/** One record of a batch: created (with Xero's id) or refused (with Xero's messages). */
export type XeroOutcome = { ok: true; xeroId: string } | { ok: false; messages: string[] };

export interface XeroLine {
  description: string;
  amountPence: number;
}
export interface NewXeroContact {
  contactNumber: string;
  name: string;
  firstName: string;
  lastName: string;
  email?: string;
}
export interface NewXeroInvoice {
  contactId: string;
  number: string;
  reference: string;
  issuedOn: string;
  dueOn: string;
  lines: XeroLine[];
}
export interface NewXeroCreditNote {
  contactId: string;
  number: string;
  reference: string;
  issuedOn: string;
  lines: XeroLine[];
  /** Xero's id of the invoice it credits (set against it once created). */
  invoiceId: string;
  amountPence: number;
}
export interface NewXeroPayment {
  invoiceId: string;
  paidOn: string;
  amountPence: number;
  reference: string;
}

export const validationErrors = z
  .array(z.object({ message: z.string().optional() }).loose())
  .nullish()
  .transform((errors) => (errors ?? []).flatMap((error) => (error.message ? [error.message] : [])));
const day = z
  .union([z.date(), z.string()])
  .nullish()
  .transform((value) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? '').slice(0, 10),
  );
const created = {
  statusAttributeString: z.string().nullish(),
  hasErrors: z.boolean().nullish(),
  validationErrors,
};
export const contactSchema = z
  .object({
    contactID: z.string().nullish(),
    contactNumber: z.string().nullish(),
    name: z.string().nullish(),
    ...created,
  })
  .loose();
export const paymentSchema = z
  .object({
    paymentID: z.string().nullish(),
    date: day,
    amount: z.number().nullish(),
    reference: z.string().nullish(),
    ...created,
  })
  .loose();
export const invoiceSchema = z
  .object({
    invoiceID: z.string().nullish(),
    invoiceNumber: z.string().nullish(),
    status: z.string().nullish(),
    amountDue: z.number().nullish(),
    amountPaid: z.number().nullish(),
    payments: z.array(paymentSchema).nullish(),
    ...created,
  })
  .loose();
export const creditNoteSchema = z
  .object({
    creditNoteID: z.string().nullish(),
    creditNoteNumber: z.string().nullish(),
    remainingCredit: z.number().nullish(),
    ...created,
  })
  .loose();

export type XeroPayment = {
  paymentId: string;
  paidOn: string;
  amountPence: number;
  reference: string;
};
/** An invoice as read back: its id, number, status and the payments Xero holds against it. */
export interface XeroInvoice {
  invoiceId: string;
  number: string;
  status: string;
  amountDuePence: number;
  payments: XeroPayment[];
}

export const pence = (pounds: number | null | undefined) => Math.round((pounds ?? 0) * 100);
export const pounds = (amountPence: number) => amountPence / 100;

export interface XeroApi {
  /** Contacts whose ContactNumber is one of these (GET /Contacts?where=…). */
  contactsByNumber(numbers: readonly string[]): Promise<Map<string, string>>;
  /** PUT /Contacts (create only). */
  createContacts(
    contacts: readonly NewXeroContact[],
    key: string,
    summarize?: boolean,
  ): Promise<XeroOutcome[]>;
  /** PUT /Invoices (create only; never the upserting POST), as AUTHORISED receivables. */
  createInvoices(
    invoices: readonly NewXeroInvoice[],
    key: string,
    summarize?: boolean,
  ): Promise<XeroOutcome[]>;
  /** PUT /CreditNotes (create only), as AUTHORISED receivable credits. */
  createCreditNotes(
    notes: readonly NewXeroCreditNote[],
    key: string,
    summarize?: boolean,
  ): Promise<XeroOutcome[]>;
  /** PUT /Payments against invoices, into the bank account configured. */
  createPayments(
    payments: readonly NewXeroPayment[],
    key: string,
    summarize?: boolean,
  ): Promise<XeroOutcome[]>;
  /** Invoices by our numbers, or by Xero's ids: status, amount due and payments. */
  invoicesByNumber(numbers: readonly string[]): Promise<XeroInvoice[]>;
  invoicesById(ids: readonly string[]): Promise<XeroInvoice[]>;
  /** Credit notes by our numbers (number → Xero's id). */
  creditNotesByNumber(numbers: readonly string[]): Promise<Map<string, XeroCreditNote>>;
  /** PUT /CreditNotes/{id}/Allocations: sets (part of) a credit note against an invoice. */
  allocateCreditNote(creditNoteId: string, allocation: XeroAllocation, key: string): Promise<void>;
}

/** A credit note as found in Xero: its id and the credit not yet set against an invoice. */
export interface XeroCreditNote {
  creditNoteId: string;
  remainingPence: number;
}
export interface XeroAllocation {
  invoiceId: string;
  amountPence: number;
  day: string;
}

/** A where clause naming a field equal to any of the values (quotes refused: our ids have none). */
export function anyOf(field: string, values: readonly string[]): string {
  return values.map((value) => `${field}=="${value.replaceAll('"', '')}"`).join(' OR ');
}

/** The outcome of each record a batch answered, in order. */
export function outcomes<
  T extends {
    statusAttributeString?: string | null;
    hasErrors?: boolean | null;
    validationErrors: string[];
  },
>(items: T[], idOf: (item: T) => string | null | undefined, expected: number): XeroOutcome[] {
  if (items.length !== expected) {
    throw new XeroError(200, [`Xero answered ${items.length} records for ${expected} sent`]);
  }
  return items.map((item) => {
    const id = idOf(item);
    const failed =
      item.statusAttributeString === 'ERROR' || item.hasErrors || item.validationErrors.length > 0;
    if (failed || !id) {
      return {
        ok: false,
        messages: item.validationErrors.length > 0 ? item.validationErrors : ['Xero refused it'],
      };
    }
    return { ok: true, xeroId: id };
  });
}
