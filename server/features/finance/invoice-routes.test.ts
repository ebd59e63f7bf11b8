import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { invoices, payments } from '../../db/schema';

let test: TestApp;
const cookies: Record<string, string> = {};
// A fixed day, so statuses and ageing do not move with the calendar.
const TODAY = '2026-11-27';

beforeAll(async () => {
  test = await createTestApp({ students: 30, applications: 5 });
  test.context.clock = () => new Date(`${TODAY}T12:00:00Z`);
  for (const account of ['finance', 'student', 'hd']) {
    cookies[account] = await test.login(`${account}@college.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, account = 'finance') =>
  test.app.inject({ url, headers: { cookie: cookies[account] ?? '' } });

interface Row {
  id: string;
  number: string;
  studentName: string;
  sessionId: string;
  dueOn: string;
  paymentTerm: string | null;
  amountPence: number;
  paidPence: number;
  creditedPence: number;
  balancePence: number;
  status: string;
}
interface ListBody {
  items: Row[];
  total: number;
  totals: { amountPence: number; paidPence: number; creditedPence: number; balancePence: number };
  ageing: Record<string, number>;
  options: { years: string[]; hubs: { id: string; name: string }[]; programmes: string[] };
}

describe('GET /api/finance/invoices', () => {
  it('lists every invoice with paid summed from its payments and the status from them', async () => {
    const response = await get('/api/finance/invoices');
    expect(response.statusCode).toBe(200);
    const body: ListBody = response.json();
    const stored = await test.database.db.select().from(invoices);
    expect(body.total).toBe(stored.length);
    expect(body.items).toHaveLength(stored.length);
    const paid = await test.database.db.select().from(payments);
    for (const row of body.items.slice(0, 50)) {
      const sum = paid
        .filter((payment) => payment.invoiceId === row.id)
        .reduce((total, payment) => total + payment.amountPence, 0);
      expect(row.paidPence, row.number).toBe(sum);
      expect(row.balancePence).toBe(row.amountPence - sum);
      const expected =
        sum >= row.amountPence
          ? 'paid'
          : row.dueOn < TODAY
            ? 'overdue'
            : sum > 0
              ? 'part-paid'
              : 'sent';
      expect(row.status, row.number).toBe(expected);
    }
  });

  it('filters by status and year, totals and ages exactly the rows shown', async () => {
    const all: ListBody = (await get('/api/finance/invoices')).json();
    const year = all.options.years[0] ?? '';
    const body: ListBody = (
      await get(`/api/finance/invoices?status=overdue&year=${year}&sort=amountPence&order=desc`)
    ).json();
    expect(body.items.length).toBeGreaterThan(0);
    const expected = all.items.filter((row) => row.status === 'overdue' && row.sessionId === year);
    expect(body.total).toBe(expected.length);
    for (const row of body.items) {
      expect(row.status).toBe('overdue');
      expect(row.sessionId).toBe(year);
    }
    const amounts = body.items.map((row) => row.amountPence);
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a));
    const sum = (pick: (row: Row) => number) =>
      body.items.reduce((total, row) => total + pick(row), 0);
    expect(body.totals).toEqual({
      amountPence: sum((row) => row.amountPence),
      paidPence: sum((row) => row.paidPence),
      creditedPence: sum((row) => row.creditedPence),
      balancePence: sum((row) => row.balancePence),
    });
    // Overdue rows are all past due: nothing ages as not yet due, and the buckets hold the balance.
    expect(body.ageing['not-due']).toBe(0);
    expect(Object.values(body.ageing).reduce((a, b) => a + b, 0)).toBe(body.totals.balancePence);
  });

  it('searches the number, filters the term, and pages', async () => {
    const all: ListBody = (await get('/api/finance/invoices')).json();
    const first = all.items[0];
    if (!first) throw new Error('no invoices seeded');
    const found: ListBody = (
      await get(`/api/finance/invoices?q=${encodeURIComponent(first.number)}`)
    ).json();
    expect(found.items.map((row) => row.id)).toEqual([first.id]);
    const none: ListBody = (await get('/api/finance/invoices?term=none')).json();
    expect(none.items.every((row) => row.paymentTerm === null)).toBe(true);
    const byHub: { items: { hubName: string }[] } = (
      await get('/api/finance/invoices?sort=hubName&order=desc')
    ).json();
    const hubNames = byHub.items.map((row) => row.hubName);
    expect(hubNames).toEqual(hubNames.toSorted((a, b) => b.localeCompare(a)));
    expect(all.options.hubs.every((hub) => hub.name && !hub.name.startsWith('hub-'))).toBe(true);
    const page: ListBody = (await get('/api/finance/invoices?page=2&pageSize=5')).json();
    expect(page.total).toBe(all.total);
    expect(page.items.map((row) => row.id)).toEqual(all.items.slice(5, 10).map((row) => row.id));
  });

  it('exports the filtered rows as Excel, CSV and PDF', async () => {
    const shown: ListBody = (await get('/api/finance/invoices?status=paid')).json();
    const csv = await get('/api/finance/invoices?status=paid&export=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Invoice');
    expect(lines).toHaveLength(shown.total + 1);
    const excel = await get('/api/finance/invoices?status=paid&export=excel');
    expect(excel.headers['content-disposition']).toMatch(/invoices-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await get('/api/finance/invoices?status=paid&export=pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses a bad query with 422 naming the field', async () => {
    for (const [query, param] of [
      ['status=late', 'status'],
      ['year=2026', 'year'],
      ['sort=colour', 'sort'],
      ['pageSize=0', 'pageSize'],
      ['export=docx', 'export'],
    ] as const) {
      const response = await get(`/api/finance/invoices?${query}`);
      expect(response.statusCode, query).toBe(422);
      const body = response.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.details.map((detail: { param: string }) => detail.param)).toContain(param);
    }
  });

  it('needs students:invoice: a student and a hub director are refused', async () => {
    expect((await get('/api/finance/invoices', 'student')).statusCode).toBe(403);
    expect((await get('/api/finance/invoices', 'hd')).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/finance/invoices' })).statusCode).toBe(401);
    const [one] = await test.database.db.select().from(invoices).limit(1);
    expect((await get(`/api/finance/invoices/${one?.id}`, 'student')).statusCode).toBe(403);
  });

  it('answers 404 on both routes when the invoices switch is off', async () => {
    const [one] = await test.database.db.select().from(invoices).limit(1);
    test.context.config.features.invoices = false;
    try {
      for (const url of ['/api/finance/invoices', `/api/finance/invoices/${one?.id}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    } finally {
      test.context.config.features.invoices = true;
    }
    expect((await get('/api/finance/invoices')).statusCode).toBe(200);
  });
});

describe('GET /api/finance/invoices/:id', () => {
  it('gives the student, lines, payments and the plan with payments spread over it', async () => {
    const [tuition] = await test.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentTerm, 'Termly'))
      .limit(1);
    if (!tuition) throw new Error('no termly invoice seeded');
    const response = await get(`/api/finance/invoices/${tuition.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.number).toBe(tuition.number);
    expect(body.student.id).toBe(tuition.studentId);
    expect(body.lines).toEqual([
      { description: tuition.description, amountPence: tuition.amountPence },
    ]);
    const stored = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, tuition.id));
    expect(body.payments).toHaveLength(stored.length);
    const paid = stored.reduce((total, payment) => total + payment.amountPence, 0);
    expect(body.paidPence).toBe(paid);
    expect(body.balancePence).toBe(tuition.amountPence - paid);
    expect(body.plan.length).toBeGreaterThan(1);
    const planned = body.plan.reduce(
      (total: number, line: { amountPence: number }) => total + line.amountPence,
      0,
    );
    expect(planned).toBe(tuition.amountPence);
    const allocated = body.plan.reduce(
      (total: number, line: { paidPence: number }) => total + line.paidPence,
      0,
    );
    expect(allocated).toBe(Math.min(paid, tuition.amountPence));
  });

  it('has no plan for an invoice paid at once, and 404s an unknown id', async () => {
    const all: ListBody = (await get('/api/finance/invoices?term=none')).json();
    const once = all.items[0];
    if (once) {
      const body = (await get(`/api/finance/invoices/${once.id}`)).json();
      expect(body.plan).toEqual([]);
    }
    const missing = await get('/api/finance/invoices/no-such-invoice');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such invoice' });
  });
});
