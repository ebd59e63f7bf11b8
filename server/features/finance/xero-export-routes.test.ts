import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XERO_INVOICE_CSV_COLUMNS } from '#domain/finance/xero-csv';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';

let test: TestApp;
const cookies: Record<string, string> = {};
let session = '';
let numbers: string[] = [];

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 5 });
  for (const account of ['finance', 'student', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
  const [year] = await queryRows<{ session_id: string }>(
    test.database.db,
    sql`select session_id from invoices group by session_id order by count(*) desc limit 1`,
  );
  session = year?.session_id ?? '';
  numbers = (
    await queryRows<{ number: string }>(
      test.database.db,
      sql`select number from invoices where session_id = ${session} order by number`,
    )
  ).map((row) => row.number);
});
afterAll(() => test.close());

const get = (who: string, query: string) =>
  test.app.inject({
    url: `/api/finance/xero-export?${query}`,
    headers: { cookie: cookies[who] ?? '' },
  });

describe('GET /api/finance/xero-export', () => {
  it("writes the year's invoices in Xero's import template, one row per line", async () => {
    expect(numbers.length).toBeGreaterThan(0);
    const response = await get('finance', `session=${session}&accountCode=4000&taxType=Exempt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`xero-invoices-${session}.csv`);
    expect(response.headers['x-parts']).toBe('1');
    const [header, ...rows] = Papa.parse<string[]>(response.body.trim()).data;
    expect(header).toEqual([...XERO_INVOICE_CSV_COLUMNS]);
    const at = (name: (typeof XERO_INVOICE_CSV_COLUMNS)[number]) =>
      XERO_INVOICE_CSV_COLUMNS.indexOf(name);
    expect(rows.map((row) => row[at('*InvoiceNumber')]).sort()).toEqual(numbers);
    for (const row of rows) {
      expect(row[at('*InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row[at('*UnitAmount')]).toMatch(/^-?\d+\.\d{2}$/);
      expect(row[at('*AccountCode')]).toBe('4000');
      expect(row[at('*TaxType')]).toBe('Exempt');
      expect(row[at('*ContactName')]).toMatch(/\(student-\d+\)$/);
    }
  });

  it('answers 404 for a year without invoices or a part beyond the last, 422 for a bad year', async () => {
    expect((await get('finance', 'session=2001-02')).statusCode).toBe(404);
    expect((await get('finance', `session=${session}&part=2`)).statusCode).toBe(404);
    const bad = await get('finance', 'session=next-year');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('is for finance staff only, and gone when invoices are switched off', async () => {
    expect((await get('student', `session=${session}`)).statusCode).toBe(403);
    expect((await get('hd', `session=${session}`)).statusCode).toBe(403);
    test.context.config.features.invoices = false;
    try {
      expect((await get('finance', `session=${session}`)).statusCode).toBe(404);
    } finally {
      test.context.config.features.invoices = true;
    }
  });
});
