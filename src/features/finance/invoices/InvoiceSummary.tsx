import { makeStyles, tokens } from '@fluentui/react-components';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { AGEING_BUCKETS, type AgeingBucket } from '../../../domain/finance/invoice-status';
import { formatMoney } from '../../../domain/format/numbers';
import type { InvoiceList } from './types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
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
          { header: 'Credited', cell: () => formatMoney(totals.creditedPence), numeric: true },
          { header: 'Balance', cell: () => formatMoney(totals.balancePence), numeric: true },
        ]}
        rows={[totals]}
      />
      <ReadOnlyTable
        caption="Ageing"
        rowKey={() => 'ageing'}
        empty="Nothing owed"
        columns={[
          ...AGEING_BUCKETS.map((bucket) => ({
            header: AGEING_LABELS[bucket],
            cell: () => formatMoney(ageing[bucket]),
            numeric: true,
          })),
          { header: 'Total owed', cell: () => formatMoney(owed), numeric: true },
        ]}
        rows={[ageing]}
      />
    </div>
  );
}
