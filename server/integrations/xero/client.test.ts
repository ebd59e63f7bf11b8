import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createXeroApi, messagesOfXeroBody, XeroError, xeroErrorOf } from './client';
import { startXeroDouble, type XeroDouble } from './xero-double';

let xero: XeroDouble;
beforeAll(async () => {
  xero = await startXeroDouble();
});
afterAll(() => xero.close());

const connect = (secret = xero.clientSecret) =>
  createXeroApi({
    clientId: xero.clientId,
    clientSecret: secret,
    identityUrl: xero.identityUrl,
    apiUrl: xero.apiUrl,
  });

const invoice = (number: string, contactId: string) => ({
  contactId,
  number,
  reference: '2026-27',
  issuedOn: '2026-08-15',
  dueOn: '2026-09-01',
  lines: [{ description: 'Tuition fees 2026-27', amountPence: 120_050 }],
});

describe('Xero client', () => {
  it('signs in with client credentials, creates with PUT and the Idempotency-Key, reads back', async () => {
    const client = connect();
    const [contact] = await client.createContacts(
      [{ contactNumber: 'S1', name: 'Ann Lee (S1)', firstName: 'Ann', lastName: 'Lee' }],
      'contact:S1:v1',
    );
    expect(contact?.ok).toBe(true);
    const contactId = contact?.ok ? contact.xeroId : '';
    expect(await client.contactsByNumber(['S1', 'S2'])).toEqual(new Map([['S1', contactId]]));
    const created = await client.createInvoices(
      [invoice('INV-2026-00001', contactId)],
      'invoice:i1:v1',
    );
    expect(created).toEqual([{ ok: true, xeroId: expect.any(String) }]);
    const put = xero.calls.find((call) => call.method === 'PUT' && call.path === '/Invoices');
    expect(put?.idempotencyKey).toBe('invoice:i1:v1');
    expect(put?.query.get('summarizeErrors')).toBe('false');
    expect(xero.invoices[0]?.body).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: 'INV-2026-00001',
      Status: 'AUTHORISED',
      Contact: { ContactID: contactId },
      LineItems: [{ UnitAmount: 1200.5, Quantity: 1, AccountCode: '200' }],
    });
    xero.payInXero('INV-2026-00001', 200.25, '2026-09-03');
    const [back] = await client.invoicesByNumber(['INV-2026-00001']);
    expect(back).toMatchObject({
      number: 'INV-2026-00001',
      status: 'AUTHORISED',
      amountDuePence: 100_025,
      payments: [{ paidOn: '2026-09-03', amountPence: 20_025, reference: 'Paid at the bank' }],
    });
    expect(xero.tokensIssued).toBe(1);
  });

  it("gives a ValidationException's ValidationErrors texts, per record or as one XeroError", async () => {
    const client = connect();
    xero.refuse = (kind, record) =>
      kind === 'Invoices' && record.InvoiceNumber === 'BAD-1'
        ? ['Account code 200 is not a valid code for this document.']
        : [];
    const mixed = await client.createInvoices(
      [invoice('GOOD-1', 'c'), invoice('BAD-1', 'c')],
      'batch-1',
    );
    expect(mixed).toEqual([
      { ok: true, xeroId: expect.any(String) },
      { ok: false, messages: ['Account code 200 is not a valid code for this document.'] },
    ]);
    const failure = await client
      .createInvoices([invoice('BAD-1', 'c')], 'invoice:bad:v1', true)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(XeroError);
    expect(failure).toMatchObject({
      status: 400,
      messages: ['Account code 200 is not a valid code for this document.'],
    });
    xero.refuse = () => [];
  });

  it('reads 429 with Retry-After, and says plainly when the secret is refused or Xero is away', async () => {
    xero.throttle.push(7);
    const throttled = await connect()
      .invoicesByNumber(['x'])
      .catch((error: unknown) => error);
    expect(throttled).toMatchObject({ status: 429, retryAfter: 7, rateLimitProblem: 'minute' });
    await expect(connect('wrong').invoicesByNumber(['x'])).rejects.toMatchObject({
      status: 400,
      messages: ['Xero refused the client id and secret (XERO_CLIENT_ID, XERO_CLIENT_SECRET)'],
    });
    const away = createXeroApi({
      clientId: 'a',
      clientSecret: 'b',
      identityUrl: 'http://127.0.0.1:1/connect/token',
    });
    await expect(away.contactsByNumber(['S1'])).rejects.toMatchObject({ status: 0 });
  });

  it('parses the SDK rejection string and never keeps the token in the error', () => {
    const error = xeroErrorOf(
      JSON.stringify({
        response: { statusCode: 401, headers: {}, request: { headers: {} } },
        body: { Title: 'Unauthorized', Detail: 'TokenExpired: token expired at 01/01/2026' },
      }),
    );
    expect(error).toMatchObject({
      status: 401,
      messages: ['TokenExpired: token expired at 01/01/2026'],
    });
    expect(xeroErrorOf('not json')).toMatchObject({ status: 0, messages: ['not json'] });
    expect(
      messagesOfXeroBody({ Message: 'A validation exception occurred', Elements: [] }),
    ).toEqual(['A validation exception occurred']);
  });
});
