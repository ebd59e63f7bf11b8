import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in Xero for tests (loopback, port 0): the token endpoint of a Custom Connection and
// the Accounting API calls the sync makes, answering in Xero's shapes (PascalCase, dates as
// "/Date(ms+0000)/"). PUT creates, always: it never matches an existing record, so a duplicate
// sent by the sync shows as two records here. It honours summarizeErrors as Xero does (false:
// 200 with ValidationErrors on the refused records; otherwise 400 ValidationException), replays
// an Idempotency-Key's first answer, and can be told to answer 429 or to drop the connection.

const API = '/api.xro/2.0';

export interface DoubleRecord {
  id: string;
  body: Record<string, unknown>;
}
export interface DoublePayment {
  PaymentID: string;
  InvoiceID: string;
  Date: string;
  Amount: number;
  Reference: string;
}
export interface DoubleCall {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  count: number;
}

export interface XeroDouble {
  identityUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  contacts: DoubleRecord[];
  invoices: DoubleRecord[];
  creditNotes: DoubleRecord[];
  payments: DoublePayment[];
  /** Credit notes set against invoices (PUT /CreditNotes/{id}/Allocations). */
  allocations: { CreditNoteID: string; InvoiceID: string; Amount: number; Date: string }[];
  calls: DoubleCall[];
  tokensIssued: number;
  /** Refuses a record with these messages (checked for every record a PUT carries). */
  refuse: (
    kind: 'Contacts' | 'Invoices' | 'CreditNotes' | 'Payments',
    record: Record<string, unknown>,
  ) => string[];
  /** The next API calls answer 429 with this Retry-After (seconds), one per entry. */
  throttle: number[];
  /** The next PUT /Invoices creates this many invoices, then drops the connection unanswered. */
  dropInvoicesAfter: number | undefined;
  /** Records a payment made in Xero against one of its invoices (by number). */
  payInXero(invoiceNumber: string, amountPounds: number, day: string): DoublePayment;
  close(): Promise<void>;
}

const msDate = (day: string) => `/Date(${Date.parse(`${day}T00:00:00Z`)}+0000)/`;
const isoDay = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const idOf = {
  Contacts: 'ContactID',
  Invoices: 'InvoiceID',
  CreditNotes: 'CreditNoteID',
  Payments: 'PaymentID',
} as const;

/** The values of a `where` clause of the form `Field=="a" OR Field=="b"`. */
function whereValues(where: string | null, field: string): string[] {
  const pattern = new RegExp(`${field}=="([^"]*)"`, 'g');
  return [...(where ?? '').matchAll(pattern)].map((match) => match[1] ?? '');
}

export async function startXeroDouble(): Promise<XeroDouble> {
  const accessToken = `token-${randomUUID()}`;
  const answered = new Map<string, { status: number; body: unknown }>();
  const double: Omit<XeroDouble, 'identityUrl' | 'apiUrl' | 'close' | 'payInXero'> = {
    clientId: 'double-client-id',
    clientSecret: 'double-client-secret',
    contacts: [],
    invoices: [],
    creditNotes: [],
    payments: [],
    allocations: [],
    calls: [],
    tokensIssued: 0,
    refuse: () => [],
    throttle: [],
    dropInvoicesAfter: undefined,
  };

  const invoiceView = (invoice: DoubleRecord) => {
    const total = (
      (invoice.body.LineItems as { UnitAmount?: number; Quantity?: number }[]) ?? []
    ).reduce((sum, line) => sum + (line.UnitAmount ?? 0) * (line.Quantity ?? 1), 0);
    const paid = double.payments.filter((payment) => payment.InvoiceID === invoice.id);
    const amountPaid = paid.reduce((sum, payment) => sum + payment.Amount, 0);
    const amountCredited = double.allocations
      .filter((each) => each.InvoiceID === invoice.id)
      .reduce((sum, each) => sum + each.Amount, 0);
    const amountDue = Math.round((total - amountPaid - amountCredited) * 100) / 100;
    return {
      ...invoice.body,
      InvoiceID: invoice.id,
      Date: msDate(isoDay(invoice.body.Date)),
      DueDate: msDate(isoDay(invoice.body.DueDate)),
      Status: amountDue <= 0 ? 'PAID' : invoice.body.Status,
      Total: total,
      AmountPaid: amountPaid,
      AmountCredited: amountCredited,
      AmountDue: amountDue,
      Payments: paid.map((payment) => ({
        PaymentID: payment.PaymentID,
        Date: msDate(payment.Date),
        Amount: payment.Amount,
        Reference: payment.Reference,
      })),
    };
  };

  function put(
    kind: keyof typeof idOf,
    items: Record<string, unknown>[],
    summarize: boolean,
    respond: (status: number, body: unknown) => void,
    drop: () => void,
  ) {
    const errors = items.map((item) => double.refuse(kind, item));
    if (summarize && errors.some((list) => list.length > 0)) {
      return respond(400, {
        ErrorNumber: 10,
        Type: 'ValidationException',
        Message: 'A validation exception occurred',
        Elements: items.map((item, index) => ({
          ...item,
          ValidationErrors: (errors[index] ?? []).map((Message) => ({ Message })),
        })),
      });
    }
    const out: unknown[] = [];
    for (const [index, item] of items.entries()) {
      if (
        kind === 'Invoices' &&
        double.dropInvoicesAfter !== undefined &&
        index >= double.dropInvoicesAfter
      ) {
        double.dropInvoicesAfter = undefined;
        return drop();
      }
      const refused = errors[index] ?? [];
      if (refused.length > 0) {
        out.push({
          ...item,
          HasErrors: true,
          StatusAttributeString: 'ERROR',
          ValidationErrors: refused.map((Message) => ({ Message })),
        });
        continue;
      }
      const id = randomUUID();
      if (kind === 'Payments') {
        const invoiceId = String(
          (item.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '',
        );
        const payment: DoublePayment = {
          PaymentID: id,
          InvoiceID: invoiceId,
          Date: isoDay(item.Date),
          Amount: Number(item.Amount),
          Reference: String(item.Reference ?? ''),
        };
        double.payments.push(payment);
        out.push({
          ...item,
          PaymentID: id,
          Date: msDate(payment.Date),
          StatusAttributeString: 'OK',
        });
        continue;
      }
      const record = { id, body: item };
      if (kind === 'Contacts') double.contacts.push(record);
      if (kind === 'Invoices') double.invoices.push(record);
      if (kind === 'CreditNotes') double.creditNotes.push(record);
      out.push({ ...item, [idOf[kind]]: id, StatusAttributeString: 'OK' });
    }
    respond(200, { Id: randomUUID(), Status: 'OK', [kind]: out });
  }

  function api(request: IncomingMessage, response: ServerResponse, body: string, url: URL) {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return json(401, {
        Type: null,
        Title: 'Unauthorized',
        Status: 401,
        Detail: 'AuthenticationUnsuccessful',
      });
    }
    const path = url.pathname.slice(API.length);
    const key = request.headers['idempotency-key'];
    const call: DoubleCall = {
      method: request.method ?? '',
      path,
      query: url.searchParams,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      count: 0,
    };
    double.calls.push(call);
    const wait = double.throttle.shift();
    if (wait !== undefined) {
      return json(
        429,
        { Title: 'Too Many Requests' },
        { 'retry-after': String(wait), 'x-rate-limit-problem': 'minute' },
      );
    }
    const replay = call.idempotencyKey ? answered.get(call.idempotencyKey) : undefined;
    if (replay) return json(replay.status, replay.body);
    const respond = (status: number, value: unknown) => {
      if (call.idempotencyKey) answered.set(call.idempotencyKey, { status, body: value });
      json(status, value);
    };
    const kind = path.slice(1) as keyof typeof idOf;
    if (request.method === 'PUT' && kind in idOf) {
      const items =
        (JSON.parse(body || '{}') as Record<string, Record<string, unknown>[]>)[kind] ?? [];
      call.count = items.length;
      const summarize = url.searchParams.get('summarizeErrors') !== 'false';
      return put(kind, items, summarize, respond, () => response.destroy());
    }
    const allocating = /^\/CreditNotes\/([^/]+)\/Allocations$/.exec(path);
    if (request.method === 'PUT' && allocating) {
      const note = double.creditNotes.find((each) => each.id === allocating[1]);
      if (!note) return respond(404, { Title: 'Not Found', Detail: 'No such credit note' });
      const items =
        (JSON.parse(body || '{}') as { Allocations?: Record<string, unknown>[] }).Allocations ?? [];
      call.count = items.length;
      const out = items.map((item) => {
        const allocation = {
          CreditNoteID: note.id,
          InvoiceID: String((item.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? ''),
          Amount: Number(item.Amount),
          Date: isoDay(item.Date),
        };
        double.allocations.push(allocation);
        return { ...item, AllocationID: randomUUID(), StatusAttributeString: 'OK' };
      });
      return respond(200, { Allocations: out });
    }
    if (request.method === 'GET' && path === '/Contacts') {
      const numbers = whereValues(url.searchParams.get('where'), 'ContactNumber');
      const found = double.contacts.filter((contact) =>
        numbers.includes(String(contact.body.ContactNumber)),
      );
      return json(200, {
        Contacts: found.map((contact) => ({ ...contact.body, ContactID: contact.id })),
      });
    }
    if (request.method === 'GET' && path === '/Invoices') {
      const numbers = url.searchParams.get('InvoiceNumbers')?.split(',');
      const ids = url.searchParams.get('IDs')?.split(',');
      const found = double.invoices.filter(
        (invoice) =>
          (numbers?.includes(String(invoice.body.InvoiceNumber)) ?? true) &&
          (ids?.includes(invoice.id) ?? true),
      );
      return json(200, { Invoices: found.map(invoiceView) });
    }
    if (request.method === 'GET' && path === '/CreditNotes') {
      const numbers = whereValues(url.searchParams.get('where'), 'CreditNoteNumber');
      const found = double.creditNotes.filter((note) =>
        numbers.includes(String(note.body.CreditNoteNumber)),
      );
      const remaining = (note: DoubleRecord) =>
        ((note.body.LineItems as { UnitAmount?: number }[]) ?? []).reduce(
          (sum, line) => sum + (line.UnitAmount ?? 0),
          0,
        ) -
        double.allocations
          .filter((each) => each.CreditNoteID === note.id)
          .reduce((sum, each) => sum + each.Amount, 0);
      return json(200, {
        CreditNotes: found.map((note) => ({
          ...note.body,
          CreditNoteID: note.id,
          RemainingCredit: remaining(note),
        })),
      });
    }
    return json(404, { Title: 'Not Found', Detail: `No ${request.method} ${path} in this double` });
  }

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      if (request.method === 'POST' && url.pathname === '/connect/token') {
        const expected = `Basic ${Buffer.from(`${double.clientId}:${double.clientSecret}`).toString('base64')}`;
        const form = new URLSearchParams(body);
        response.writeHead(request.headers.authorization === expected ? 200 : 400, {
          'content-type': 'application/json',
        });
        if (
          request.headers.authorization !== expected ||
          form.get('grant_type') !== 'client_credentials'
        ) {
          response.end(JSON.stringify({ error: 'invalid_client' }));
          return;
        }
        double.tokensIssued += 1;
        response.end(
          JSON.stringify({
            access_token: accessToken,
            expires_in: 1800,
            token_type: 'Bearer',
            scope: 'accounting.transactions',
          }),
        );
        return;
      }
      if (url.pathname.startsWith(API)) return api(request, response, body, url);
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return Object.assign(double, {
    identityUrl: `${base}/connect/token`,
    apiUrl: `${base}${API}`,
    payInXero(invoiceNumber: string, amountPounds: number, day: string) {
      const invoice = double.invoices.find((each) => each.body.InvoiceNumber === invoiceNumber);
      if (!invoice) throw new Error(`No invoice ${invoiceNumber} in the double`);
      const payment = {
        PaymentID: randomUUID(),
        InvoiceID: invoice.id,
        Date: day,
        Amount: amountPounds,
        Reference: 'Paid at the bank',
      };
      double.payments.push(payment);
      return payment;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
