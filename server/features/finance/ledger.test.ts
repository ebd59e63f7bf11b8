import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { queryRows } from '../../db/client';
import { invoices } from '../../db/schema';
import { invoiceMoney, nextInvoiceNumber, raiseCreditNote } from './ledger';

let test: TestApp;
let unpaid = '';
let paid = '';

beforeAll(async () => {
  test = await createTestApp({ students: 20, applications: 0 });
  const pick = (where: ReturnType<typeof sql>) =>
    queryRows<{ id: string }>(
      test.database.db,
      sql`select i.id from invoices i where ${where} order by i.id limit 1`,
    );
  const [none] = await pick(sql`not exists (select 1 from payments p where p.invoice_id = i.id)`);
  const [some] = await pick(sql`exists (select 1 from payments p where p.invoice_id = i.id)`);
  unpaid = none?.id ?? '';
  paid = some?.id ?? '';
});
afterAll(() => test.close());

describe('finance ledger', () => {
  it('numbers new invoices after the seeded ones, never reusing one', async () => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      test.database.db,
      sql`select count(*)::int as count from invoices`,
    );
    const first = await test.database.db.transaction((tx) => nextInvoiceNumber(tx, '2026-27'));
    const second = await test.database.db.transaction((tx) => nextInvoiceNumber(tx, '2026-27'));
    expect(first).toBe(`INV-2026-${String(count + 1).padStart(5, '0')}`);
    expect(second).toBe(`INV-2026-${String(count + 2).padStart(5, '0')}`);
  });

  it('credits part of an invoice, then cancels it when the rest is credited and nothing was paid', async () => {
    expect(unpaid).not.toBe('');
    const db = test.database.db;
    const before = (await invoiceMoney(db, [unpaid])).get(unpaid);
    expect(before?.creditedPence).toBe(0);
    const amount = before?.amountPence ?? 0;
    const note = await db.transaction((tx) =>
      raiseCreditNote(tx, {
        invoiceId: unpaid,
        amountPence: 100,
        reason: 'Goodwill',
        issuedOn: '2026-11-27',
      }),
    );
    expect(note.number).toMatch(/^CN-\d{4}-00001$/);
    expect((await invoiceMoney(db, [unpaid])).get(unpaid)).toMatchObject({
      creditedPence: 100,
      balancePence: amount - 100,
    });
    const [open] = await db.select().from(invoices).where(eq(invoices.id, unpaid));
    expect(open?.cancelledOn).toBeNull();
    await db.transaction((tx) =>
      raiseCreditNote(tx, {
        invoiceId: unpaid,
        amountPence: amount - 100,
        reason: 'Withdrawn',
        issuedOn: '2026-11-28',
      }),
    );
    const [cancelled] = await db.select().from(invoices).where(eq(invoices.id, unpaid));
    expect(cancelled?.cancelledOn).toBe('2026-11-28');
    expect((await invoiceMoney(db, [unpaid])).get(unpaid)?.balancePence).toBe(0);
  });

  it('refuses a credit beyond the balance and never cancels a paid invoice', async () => {
    const db = test.database.db;
    const money = (await invoiceMoney(db, [paid])).get(paid);
    expect(money?.paidPence).toBeGreaterThan(0);
    const balance = money?.balancePence ?? 0;
    await expect(
      db.transaction((tx) =>
        raiseCreditNote(tx, {
          invoiceId: paid,
          amountPence: balance + 1,
          reason: 'Too much',
          issuedOn: '2026-11-27',
        }),
      ),
    ).rejects.toThrow(RangeError);
    if (balance > 0) {
      await db.transaction((tx) =>
        raiseCreditNote(tx, {
          invoiceId: paid,
          amountPence: balance,
          reason: 'Rest',
          issuedOn: '2026-11-27',
        }),
      );
      const [row] = await db.select().from(invoices).where(eq(invoices.id, paid));
      expect(row?.cancelledOn).toBeNull();
    }
  });
});
