import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import { type DataColumn, type DataFilter, DataTable } from '../../components/data-table';
import { AsOf } from '../../components/screen';
import { session } from '../../state/session';
import { tableState, ui } from '../../state/ui';
import type { FacultySummary } from './types';

const COLUMNS: DataColumn<FacultySummary>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'hub', header: 'Hub', accessor: (row) => row.hubName ?? 'None' },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'phone', header: 'Phone', accessor: (row) => row.phone || 'Not given' },
  { id: 'office', header: 'Office', accessor: (row) => row.office || 'Not given' },
  { id: 'modules', header: 'Modules', accessor: (row) => row.moduleCount, kind: 'number' },
  { id: 'tutees', header: 'Tutees', accessor: (row) => row.tuteeCount, kind: 'number' },
];

const TABLE_ID = 'faculty';

/** A hub filter from the hubs the tutors are based at. */
function hubFilter(rows: readonly FacultySummary[]): DataFilter<FacultySummary> {
  const hubs = [...new Set(rows.map((row) => row.hubName ?? 'None'))].sort();
  return {
    id: 'hub',
    label: 'Hub',
    allLabel: 'All hubs',
    options: hubs.map((hub) => ({ value: hub, label: hub })),
    predicate: (row, value) => (row.hubName ?? 'None') === value,
  };
}

/** `/faculty/all`: every tutor with hub, contact details, modules and tutees; a row opens them. */
export function FacultyListPage() {
  const saved = useSnapshot(ui).tables[TABLE_ID];
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['faculty', session.user?.id],
    queryFn: () =>
      api
        .get('faculty')
        .json<{ items: FacultySummary[] }>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const rows = query.data?.items;
  const filters = useMemo(() => [hubFilter(rows ?? [])], [rows]);
  const error = rows ? null : (query.error?.message ?? null);

  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label="Faculty"
        rows={rows}
        columns={COLUMNS}
        filters={filters}
        getRowId={(row) => row.id}
        searchPlaceholder="Search faculty"
        onRowClick={(row) => navigate(`/faculty/${encodeURIComponent(row.id)}`)}
        state={{ search: saved?.search ?? '', filters: saved?.options ?? {} }}
        onStateChange={(state) => {
          tableState(TABLE_ID).search = state.search;
          tableState(TABLE_ID).options = { ...state.filters };
        }}
      />
    </>
  );
}
