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
import { BURSARY_TYPES } from '../../../domain/finance/bursaries';
import { BURSARY_OUTCOMES, type BursaryListRow } from '../../../domain/finance/bursary-review';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import type { BursaryList } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const COLUMNS: DataColumn<BursaryListRow>[] = [
  { id: 'name', header: 'Student', accessor: (row) => row.name },
  { id: 'sessionId', header: 'Year', accessor: (row) => row.sessionId, width: 80 },
  {
    id: 'applicationType',
    header: 'Applied for',
    accessor: (row) => row.applicationType ?? '—',
    width: 150,
  },
  {
    id: 'submittedOn',
    header: 'Submitted',
    accessor: (row) => row.submittedOn,
    kind: 'date',
    width: 110,
  },
  { id: 'outcome', header: 'Outcome', accessor: (row) => row.outcome, kind: 'status', width: 170 },
  { id: 'bursaryType', header: 'Bursary', accessor: (row) => row.bursaryType ?? '—', width: 150 },
  {
    id: 'amountPence',
    header: 'Awarded',
    accessor: (row) => row.amountPence,
    kind: 'money',
    width: 110,
  },
  {
    id: 'notCreditedPence',
    header: 'Not credited',
    accessor: (row) => row.notCreditedPence,
    kind: 'money',
    width: 110,
  },
];

// Filter ids are the server's query names: the server filters and exports the same rows.
function filters(list: BursaryList | undefined): DataFilter<BursaryListRow>[] {
  return [
    {
      id: 'year',
      label: 'Year',
      allLabel: 'All years',
      options: options(list?.options.years ?? []),
      predicate: (row, value) => row.sessionId === value,
    },
    {
      id: 'type',
      label: 'Bursary type',
      allLabel: 'All types',
      options: options(BURSARY_TYPES),
      predicate: (row, value) => (row.bursaryType ?? row.applicationType) === value,
    },
    {
      id: 'outcome',
      label: 'Outcome',
      allLabel: 'All outcomes',
      options: options(BURSARY_OUTCOMES),
      predicate: (row, value) => row.outcome === value,
    },
  ];
}

/**
 * Finance → Bursaries (spec §2.3 `finance/bursaries`): the bursary applications from the forms
 * area and from applications, undecided first, with their outcome and award. Online only.
 */
export function BursaryListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useQuery({
    queryKey: ['finance-bursaries', session.user?.id, serverQueryOf(state)],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await api
          .get('finance/bursaries', { searchParams: serverQueryOf(state) })
          .json<BursaryList>();
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);

  if (!list && !navigator.onLine) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Bursary applications need a connection: they are not kept offline.
        </MessageBarBody>
      </MessageBar>
    );
  }
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
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/finance/bursaries/${encodeURIComponent(row.id)}`)}
        exports={{
          onExport: (format) =>
            void downloadExport('finance/bursaries', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
