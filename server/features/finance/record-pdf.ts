import type { Content, TableCell } from 'pdfmake/interfaces';
import type { CollegeConfig } from '#domain/config/college';
import { invoiceStatusLabel } from '#domain/finance/invoice-list';
import type { InvoiceRecordView } from '#domain/finance/invoice-record';
import { formatDate } from '#domain/format/dates';
import { formatMoney } from '#domain/format/numbers';
import { renderPdf } from '../../platform/exports/pdf-document';

// The invoice as a document the student keeps (spec §2.3 "invoice PDF (pdfmake) with the
// college's details"): money in £ with two decimals (spec §9), days YYYY-MM-DD.

// Money columns are right-aligned, their headings too.
const MONEY_HEADINGS = new Set(['Amount', 'Paid']);
const header = (text: string): TableCell => ({
  text,
  style: 'head',
  alignment: MONEY_HEADINGS.has(text) ? 'right' : 'left',
});
const money = (pence: number, bold = false): TableCell => ({
  text: formatMoney(pence),
  alignment: 'right',
  bold,
});

/** A titled table, or a line saying there is nothing to list. */
function section(
  title: string,
  headers: string[],
  rows: TableCell[][],
  empty: string,
  widths: (string | number)[],
): Content[] {
  return [
    { text: title, style: 'section' },
    rows.length === 0
      ? { text: empty, style: 'small' }
      : {
          table: { headerRows: 1, widths, body: [headers.map(header), ...rows] },
          layout: 'lightHorizontalLines',
        },
  ];
}

/** The invoice record as an A4 PDF. */
export function invoicePdf(invoice: InvoiceRecordView, college: CollegeConfig): Promise<Buffer> {
  const contact = [
    ...college.address,
    college.phone ? `Telephone ${college.phone}` : undefined,
    college.financeEmail ?? college.supportEmail,
  ].filter((line): line is string => Boolean(line));
  const content: Content[] = [
    {
      columns: [
        [{ text: college.name, style: 'college' }, ...contact.map((line) => ({ text: line }))],
        [
          { text: 'Invoice', style: 'title', alignment: 'right' },
          { text: invoice.number, alignment: 'right', bold: true },
          { text: `Status: ${invoiceStatusLabel(invoice.status)}`, alignment: 'right' },
        ],
      ],
    },
    { text: 'To', style: 'section' },
    { text: invoice.student.name, bold: true },
    { text: invoice.student.email },
    { text: `Student ${invoice.student.id}, ${invoice.student.programmeCode}` },
    {
      margin: [0, 8, 0, 0],
      table: {
        widths: ['*', '*', '*', '*'],
        body: [
          ['Academic year', 'Issued', 'Due', 'Payment term'].map(header),
          [
            invoice.sessionId,
            formatDate(invoice.issuedOn),
            formatDate(invoice.dueOn),
            invoice.paymentTerm ?? 'Paid at once',
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...section(
      'Lines',
      ['Description', 'Amount'],
      invoice.lines.map((line) => [line.description, money(line.amountPence)]),
      'No lines',
      ['*', 90],
    ),
    ...section(
      'Instalments',
      ['Due', 'Amount', 'Paid', 'Status'],
      invoice.plan.map((line) => [
        formatDate(line.dueDate),
        money(line.amountPence),
        money(line.paidPence),
        line.status,
      ]),
      'Paid at once: no instalments.',
      ['*', 90, 90, 80],
    ),
    ...section(
      'Payments',
      ['Paid on', 'Method', 'Reference', 'Amount'],
      invoice.payments.map((payment) => [
        formatDate(payment.paidOn),
        payment.method,
        payment.reference ?? '',
        money(payment.amountPence),
      ]),
      'No payments yet.',
      [70, 90, '*', 90],
    ),
    ...section(
      'Credit notes',
      ['Number', 'Issued', 'Reason', 'Amount'],
      invoice.creditNotes.map((note) => [
        note.number,
        formatDate(note.issuedOn),
        note.reason,
        money(note.amountPence),
      ]),
      'No credit notes.',
      [90, 70, '*', 90],
    ),
    {
      margin: [0, 14, 0, 0],
      table: {
        widths: ['*', 110],
        body: [
          ['Amount', money(invoice.amountPence)],
          [
            invoice.allocatedPence > 0
              ? `Paid (including ${formatMoney(invoice.allocatedPence)} of deposits)`
              : 'Paid',
            money(invoice.paidPence),
          ],
          ['Credited', money(invoice.creditedPence)],
          [{ text: 'Balance', bold: true }, money(invoice.balancePence, true)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
  return renderPdf({
    info: { title: `Invoice ${invoice.number}`, creator: 'Collegium' },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { fontSize: 10 },
    styles: {
      college: { fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      title: { fontSize: 20, bold: true },
      section: { fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      head: { bold: true },
      small: { fontSize: 9, color: '#444444' },
    },
    content,
  });
}
