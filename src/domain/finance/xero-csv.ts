import { format, parseISO } from 'date-fns';

// "Download for Xero": without a Xero connection, a small college imports invoices by hand
// (Sales → Invoices → Import). The columns of Xero's invoice import template, one row per line
// item (the invoice number repeated), UK dates, at most 500 invoices per file
// (../shared/design/integrations-xero-moodle.md, A5).

/** The template's header, in order; a star marks a column Xero requires. */
export const XERO_INVOICE_CSV_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero takes at most this many invoices in one import file. */
export const XERO_INVOICES_PER_FILE = 500;

/** An invoice as the export reads it (money in integer pence, days YYYY-MM-DD). */
export interface XeroExportInvoice {
  number: string;
  contactName: string;
  email: string | null;
  issuedOn: string;
  dueOn: string;
  /** Our reference for the college's books, e.g. the student's id or the session. */
  reference: string | null;
  lines: readonly { description: string; amountPence: number }[];
}

/** The college's ledger settings for imported invoices (the accountant's choice). */
export interface XeroExportSettings {
  accountCode: string;
  /** The tax rate's display name in the CSV, e.g. "No VAT" (the API takes a code instead). */
  taxType: string;
  currency: string;
}

/** Pence as the template's amount, e.g. 123456 → "1234.56", -5 → "-0.05" (no float maths). */
export function poundsOf(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A YYYY-MM-DD day as a UK organisation's import reads it: DD/MM/YYYY. */
export function ukDate(day: string): string {
  return format(parseISO(day), 'dd/MM/yyyy');
}

/** The rows of one invoice: one per line, each carrying the invoice's number and contact. */
export function xeroRowsOf(invoice: XeroExportInvoice, settings: XeroExportSettings): string[][] {
  return invoice.lines.map((line) => {
    const row: Record<(typeof XERO_INVOICE_CSV_COLUMNS)[number], string> = {
      '*ContactName': invoice.contactName,
      EmailAddress: invoice.email ?? '',
      POAddressLine1: '',
      POAddressLine2: '',
      POAddressLine3: '',
      POAddressLine4: '',
      POCity: '',
      PORegion: '',
      POPostalCode: '',
      POCountry: '',
      '*InvoiceNumber': invoice.number,
      Reference: invoice.reference ?? '',
      '*InvoiceDate': ukDate(invoice.issuedOn),
      '*DueDate': ukDate(invoice.dueOn),
      InventoryItemCode: '',
      '*Description': line.description,
      '*Quantity': '1',
      '*UnitAmount': poundsOf(line.amountPence),
      Discount: '',
      '*AccountCode': settings.accountCode,
      '*TaxType': settings.taxType,
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
      Currency: settings.currency,
      BrandingTheme: '',
    };
    return XERO_INVOICE_CSV_COLUMNS.map((column) => row[column]);
  });
}

/**
 * The import files for the invoices: each a header and the rows of at most 500 invoices, an
 * invoice never split across two files. No invoices, no file.
 */
export function xeroImportFiles(
  invoices: readonly XeroExportInvoice[],
  settings: XeroExportSettings,
): string[][][] {
  const files: string[][][] = [];
  for (let start = 0; start < invoices.length; start += XERO_INVOICES_PER_FILE) {
    const batch = invoices.slice(start, start + XERO_INVOICES_PER_FILE);
    files.push([
      [...XERO_INVOICE_CSV_COLUMNS],
      ...batch.flatMap((invoice) => xeroRowsOf(invoice, settings)),
    ]);
  }
  return files;
}
