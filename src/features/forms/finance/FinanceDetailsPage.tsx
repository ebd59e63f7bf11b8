import {
  Badge,
  type BadgeProps,
  makeStyles,
  TableCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import type { FinanceDetails, InstalmentStatus } from '../../../domain/forms';
import { CachedView } from '../../../offline-react/CachedView';
import { session } from '../../../state/session';
import { financeDetailsQuery } from '../queries';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, maxWidth: '64rem' },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { display: 'grid' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  total: { fontWeight: tokens.fontWeightSemibold, textAlign: 'end' },
});

const INSTALMENT_COLOUR: Record<InstalmentStatus, NonNullable<BadgeProps['color']>> = {
  Paid: 'success',
  'Part paid': 'warning',
  Due: 'informative',
  Overdue: 'danger',
};

function balanceText(pence: number): string {
  if (pence > 0) return `${formatMoney(pence)} to pay`;
  if (pence < 0) return `${formatMoney(-pence)} in credit`;
  return 'Nothing to pay';
}

function Details({ details }: { details: FinanceDetails }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <section aria-label="Summary" className={styles.summary}>
        <div className={styles.figure}>
          <Text size={200}>Academic year</Text>
          <Text className={styles.strong}>{details.sessionId}</Text>
        </div>
        <div className={styles.figure}>
          <Text size={200}>Payment term</Text>
          <Text className={styles.strong}>{details.paymentTerm ?? 'Not chosen yet'}</Text>
        </div>
        <div className={styles.figure}>
          <Text size={200}>Balance</Text>
          <Text className={styles.strong}>{balanceText(details.balancePence)}</Text>
        </div>
      </section>
      <ReadOnlyTable
        caption={`Fees for ${details.sessionId}`}
        rows={details.fees}
        rowKey={(fee, index) => `${fee.description}-${index}`}
        empty="No fees are set for this year yet."
        columns={[
          { header: 'Fee', cell: (fee) => fee.description, wide: true },
          { header: 'Amount', cell: (fee) => formatMoney(fee.amountPence), numeric: true },
        ]}
        footer={
          <TableRow>
            <TableCell className={styles.strong}>Total</TableCell>
            <TableCell className={styles.total}>{formatMoney(details.totalFeesPence)}</TableCell>
          </TableRow>
        }
      />
      <ReadOnlyTable
        caption="Payment plan"
        rows={details.plan}
        rowKey={(row, index) => `${row.dueDate}-${index}`}
        empty="There is no payment plan yet."
        columns={[
          { header: 'Due', cell: (row) => formatDate(row.dueDate) },
          { header: 'Amount', cell: (row) => formatMoney(row.amountPence), numeric: true },
          { header: 'Paid', cell: (row) => formatMoney(row.paidPence), numeric: true },
          {
            header: 'Status',
            cell: (row) => (
              <Badge appearance="tint" shape="rounded" color={INSTALMENT_COLOUR[row.status]}>
                {row.status}
              </Badge>
            ),
          },
        ]}
      />
      <ReadOnlyTable
        caption="Invoices"
        rows={details.invoices}
        rowKey={(invoice) => invoice.id}
        empty="No invoices yet."
        columns={[
          { header: 'Number', cell: (invoice) => invoice.number },
          { header: 'Description', cell: (invoice) => invoice.description, wide: true },
          { header: 'Issued', cell: (invoice) => formatDate(invoice.issuedOn) },
          { header: 'Due', cell: (invoice) => formatDate(invoice.dueOn) },
          { header: 'Amount', cell: (invoice) => formatMoney(invoice.amountPence), numeric: true },
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
      />
      <ReadOnlyTable
        caption="Payments"
        rows={details.payments}
        rowKey={(payment) => payment.id}
        empty="No payments yet."
        columns={[
          { header: 'Paid on', cell: (payment) => formatDate(payment.paidOn) },
          { header: 'Method', cell: (payment) => payment.method },
          { header: 'Reference', cell: (payment) => payment.reference ?? '' },
          { header: 'Amount', cell: (payment) => formatMoney(payment.amountPence), numeric: true },
        ]}
      />
      <ReadOnlyTable
        caption="Credit notes"
        rows={details.creditNotes ?? []}
        rowKey={(note) => note.id}
        empty="No credit notes."
        columns={[
          { header: 'Number', cell: (note) => note.number },
          { header: 'Invoice', cell: (note) => note.invoiceNumber },
          { header: 'Issued', cell: (note) => formatDate(note.issuedOn) },
          { header: 'Reason', cell: (note) => note.reason, wide: true },
          { header: 'Amount', cell: (note) => formatMoney(note.amountPence), numeric: true },
        ]}
      />
    </div>
  );
}

/** `/forms/finance/finance-details` (Fees): read-only, readable offline once read. */
export function FinanceDetailsPage() {
  const { user } = useSnapshot(session);
  const query = useQuery(financeDetailsQuery(user?.id ?? ''));
  return (
    <CachedView query={query} notFound="There are no finance details for your account.">
      {(details) => <Details details={details} />}
    </CachedView>
  );
}
