import {
  type Contact,
  type CreditNote,
  CreditNote as CreditNoteModel,
  type Invoice,
  Invoice as InvoiceModel,
  LineAmountTypes,
  type Payment,
  XeroClient,
} from 'xero-node';
import { z } from 'zod';
import { XeroError, xeroErrorOf } from './errors';
import {
  anyOf,
  contactSchema,
  creditNoteSchema,
  invoiceSchema,
  outcomes,
  paymentSchema,
  pence,
  pounds,
  validationErrors,
  type XeroApi,
  type XeroInvoice,
  type XeroLine,
} from './model';

export { messagesOfXeroBody, XeroError, xeroErrorOf } from './errors';
export type * from './model';

// A small typed client of Xero's Accounting API over the official SDK (xero-node), for a Custom
// Connection: one organisation, the client-credentials grant, no tenant id. xero-node posts its
// client-credentials token request to a fixed address, so the token is fetched here from the
// configured identity URL and handed to the SDK (setTokenSet); the API's base path is the SDK's
// own setting. Every answer is checked with zod; every failure is one XeroError. The token never
// leaves this module: it is not logged, not put in errors, and never sent anywhere but to Xero.

/** XERO_CLIENT_ID, XERO_CLIENT_SECRET and where Xero is (tests point them at a local double). */
export interface XeroSettings {
  clientId: string;
  clientSecret: string;
  /** The token endpoint; https://identity.xero.com/connect/token by default. */
  identityUrl?: string;
  /** The Accounting API's base; https://api.xero.com/api.xro/2.0 by default. */
  apiUrl?: string;
  /** Scopes to ask for (space-separated); none: the connection's own. */
  scopes?: string;
  /** The sales account of invoice lines (e.g. 200) and the bank account payments go to. */
  salesAccountCode?: string;
  bankAccountCode?: string;
  /** The tax rate's code on lines (e.g. EXEMPTOUTPUT); none: lines carry no tax. */
  taxType?: string;
}

export const DEFAULT_IDENTITY_URL = 'https://identity.xero.com/connect/token';
export const DEFAULT_API_URL = 'https://api.xero.com/api.xro/2.0';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().default(1800),
  token_type: z.string().default('Bearer'),
});

/** A Xero client for a Custom Connection; each call waits at most `timeoutMs`. */
export function createXeroApi(
  settings: XeroSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): XeroApi {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sdk = new XeroClient({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    grantType: 'client_credentials',
  });
  sdk.accountingApi.basePath = (settings.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  // A Custom Connection names no tenant: the SDK sends an empty xero-tenant-id.
  const tenant = '';
  let expiresAt = 0;

  async function token(): Promise<void> {
    if (Date.now() < expiresAt) return;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (settings.scopes) form.set('scope', settings.scopes);
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await send(settings.identityUrl ?? DEFAULT_IDENTITY_URL, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new XeroError(0, ['Xero’s sign-in service could not be reached']);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = z.object({ error: z.string() }).safeParse(json);
      throw new XeroError(response.status, [
        error.success && error.data.error === 'invalid_client'
          ? 'Xero refused the client id and secret (XERO_CLIENT_ID, XERO_CLIENT_SECRET)'
          : `Xero’s sign-in service answered HTTP ${response.status}`,
      ]);
    }
    const parsed = tokenSchema.safeParse(json);
    if (!parsed.success)
      throw new XeroError(response.status, [
        'Xero’s sign-in service answered something unexpected',
      ]);
    sdk.setTokenSet(parsed.data);
    // A minute's margin: a token never expires in the middle of a batch.
    expiresAt = Date.now() + (parsed.data.expires_in - 60) * 1000;
  }

  /** One SDK call with a fresh token, a time limit, and one new token after a 401. */
  async function call<T>(run: () => Promise<{ body: unknown }>, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      await token();
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          run(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new XeroError(0, ['Xero did not answer in time'])),
              timeoutMs,
            );
          }),
        ]);
        const parsed = schema.safeParse(answer.body);
        if (!parsed.success) throw new XeroError(200, ['Xero answered something unexpected']);
        return parsed.data;
      } catch (reason) {
        const error = xeroErrorOf(reason);
        if (error.status === 401 && attempt === 0) {
          expiresAt = 0;
          continue;
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  const api = sdk.accountingApi;
  const lineItems = (lines: readonly XeroLine[]) =>
    lines.map((line) => ({
      description: line.description,
      quantity: 1,
      unitAmount: pounds(line.amountPence),
      accountCode: settings.salesAccountCode ?? '200',
      ...(settings.taxType ? { taxType: settings.taxType } : {}),
    }));
  const lineAmountTypes = settings.taxType ? LineAmountTypes.Exclusive : LineAmountTypes.NoTax;
  const invoiceOf = (invoice: z.infer<typeof invoiceSchema>): XeroInvoice => ({
    invoiceId: invoice.invoiceID ?? '',
    number: invoice.invoiceNumber ?? '',
    status: invoice.status ?? '',
    amountDuePence: pence(invoice.amountDue),
    payments: (invoice.payments ?? []).map((payment) => ({
      paymentId: payment.paymentID ?? '',
      paidOn: payment.date,
      amountPence: pence(payment.amount),
      reference: payment.reference ?? '',
    })),
  });
  const invoicesAnswer = z.object({ invoices: z.array(invoiceSchema).nullish() }).loose();

  return {
    async contactsByNumber(numbers) {
      if (numbers.length === 0) return new Map();
      const answer = await call(
        () => api.getContacts(tenant, undefined, anyOf('ContactNumber', numbers)),
        z.object({ contacts: z.array(contactSchema).nullish() }).loose(),
      );
      return new Map(
        (answer.contacts ?? []).flatMap((contact) =>
          contact.contactNumber && contact.contactID
            ? [[contact.contactNumber, contact.contactID] as const]
            : [],
        ),
      );
    },
    async createContacts(contacts, key, summarize = false) {
      const body: Contact[] = contacts.map((contact) => ({
        contactNumber: contact.contactNumber,
        name: contact.name,
        firstName: contact.firstName,
        lastName: contact.lastName,
        ...(contact.email ? { emailAddress: contact.email } : {}),
      }));
      const answer = await call(
        () => api.createContacts(tenant, { contacts: body }, summarize, key),
        z.object({ contacts: z.array(contactSchema).nullish() }).loose(),
      );
      return outcomes(answer.contacts ?? [], (contact) => contact.contactID, contacts.length);
    },
    async createInvoices(invoices, key, summarize = false) {
      const body: Invoice[] = invoices.map((invoice) => ({
        type: InvoiceModel.TypeEnum.ACCREC,
        contact: { contactID: invoice.contactId },
        invoiceNumber: invoice.number,
        reference: invoice.reference,
        date: invoice.issuedOn,
        dueDate: invoice.dueOn,
        lineAmountTypes,
        lineItems: lineItems(invoice.lines),
        status: InvoiceModel.StatusEnum.AUTHORISED,
      }));
      const answer = await call(
        () => api.createInvoices(tenant, { invoices: body }, summarize, undefined, key),
        invoicesAnswer,
      );
      return outcomes(answer.invoices ?? [], (invoice) => invoice.invoiceID, invoices.length);
    },
    async createCreditNotes(notes, key, summarize = false) {
      const body: CreditNote[] = notes.map((note) => ({
        type: CreditNoteModel.TypeEnum.ACCRECCREDIT,
        contact: { contactID: note.contactId },
        creditNoteNumber: note.number,
        reference: note.reference,
        date: note.issuedOn,
        lineAmountTypes,
        lineItems: lineItems(note.lines),
        status: CreditNoteModel.StatusEnum.AUTHORISED,
      }));
      const answer = await call(
        () => api.createCreditNotes(tenant, { creditNotes: body }, summarize, undefined, key),
        z.object({ creditNotes: z.array(creditNoteSchema).nullish() }).loose(),
      );
      return outcomes(answer.creditNotes ?? [], (note) => note.creditNoteID, notes.length);
    },
    async createPayments(payments, key, summarize = false) {
      const body: Payment[] = payments.map((payment) => ({
        invoice: { invoiceID: payment.invoiceId },
        account: { code: settings.bankAccountCode ?? '090' },
        date: payment.paidOn,
        amount: pounds(payment.amountPence),
        reference: payment.reference,
      }));
      const answer = await call(
        () => api.createPayments(tenant, { payments: body }, summarize, key),
        z.object({ payments: z.array(paymentSchema).nullish() }).loose(),
      );
      return outcomes(answer.payments ?? [], (payment) => payment.paymentID, payments.length);
    },
    async invoicesByNumber(numbers) {
      if (numbers.length === 0) return [];
      const answer = await call(
        () => api.getInvoices(tenant, undefined, undefined, undefined, undefined, [...numbers]),
        invoicesAnswer,
      );
      return (answer.invoices ?? []).map(invoiceOf);
    },
    async invoicesById(ids) {
      if (ids.length === 0) return [];
      const answer = await call(
        () => api.getInvoices(tenant, undefined, undefined, undefined, [...ids]),
        invoicesAnswer,
      );
      return (answer.invoices ?? []).map(invoiceOf);
    },
    async creditNotesByNumber(numbers) {
      if (numbers.length === 0) return new Map();
      const answer = await call(
        () => api.getCreditNotes(tenant, undefined, anyOf('CreditNoteNumber', numbers)),
        z.object({ creditNotes: z.array(creditNoteSchema).nullish() }).loose(),
      );
      return new Map(
        (answer.creditNotes ?? []).flatMap((note) =>
          note.creditNoteNumber && note.creditNoteID
            ? [
                [
                  note.creditNoteNumber,
                  { creditNoteId: note.creditNoteID, remainingPence: pence(note.remainingCredit) },
                ] as const,
              ]
            : [],
        ),
      );
    },
    async allocateCreditNote(creditNoteId, allocation, key) {
      const body = {
        allocations: [
          {
            invoice: { invoiceID: allocation.invoiceId },
            amount: pounds(allocation.amountPence),
            date: allocation.day,
          },
        ],
      };
      const answer = await call(
        () => api.createCreditNoteAllocation(tenant, creditNoteId, body, true, key),
        z
          .object({
            allocations: z
              .array(z.object({ validationErrors: validationErrors }).loose())
              .nullish(),
          })
          .loose(),
      );
      const refused = (answer.allocations ?? []).flatMap((each) => each.validationErrors);
      if (refused.length > 0) throw new XeroError(400, refused);
    },
  };
}
