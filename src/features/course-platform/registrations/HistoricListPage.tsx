import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
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
  HISTORY_SOURCES,
  type HistoricList,
  type HistoricRow,
  historicListSchema,
} from '../../../domain/course-platform/history';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const COLUMNS: DataColumn<HistoricRow>[] = [
  { id: 'name', header: 'Student', accessor: (row) => row.name },
  { id: 'studentId', header: 'Student id', accessor: (row) => row.studentId, width: 130 },
  { id: 'course', header: 'Course', accessor: (row) => row.course, width: 120 },
  { id: 'title', header: 'Title', accessor: (row) => row.title },
  { id: 'session', header: 'Session', accessor: (row) => row.session ?? '—', width: 100 },
  { id: 'result', header: 'Result', accessor: (row) => row.result ?? '—', width: 110 },
  { id: 'source', header: 'Source', accessor: (row) => row.source, kind: 'status', width: 190 },
];

function filters(list: HistoricList | undefined): DataFilter<HistoricRow>[] {
  return [
    {
      id: 'session',
      label: 'Session',
      allLabel: 'All sessions',
      options: options(list?.options.sessions ?? []),
      predicate: (row, value) => row.session === value,
    },
    {
      id: 'source',
      label: 'Source',
      allLabel: 'All sources',
      options: options(HISTORY_SOURCES),
      predicate: (row, value) => row.source === value,
    },
  ];
}

/**
 * Registrations → Historic (issue 20): every course each student took, past sessions included:
 * our module registrations beside the platform's active enrolments. Online only.
 */
export function HistoricListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useQuery({
    queryKey: ['registrations-historic', session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return historicListSchema.parse(await api.get('registrations/historic').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const list = query.data;
  const tableFilters = useMemo(() => filters(list), [list]);
  if (!list && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Course platform registrations need a connection: they are not kept offline.
        </MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !list)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.key}
        searchPlaceholder="Search by name, id or course"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/registrations/${encodeURIComponent(row.studentId)}`)}
        exports={{
          onExport: (format) =>
            void downloadExport('registrations/historic', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
