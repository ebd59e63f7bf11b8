import { describe, expect, it } from 'vitest';
import {
  poundsOf,
  ukDate,
  XERO_INVOICE_CSV_COLUMNS,
  XERO_INVOICES_PER_FILE,
  type XeroExportInvoice,
  xeroImportFiles,
  xeroRowsOf,
} from './xero-csv';

const SETTINGS = { accountCode: '200', taxType: 'No VAT', currency: 'GBP' };
const invoice: XeroExportInvoice = {
  number: 'INV-2026-00042',
  contactName: 'Grace Adeyemi',
  email: 'grace@example.org',
  issuedOn: '2026-08-01',
  dueOn: '2026-09-05',
  reference: 'student-00002',
  lines: [
    { description: 'Tuition 2026-27, instalment 1 of 3', amountPence: 123_456 },
    { description: 'Admin fee (Termly)', amountPence: 300 },
  ],
};
const column = (row: string[] | undefined, name: (typeof XERO_INVOICE_CSV_COLUMNS)[number]) =>
  row?.[XERO_INVOICE_CSV_COLUMNS.indexOf(name)];

describe('the Xero invoice import file', () => {
  it.each([
    [123_456, '1234.56'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i pence is %s', (pence, pounds) => {
    expect(poundsOf(pence)).toBe(pounds);
  });

  it('writes UK dates', () => {
    expect(ukDate('2026-09-05')).toBe('05/09/2026');
  });

  it('has one row per line, each with the invoice number, contact, dates and ledger settings', () => {
    const rows = xeroRowsOf(invoice, SETTINGS);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toHaveLength(XERO_INVOICE_CSV_COLUMNS.length);
      expect(column(row, '*InvoiceNumber')).toBe('INV-2026-00042');
      expect(column(row, '*ContactName')).toBe('Grace Adeyemi');
      expect(column(row, '*InvoiceDate')).toBe('01/08/2026');
      expect(column(row, '*DueDate')).toBe('05/09/2026');
      expect(column(row, '*Quantity')).toBe('1');
      expect(column(row, '*AccountCode')).toBe('200');
      expect(column(row, '*TaxType')).toBe('No VAT');
      expect(column(row, 'Currency')).toBe('GBP');
    }
    expect(rows.map((row) => column(row, '*UnitAmount'))).toEqual(['1234.56', '3.00']);
    expect(column(rows[1], '*Description')).toBe('Admin fee (Termly)');
  });

  it('puts at most 500 invoices in a file, never splitting one, each file with the header', () => {
    const many = Array.from({ length: XERO_INVOICES_PER_FILE + 1 }, (_, i) => ({
      ...invoice,
      number: `INV-${i}`,
    }));
    const files = xeroImportFiles(many, SETTINGS);
    expect(files).toHaveLength(2);
    expect(files[0]?.[0]).toEqual([...XERO_INVOICE_CSV_COLUMNS]);
    expect(files[0]).toHaveLength(1 + 2 * XERO_INVOICES_PER_FILE);
    expect(files[1]).toHaveLength(1 + 2);
    expect(new Set(files[1]?.slice(1).map((row) => column(row, '*InvoiceNumber')))).toEqual(
      new Set([`INV-${XERO_INVOICES_PER_FILE}`]),
    );
    expect(xeroImportFiles([], SETTINGS)).toEqual([]);
  });
});
