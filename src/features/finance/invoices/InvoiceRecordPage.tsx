import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import { RecordPage } from '../../../components/record-page';
import { NotLoaded } from '../../../components/screen';
import { invoiceStatusLabel } from '../../../domain/finance/invoice-list';
import type { InvoiceRecordView } from '../../../domain/finance/invoice-record';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import { useFeatures } from '../../../state/features';
import { notify } from '../../../state/ui';
import { ChangePlanAction } from '../issue/ChangePlanAction';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { InvoiceDocumentActions } from './InvoiceDocumentActions';
import {
  InvoiceCreditNotes,
  InvoiceHistory,
  InvoiceLines,
  InvoicePayments,
} from './InvoiceRecordTables';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: { display: 'grid', gap: tokens.spacingVerticalXS },
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * `finance/invoices/:id`: an invoice's money (paid, credited, balance), lines, instalment plan,
 * payments and deposits, credit notes and history; record a payment, download the PDF, e-mail it.
 */
export function InvoiceRecordPage() {
  const { id = '' } = useParams();
  const styles = useStyles();
  const features = useFeatures();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const queryKey = ['finance-invoice', id];
  const query = useQuery({
    queryKey,
    staleTime: 0,
    queryFn: () =>
      api
        .get(`finance/invoices/${encodeURIComponent(id)}`)
        .json<InvoiceRecordView>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const invoice = query.data;
  if (!invoice) return <NotLoaded error={query.error} />;
  // The answer of a payment or a sending is the updated record; the list's figures changed too.
  const updated = (record: InvoiceRecordView) => {
    queryClient.setQueryData(queryKey, record);
    void queryClient.invalidateQueries({ queryKey: ['finance-invoices'] });
  };
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
        <Text>Sent: {invoice.sentOn ? formatDate(invoice.sentOn) : 'Not yet (draft)'}</Text>
        <Text>Due: {formatDate(invoice.dueOn)}</Text>
        <Text>Payment term: {invoice.paymentTerm ?? 'None (paid at once)'}</Text>
        <Text aria-label="Money">
          Amount {formatMoney(invoice.amountPence)}; paid {formatMoney(invoice.paidPence)}; credited{' '}
          {formatMoney(invoice.creditedPence)}; balance {formatMoney(invoice.balancePence)}
        </Text>
      </div>
      <InvoiceLines invoice={invoice} />
    </div>
  );
  const canPay = features.payments && invoice.balancePence > 0 && !invoice.cancelledOn;
  return (
    <>
      <RecordPage
        title={`Invoice ${invoice.number}`}
        subtitle={invoice.description}
        status={invoiceStatusLabel(invoice.status)}
        actions={
          <>
            {canPay && (
              <Button appearance="primary" onClick={() => setPaying(true)}>
                Record payment
              </Button>
            )}
            <InvoiceDocumentActions invoice={invoice} onSent={updated} />
            <ChangePlanAction invoice={invoice} />
          </>
        }
        tabs={[
          { id: 'invoice', label: 'Invoice', content: overview },
          {
            id: 'payments',
            label: 'Payments',
            content: (
              <div className={styles.section}>
                <InvoicePayments invoice={invoice} />
              </div>
            ),
          },
          {
            id: 'credit-notes',
            label: 'Credit notes',
            content: <InvoiceCreditNotes invoice={invoice} />,
          },
          { id: 'history', label: 'History', content: <InvoiceHistory invoice={invoice} /> },
        ]}
      />
      {paying && (
        <RecordPaymentDialog
          invoice={invoice}
          today={today()}
          onClose={() => setPaying(false)}
          onRecorded={(record) => {
            updated(record);
            setPaying(false);
            notify(`Payment recorded on ${record.number}`, 'success');
          }}
        />
      )}
    </>
  );
}
