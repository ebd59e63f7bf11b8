import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { RecordPage } from '../../../components/record-page';
import { StatusBadge } from '../../../components/status-badge';
import { invoiceStatusLabel } from '../../../domain/finance/invoice-list';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import { ChangePlanAction } from '../issue/ChangePlanAction';
import type { InvoiceRecord } from './types';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: { display: 'grid', gap: tokens.spacingVerticalXS },
});

/** `finance/invoices/:id`: an invoice's lines, instalment plan, payments, status and balance. */
export function InvoiceRecordPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const query = useQuery({
    queryKey: ['finance-invoice', id],
    staleTime: 0,
    queryFn: () =>
      api
        .get(`finance/invoices/${encodeURIComponent(id)}`)
        .json<InvoiceRecord>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const invoice = query.data;
  if (!invoice && query.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!invoice) return <Spinner label="Loading, please wait ..." />;
  const { student } = invoice;
  const overview = (
    <div className={styles.section}>
      <div className={styles.facts}>
        <Text>
          Student: <Link to={`/students/${encodeURIComponent(student.id)}`}>{student.name}</Link> (
          {student.programmeCode}, {invoice.hubName})
        </Text>
        <Text>Academic year: {invoice.sessionId}</Text>
        <Text>Issued: {formatDate(invoice.issuedOn)}</Text>
        <Text>Due: {formatDate(invoice.dueOn)}</Text>
        <Text>Payment term: {invoice.paymentTerm ?? 'None (paid at once)'}</Text>
        <Text>
          Paid {formatMoney(invoice.paidPence)} of {formatMoney(invoice.amountPence)}; balance{' '}
          {formatMoney(invoice.balancePence)}
        </Text>
      </div>
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
      <ReadOnlyTable
        caption="Payments"
        rowKey={(payment) => payment.id}
        empty="No payments yet"
        columns={[
          { header: 'Paid on', cell: (payment) => formatDate(payment.paidOn) },
          { header: 'Amount', cell: (payment) => formatMoney(payment.amountPence), numeric: true },
          { header: 'Method', cell: (payment) => payment.method },
          { header: 'Reference', cell: (payment) => payment.reference ?? '—' },
        ]}
        rows={invoice.payments}
      />
    </div>
  );
  return (
    <RecordPage
      title={`Invoice ${invoice.number}`}
      subtitle={invoice.description}
      status={invoiceStatusLabel(invoice.status)}
      actions={<ChangePlanAction invoice={invoice} />}
      tabs={[{ id: 'invoice', label: 'Invoice', content: overview }]}
    />
  );
}
