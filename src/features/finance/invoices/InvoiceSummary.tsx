import { makeStyles, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { AGEING_BUCKETS, type AgeingBucket } from '../../../domain/finance/invoice-status';
import { formatMoney } from '../../../domain/format/numbers';
import type { InvoiceList } from './types';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** How the ageing buckets read on screen (days past the due day). */
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  'not-due': 'Not yet due',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

type Totals = Pick<InvoiceList, 'total' | 'totals' | 'ageing'>;

/** The totals row of the filtered invoices and their unpaid balances by age. */
export function InvoiceSummary({ summary }: { summary: Totals }) {
  const styles = useStyles();
  const { totals, ageing } = summary;
  const owed = AGEING_BUCKETS.reduce((sum, bucket) => sum + ageing[bucket], 0);
  return (
    <div className={styles.root}>
      <ReadOnlyTable
        caption="Totals"
        rowKey={() => 'totals'}
        empty="No invoices"
        columns={[
          { header: 'Invoices', cell: () => summary.total, numeric: true },
          { header: 'Amount', cell: () => formatMoney(totals.amountPence), numeric: true },
          { header: 'Paid', cell: () => formatMoney(totals.paidPence), numeric: true },
          { header: 'Balance', cell: () => formatMoney(totals.balancePence), numeric: true },
        ]}
        rows={[totals]}
      />
      <ReadOnlyTable
        caption="Ageing"
        rowKey={(bucket) => bucket}
        empty="Nothing owed"
        columns={[
          { header: 'Age', cell: (bucket) => AGEING_LABELS[bucket], wide: true },
          { header: 'Owed', cell: (bucket) => formatMoney(ageing[bucket]), numeric: true },
        ]}
        rows={AGEING_BUCKETS}
        footer={
          <TableRow>
            <TableCell className={styles.total}>Total owed</TableCell>
            <TableCell className={styles.total} style={{ textAlign: 'end' }}>
              {formatMoney(owed)}
            </TableCell>
          </TableRow>
        }
      />
    </div>
  );
}
