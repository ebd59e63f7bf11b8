import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { api, messageOfFailure } from '../../api/client';
import { type DataColumn, type DataFilter, DataTable } from '../../components/data-table';
import { AsOf } from '../../components/screen';
import { MODULE_LEVELS } from '../../domain/programmes/modules';
import { session } from '../../state/session';
import { tableState, ui } from '../../state/ui';
import type { ModuleSummary } from './types';

const COLUMNS: DataColumn<ModuleSummary>[] = [
  { id: 'code', header: 'Code', accessor: (row) => row.code, width: 110 },
  { id: 'title', header: 'Title', accessor: (row) => row.title },
  { id: 'shortName', header: 'Short name', accessor: (row) => row.shortName },
  { id: 'prefix', header: 'Prefix', accessor: (row) => row.prefix ?? 'Level 3', width: 100 },
  { id: 'credits', header: 'Credits', accessor: (row) => row.credits, kind: 'number', width: 90 },
  { id: 'template', header: 'Template', accessor: (row) => row.template, width: 100 },
  { id: 'hubWeeks', header: 'Hub weeks', accessor: (row) => row.hubWeeks.join(', ') || 'None' },
  {
    id: 'residentials',
    header: 'Residentials',
    accessor: (row) => row.residentials.join(', ') || 'None',
  },
  {
    id: 'instanceCount',
    header: 'Instances',
    accessor: (row) => row.instanceCount,
    kind: 'number',
    width: 100,
  },
];

const FILTERS: DataFilter<ModuleSummary>[] = [
  {
    id: 'level',
    label: 'Level',
    allLabel: 'All levels',
    options: [3, ...MODULE_LEVELS].map((level) => ({
      value: String(level),
      label: `Level ${level}`,
    })),
    predicate: (row, value) => String(row.level) === value,
  },
];

const TABLE_ID = 'modules';

/** `/modules/all`: every module with its §9 prefix and template; a row opens its record. */
export function ModuleListPage() {
  const saved = useSnapshot(ui).tables[TABLE_ID];
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['modules', session.user?.id],
    queryFn: () =>
      api
        .get('modules')
        .json<{ items: ModuleSummary[] }>()
        .catch(async (failure: unknown) => {
          throw new Error(await messageOfFailure(failure));
        }),
  });
  const rows = query.data?.items;
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
        label="Modules"
        rows={rows}
        columns={COLUMNS}
        filters={FILTERS}
        getRowId={(row) => row.code}
        searchPlaceholder="Search modules"
        onRowClick={(row) => navigate(`/modules/${encodeURIComponent(row.code)}`)}
        state={{ search: saved?.search ?? '', filters: saved?.options ?? {} }}
        onStateChange={(state) => {
          tableState(TABLE_ID).search = state.search;
          tableState(TABLE_ID).options = { ...state.filters };
        }}
      />
    </>
  );
}
