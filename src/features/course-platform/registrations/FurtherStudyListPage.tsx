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
  FURTHER_STUDY_STAGES,
  type FurtherStudyList,
  type FurtherStudyRow,
  furtherStudyListSchema,
} from '../../../domain/course-platform/further-study';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const COLUMNS: DataColumn<FurtherStudyRow>[] = [
  { id: 'name', header: 'Student', accessor: (row) => row.name },
  { id: 'studentId', header: 'Student id', accessor: (row) => row.studentId, width: 130 },
  { id: 'hubId', header: 'Hub', accessor: (row) => row.hubId, width: 90 },
  { id: 'stage', header: 'Stage', accessor: (row) => row.stage, kind: 'status', width: 130 },
  {
    id: 'currentProgramme',
    header: 'Programme now',
    accessor: (row) => row.currentProgramme,
    width: 140,
  },
  {
    id: 'programme',
    header: 'Intended programme',
    accessor: (row) => row.programme,
    width: 160,
  },
  {
    id: 'registeredOn',
    header: 'Registered',
    accessor: (row) => row.registeredOn,
    kind: 'date',
    width: 120,
  },
  { id: 'notes', header: 'Notes', accessor: (row) => row.notes ?? '' },
];

// Filter ids are the server's query names: the export asks for the same rows.
function filters(list: FurtherStudyList | undefined): DataFilter<FurtherStudyRow>[] {
  return [
    {
      id: 'programme',
      label: 'Intended programme',
      allLabel: 'All programmes',
      options: (list?.options.programmes ?? []).map((each) => ({
        value: each.code,
        label: each.name,
      })),
      predicate: (row, value) => row.programme === value,
    },
    {
      id: 'hub',
      label: 'Hub',
      allLabel: 'All hubs',
      options: (list?.options.hubs ?? []).map((hub) => ({ value: hub.id, label: hub.name })),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'stage',
      label: 'Stage',
      allLabel: 'Alumni and students',
      options: FURTHER_STUDY_STAGES.map((stage) => ({ value: stage, label: stage })),
      predicate: (row, value) => row.stage === value,
    },
  ];
}

/**
 * Registrations → Further study (spec §2.3 `/registrations`, issue 20): the alumni and
 * completing students (and any other student) who registered interest in a further programme
 * from their forms area. Online only: read afresh at each visit.
 */
export function FurtherStudyListPage({ title }: ScreenProps) {
  const styles = useStyles();
  const [state, setState] = useState<DataTableState>({ search: '', sort: null, filters: {} });
  const query = useQuery({
    queryKey: ['registrations-further-study', session.user?.id],
    retry: false,
    queryFn: async () => {
      try {
        return furtherStudyListSchema.parse(await api.get('registrations/furtherstudy').json());
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
          Interests in further study need a connection: they are not kept offline.
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
        getRowId={(row) => row.id}
        searchPlaceholder="Search by name, id, e-mail or note"
        state={state}
        onStateChange={setState}
        exports={{
          onExport: (format) =>
            void downloadExport('registrations/furtherstudy', format, serverQueryOf(state)).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </div>
  );
}
