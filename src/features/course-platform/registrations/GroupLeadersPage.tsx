import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
  type GroupReport,
  type GroupRow,
  groupReportSchema,
} from '../../../domain/course-platform/groups';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const COLUMNS: DataColumn<GroupRow>[] = [
  { id: 'hubName', header: 'Hub', accessor: (row) => row.hubName ?? '(no hub)', width: 140 },
  { id: 'course', header: 'Course', accessor: (row) => row.course, width: 160 },
  { id: 'group', header: 'Group', accessor: (row) => row.group, width: 160 },
  {
    id: 'leaders',
    header: 'Leaders',
    accessor: (row) => (row.leaders.length > 0 ? row.leaders.join(', ') : 'None'),
  },
  {
    id: 'students',
    header: 'Students',
    accessor: (row) => row.students,
    kind: 'number',
    width: 100,
  },
];

function filters(report: GroupReport | undefined): DataFilter<GroupRow>[] {
  return [
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (report?.options.hubs ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'leaders',
      label: 'Leaders',
      allLabel: 'With or without leaders',
      options: [
        { value: 'with', label: 'With leaders' },
        { value: 'without', label: 'Without leaders' },
      ],
      predicate: (row, value) => (value === 'with') === row.leaders.length > 0,
    },
  ];
}

/**
 * Registrations → Groups (group leaders report, issue 20): the platform's groups of this
 * session's courses and their leaders (the teachers in each group), by hub. Online only.
 */
export function GroupLeadersPage({ title }: ScreenProps) {
  const styles = useStyles();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useQuery({
    queryKey: ['registrations-groups', session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return groupReportSchema.parse(await api.get('registrations/groups').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const report = query.data;
  const tableFilters = useMemo(() => filters(report), [report]);
  if (!report && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          The group leaders report needs a connection: it is asked of the course platform.
        </MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !report)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.root}>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label={report ? `${title} ${report.session}` : title}
        rows={report?.items}
        columns={COLUMNS}
        filters={tableFilters}
        getRowId={(row) => row.key}
        searchPlaceholder="Search by course, group or leader"
        state={state}
        onStateChange={setState}
        exports={{
          onExport: (format) =>
            void downloadExport('registrations/groups', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
