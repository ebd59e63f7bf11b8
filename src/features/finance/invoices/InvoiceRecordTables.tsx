import { Text } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { StatusBadge } from '../../../components/status-badge';
import type {
  InvoiceRecordView,
  RecordHistoryEntry,
  RecordPayment,
} from '../../../domain/finance/invoice-record';
import { formatDate, formatDateTime } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';

// The record's tables: lines and instalments, payments and deposits, credit notes, history.

/** What the invoice charges, line by line, and its instalments. */
export function InvoiceLines({ invoice }: { invoice: InvoiceRecordView }) {
  return (
    <>
      <ReadOnlyTable
        caption="Lines"
        rowKey={(_, index) => String(index)}
        empty="No lines"
        columns={[
          { header: 'Description', cell: (line) => line.description, wide: true },
          { header: 'Amount', cell: (line) => formatMoney(line.amountPence), numeric: true },
        ]}
        rows={invoice.lines}
      />
      <ReadOnlyTable
        caption="Instalment plan"
        rowKey={(line) => line.dueDate}
        empty="No instalments: this invoice is paid at once"
        columns={[
          { header: 'Due', cell: (line) => formatDate(line.dueDate) },
          { header: 'Amount', cell: (line) => formatMoney(line.amountPence), numeric: true },
          { header: 'Paid', cell: (line) => formatMoney(line.paidPence), numeric: true },
          { header: 'Status', cell: (line) => <StatusBadge status={line.status} /> },
        ]}
        rows={invoice.plan}
      />
    </>
  );
}

const paymentColumns = [
  { header: 'Paid on', cell: (payment: RecordPayment) => formatDate(payment.paidOn) },
  {
    header: 'Amount',
    cell: (payment: RecordPayment) => formatMoney(payment.amountPence),
    numeric: true,
  },
  { header: 'Method', cell: (payment: RecordPayment) => payment.method },
  { header: 'Reference', cell: (payment: RecordPayment) => payment.reference ?? '—' },
];

/** The payments against the invoice, and the student's deposits (spread oldest invoice first). */
export function InvoicePayments({ invoice }: { invoice: InvoiceRecordView }) {
  return (
    <>
      <ReadOnlyTable
        caption="Payments"
        rowKey={(payment) => payment.id}
        empty="No payments yet"
        columns={paymentColumns}
        rows={invoice.payments}
      />
      <ReadOnlyTable
        caption="Deposits"
        rowKey={(payment) => payment.id}
        empty="No deposit from admissions"
        columns={paymentColumns}
        rows={invoice.deposits}
      />
      {invoice.deposits.length > 0 && (
        <Text>
          Deposits are spread over the student's invoices, oldest first:{' '}
          {formatMoney(invoice.allocatedPence)} of them counts as paid on this invoice.
        </Text>
      )}
    </>
  );
}

/** The credit notes on the invoice. */
export function InvoiceCreditNotes({ invoice }: { invoice: InvoiceRecordView }) {
  return (
    <ReadOnlyTable
      caption="Credit notes"
      rowKey={(note) => note.id}
      empty="No credit notes"
      columns={[
        { header: 'Number', cell: (note) => note.number },
        { header: 'Issued', cell: (note) => formatDate(note.issuedOn) },
        { header: 'Amount', cell: (note) => formatMoney(note.amountPence), numeric: true },
        { header: 'Reason', cell: (note) => note.reason, wide: true },
      ]}
      rows={invoice.creditNotes}
    />
  );
}

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  email: 'E-mailed',
};

const whatOf = (entry: RecordHistoryEntry) =>
  `${ACTIONS[entry.action] ?? entry.action} ${entry.subject}`;

/** Who did what to the invoice, its payments and credit notes, and when. */
export function InvoiceHistory({ invoice }: { invoice: InvoiceRecordView }) {
  return (
    <ReadOnlyTable
      caption="History"
      rowKey={(entry) => String(entry.id)}
      empty="Nothing recorded yet"
      columns={[
        { header: 'When', cell: (entry) => formatDateTime(entry.at) },
        { header: 'Who', cell: (entry) => entry.who ?? 'The system' },
        { header: 'What', cell: whatOf },
        { header: 'Details', cell: (entry) => entry.summary, wide: true },
      ]}
      rows={invoice.history}
    />
  );
}
