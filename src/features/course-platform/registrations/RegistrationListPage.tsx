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
  ACCOUNT_STATES,
  PERSON_KINDS,
  type RegistrationList,
  type RegistrationRow,
  registrationListSchema,
} from '../../../domain/course-platform/registrations';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { HistoricListPage } from './HistoricListPage';
import { ProvisionPanel } from './ProvisionPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const COLUMNS: DataColumn<RegistrationRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'kind', header: 'Staff or student', accessor: (row) => row.kind, width: 140 },
  { id: 'studentId', header: 'Student or user id', accessor: (row) => row.studentId, width: 150 },
  { id: 'hubId', header: 'Hub', accessor: (row) => row.hubId, width: 90 },
  { id: 'state', header: 'Account', accessor: (row) => row.state, kind: 'status', width: 170 },
  {
    id: 'lastAccess',
    header: 'Last access',
    accessor: (row) => row.lastAccess,
    kind: 'datetime',
    width: 150,
  },
  { id: 'courses', header: 'Courses', accessor: (row) => row.courses.join(', ') },
  {
    id: 'missing',
    header: 'Missing courses',
    accessor: (row) => row.missingCourses.join(', '),
  },
];

// Filter ids are the server's query names: the export asks for the same rows.
function filters(list: RegistrationList | undefined): DataFilter<RegistrationRow>[] {
  return [
    {
      id: 'kind',
      label: 'Staff or student',
      allLabel: 'Staff and students',
      options: options(PERSON_KINDS),
      predicate: (row, value) => row.kind === value,
    },
    {
      id: 'state',
      label: 'Account',
      allLabel: 'All accounts',
      options: options(ACCOUNT_STATES),
      predicate: (row, value) => row.state === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: options(list?.options.hubs ?? []),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'programme',
      label: 'Programme',
      allLabel: 'All programmes',
      options: options(list?.options.programmes ?? []),
      predicate: (row, value) => row.programmeCode === value,
    },
  ];
}

/** The list of one mode: the platform's accounts ('moodle') or every course taken ('historic'). */
export function RegistrationListPage(props: ScreenProps) {
  if (props.mode === 'historic') return <HistoricListPage {...props} />;
  return <PlatformAccounts {...props} />;
}

/**
 * Registrations → All (spec §2.3 `/registrations`, issue 20): our students and staff beside their
 * course platform (Moodle) account, with the job that creates missing accounts and enrols the
 * students. Online only: it asks the platform at each visit.
 */
function PlatformAccounts({ title }: ScreenProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useQuery({
    queryKey: ['registrations', session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return registrationListSchema.parse(await api.get('registrations').json());
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
      <ProvisionPanel onFinished={() => void query.refetch()} />
      <DataTable
        label={title}
        rows={list?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.studentId}
        searchPlaceholder="Search by name, id or e-mail"
        state={state}
        onStateChange={setState}
        onRowClick={(row) => navigate(`/registrations/${encodeURIComponent(row.studentId)}`)}
        exports={{
          onExport: (format) =>
            void downloadExport('registrations', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
