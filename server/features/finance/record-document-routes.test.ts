import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/format/numbers';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { invoices } from '../../db/schema';

let test: TestApp;
let finance: string;
let student: string;
const TODAY = '2026-11-27';

beforeAll(async () => {
  test = await createTestApp({ students: 10, applications: 2 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  finance = await test.login('finance@college.test');
  student = await test.login('student@college.test');
});
afterAll(() => test.close());

const firstInvoice = async () => {
  const [one] = await test.database.db.select().from(invoices).limit(1);
  if (!one) throw new Error('no invoice seeded');
  return one;
};

describe('GET /api/finance/invoices/:id/pdf', () => {
  it('answers the invoice as a PDF named by its number', async () => {
    const invoice = await firstInvoice();
    const response = await test.app.inject({
      url: `/api/finance/invoices/${invoice.id}/pdf`,
      headers: { cookie: finance },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(`${invoice.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText().finally(() => parser.destroy())).text;
    const record = (
      await test.app.inject({
        url: `/api/finance/invoices/${invoice.id}`,
        headers: { cookie: finance },
      })
    ).json();
    for (const expected of [
      test.context.config.college.name,
      ...test.context.config.college.address,
      invoice.number,
      record.student.name,
      invoice.dueOn,
      'Balance',
      formatMoney(record.balancePence),
      formatMoney(invoice.amountPence),
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is refused to a student (403), 404 for an unknown invoice or with invoices off', async () => {
    const invoice = await firstInvoice();
    const url = `/api/finance/invoices/${invoice.id}/pdf`;
    expect((await test.app.inject({ url, headers: { cookie: student } })).statusCode).toBe(403);
    const missing = await test.app.inject({
      url: '/api/finance/invoices/nope/pdf',
      headers: { cookie: finance },
    });
    expect(missing.statusCode).toBe(404);
    test.context.config.features.invoices = false;
    try {
      expect((await test.app.inject({ url, headers: { cookie: finance } })).statusCode).toBe(404);
    } finally {
      test.context.config.features.invoices = true;
    }
  });
});

describe('POST /api/finance/invoices/:id/email', () => {
  it('mails the student a link to Fees, marks a draft sent today and records it in the history', async () => {
    const invoice = await firstInvoice();
    await test.database.db
      .update(invoices)
      .set({ sentOn: null })
      .where(eq(invoices.id, invoice.id));
    const before = test.mail.length;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/finance/invoices/${invoice.id}/email`,
      headers: { cookie: finance },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sentOn).toBe(TODAY);
    expect(body.status).not.toBe('draft');
    const mail = test.mail.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: body.student.email });
    expect(mail[0]?.subject).toContain(invoice.number);
    expect(mail[0]?.text).toContain('/forms/finance/finance-details');
    const actions = body.history.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['update', 'email']));
    expect(body.history.at(-1)).toMatchObject({ action: 'email', who: expect.any(String) });
    const [stored] = await test.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(stored?.sentOn).toBe(TODAY);
  });

  it('is refused to a student (403) and sends nothing', async () => {
    const invoice = await firstInvoice();
    const before = test.mail.length;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/finance/invoices/${invoice.id}/email`,
      headers: { cookie: student },
    });
    expect(response.statusCode).toBe(403);
    expect(test.mail.length).toBe(before);
  });
});
