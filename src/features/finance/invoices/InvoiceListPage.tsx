import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
  serverQueryOf,
} from '../../../components/data-table';
import { AsOf, type ScreenProps } from '../../../components/screen';
import {
  type InvoiceListRow,
  invoiceStatusLabel,
  NO_TERM,
} from '../../../domain/finance/invoice-list';
import { INVOICE_STATUSES } from '../../../domain/finance/invoice-status';
import { ALL_PAYMENT_TERMS } from '../../../domain/finance/payment-terms';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { IssueInvoicesAction } from '../issue/IssueInvoicesAction';
import { XeroQueuePanel } from '../xero/XeroQueuePanel';
import { InvoiceSummary } from './InvoiceSummary';
import type { InvoiceList } from './types';
import { XeroDownload } from './XeroDownload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const COLUMNS: DataColumn<InvoiceListRow>[] = [
  { id: 'number', header: 'Invoice', accessor: (row) => row.number, width: 140 },
  { id: 'studentName', header: 'Student', accessor: (row) => row.studentName },
  { id: 'dueOn', header: 'Due', accessor: (row) => row.dueOn, kind: 'date', width: 104 },
  {
    id: 'amountPence',
    header: 'Amount',
    accessor: (row) => row.amountPence,
    kind: 'money',
    width: 104,
  },
  {
    id: 'paidPence',
    header: 'Paid',
    accessor: (row) => row.paidPence,
    kind: 'money',
    width: 104,
  },
  {
    id: 'creditedPence',
    header: 'Credited',
    accessor: (row) => row.creditedPence,
    kind: 'money',
    width: 104,
  },
  {
    id: 'balancePence',
    header: 'Balance',
    accessor: (row) => row.balancePence,
    kind: 'money',
    width: 104,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (row) => invoiceStatusLabel(row.status),
    kind: 'status',
    width: 104,
  },
  { id: 'sessionId', header: 'Year', accessor: (row) => row.sessionId, width: 80 },
  { id: 'paymentTerm', header: 'Term', accessor: (row) => row.paymentTerm ?? '—', width: 110 },
  { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode, width: 110 },
  { id: 'hubName', header: 'Hub', accessor: (row) => row.hubName, width: 150 },
];

// Filter ids are the server's query names: the server filters, totals and exports the same rows.
function filters(list: InvoiceList | undefined): DataFilter<InvoiceListRow>[] {
  return [
    {
      id: 'year',
      label: 'Year',
      allLabel: 'All years',
      options: options(list?.options.years ?? []),
      predicate: (row, value) => row.sessionId === value,
    },
    {
      id: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: INVOICE_STATUSES.map((value) => ({ value, label: invoiceStatusLabel(value) })),
      predicate: (row, value) => row.status === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (list?.options.hubs ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'programme',
      label: 'Programme',
      allLabel: 'All programmes',
      options: options(list?.options.programmes ?? []),
      predicate: (row, value) => row.programmeCode === value,
    },
    {
      id: 'term',
      label: 'Payment term',
      allLabel: 'All terms',
      options: [...options(ALL_PAYMENT_TERMS), { value: NO_TERM, label: 'No term' }],
      predicate: (row, value) => (row.paymentTerm ?? NO_TERM) === value,
    },
  ];
}

/**
 * Finance → Invoices (spec §2.3 `finance/invoices`): every invoice with what was paid against it
 * and its status, filtered on the server, with the totals row and ageing of the rows shown.
 * A row opens the invoice's record.
 */
export function InvoiceListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const filtersAndSearch = serverQueryOf(state);
  const query = useQuery({
    queryKey: ['finance-invoices', session.user?.id, filtersAndSearch],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await api
          .get('finance/invoices', { searchParams: filtersAndSearch })
          .json<InvoiceList>();
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);

  if (query.isError && !list) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <div className={styles.toolbar}>
        <IssueInvoicesAction />
        {list && list.options.years.length > 0 && (
          <XeroDownload sessions={list.options.years} session={state.filters.year} />
        )}
      </div>
      {list && <InvoiceSummary summary={list} />}
      <XeroQueuePanel />
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by student or invoice number"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/finance/invoices/${encodeURIComponent(row.id)}`)}
        exports={{
          onExport: (format) =>
            void downloadExport(
              'finance/invoices',
              format,
              serverQueryOf(state, { sort: true }),
            ).catch(async (failure: unknown) => notify(await messageOfFailure(failure), 'error')),
        }}
      />
    </div>
  );
}
