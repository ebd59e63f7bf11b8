import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import type { BursaryRecord } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: { display: 'grid', gap: tokens.spacingVerticalXS },
});

/** The student's finance situation for the year: invoices, balance, and the award's credit. */
export function BursaryFinance({ record }: { record: BursaryRecord }) {
  const styles = useStyles();
  const { finance } = record;
  if (!finance) return <Text>The applicant has no student record yet, so no invoices.</Text>;
  return (
    <div className={styles.root}>
      <div className={styles.facts}>
        <Text>
          Invoiced for {record.sessionId}: {formatMoney(finance.invoicedPence)}; balance{' '}
          {formatMoney(finance.balancePence)}
        </Text>
        <Text>Year's fees (the most an award can be): {formatMoney(finance.feesPence)}</Text>
        {record.amountPence !== null && (
          <Text>
            Awarded {formatMoney(record.amountPence)}: credited {formatMoney(record.creditedPence)},
            not credited {formatMoney(record.notCreditedPence)}
          </Text>
        )}
      </div>
      <ReadOnlyTable
        caption={`Invoices ${record.sessionId}`}
        rowKey={(invoice) => invoice.id}
        empty="No invoices for this year yet"
        columns={[
          { header: 'Invoice', cell: (invoice) => invoice.number },
          { header: 'Due', cell: (invoice) => formatDate(invoice.dueOn) },
          { header: 'Amount', cell: (invoice) => formatMoney(invoice.amountPence), numeric: true },
          { header: 'Paid', cell: (invoice) => formatMoney(invoice.paidPence), numeric: true },
          {
            header: 'Credited',
            cell: (invoice) => formatMoney(invoice.creditedPence),
            numeric: true,
          },
          {
            header: 'Balance',
            cell: (invoice) => formatMoney(invoice.balancePence),
            numeric: true,
          },
        ]}
        rows={finance.invoices}
      />
      <ReadOnlyTable
        caption="Credit notes of this award"
        rowKey={(credit) => credit.id}
        empty="No credit notes yet"
        columns={[
          { header: 'Credit note', cell: (credit) => credit.number },
          { header: 'Issued', cell: (credit) => formatDate(credit.issuedOn) },
          {
            header: 'Invoice',
            cell: (credit) =>
              finance.invoices.find((invoice) => invoice.id === credit.invoiceId)?.number ??
              credit.invoiceId,
          },
          { header: 'Amount', cell: (credit) => formatMoney(credit.amountPence), numeric: true },
        ]}
        rows={record.credits}
      />
    </div>
  );
}
