import { ReadOnlyTable } from '../../../components/read-only-table';
import { formatDate } from '../../../domain/format/dates';
import { formatMoney } from '../../../domain/format/numbers';
import { AnswerList } from './AnswerList';
import { OnlineTab } from './OnlineTab';
import { type FinanceSummary, financeQuery } from './queries';

/** The student's fees, invoices and payments (read-only; finance staff change them elsewhere). */
export function FinanceTab({ studentId }: { studentId: string }) {
  return (
    <OnlineTab query={financeQuery(studentId)}>
      {(finance) => (
        <>
          <AnswerList
            heading={`Finance summary, ${finance.sessionId}`}
            pairs={[
              { label: 'Payment term', value: finance.paymentTerm ?? 'Not chosen' },
              { label: 'Fees this session', value: formatMoney(finance.totalFeesPence) },
              { label: 'Balance owed', value: formatMoney(finance.balancePence) },
            ]}
          />
          <ReadOnlyTable<FinanceSummary['invoices'][number]>
            caption="Invoices"
            rows={finance.invoices}
            rowKey={(row) => row.id}
            empty="No invoices."
            columns={[
              { header: 'Number', cell: (row) => row.number },
              { header: 'Description', cell: (row) => row.description, wide: true },
              { header: 'Due', cell: (row) => formatDate(row.dueOn) },
              { header: 'Amount', cell: (row) => formatMoney(row.amountPence), numeric: true },
              { header: 'Paid', cell: (row) => formatMoney(row.paidPence), numeric: true },
              { header: 'Balance', cell: (row) => formatMoney(row.balancePence), numeric: true },
            ]}
          />
          <ReadOnlyTable<FinanceSummary['payments'][number]>
            caption="Payments"
            rows={finance.payments}
            rowKey={(row) => row.id}
            empty="No payments."
            columns={[
              { header: 'Paid on', cell: (row) => formatDate(row.paidOn) },
              { header: 'Method', cell: (row) => row.method },
              { header: 'Amount', cell: (row) => formatMoney(row.amountPence), numeric: true },
            ]}
          />
        </>
      )}
    </OnlineTab>
  );
}
