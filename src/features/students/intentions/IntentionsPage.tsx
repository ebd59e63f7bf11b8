import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api, messageOfFailure } from '../../../api/client';
import { downloadExport } from '../../../api/entities';
import {
  type DataColumn,
  type DataFilter,
  DataTable,
  type DataTableState,
} from '../../../components/data-table';
import { AsOf, type ScreenProps } from '../../../components/screen';
import {
  cohortFilterMatches,
  INTENTIONS_COHORTS,
  INTENTIONS_LEVELS,
  type IntentionsCohort,
} from '../../../domain/programmes/cohorts';
import { levelOfCode } from '../../../domain/programmes/level-codes';
import { type IntentionsRow, isRequiredUnanswered } from '../../../domain/students/intentions-list';
import { useHubName } from '../../../offline-react/useHubNames';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

function columns(hubName: (id: unknown) => string): DataColumn<IntentionsRow>[] {
  return [
    { id: 'name', header: 'Student', accessor: (row) => row.name },
    { id: 'hubId', header: 'Hub', accessor: (row) => hubName(row.hubId), width: 140 },
    { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode, width: 110 },
    { id: 'cohort', header: 'Cohort', accessor: (row) => row.cohort, width: 90 },
    { id: 'level', header: 'Level', accessor: (row) => row.level, width: 80 },
    { id: 'status', header: 'Engagement', accessor: (row) => row.engagementStatus, width: 110 },
    {
      id: 'intentionStatus',
      header: 'Intention status',
      accessor: (row) => row.intentionStatus ?? '—',
      width: 140,
    },
    { id: 'required', header: 'Required', accessor: (row) => yesNo(row.required), width: 90 },
    { id: 'answer', header: 'Answer', accessor: (row) => row.answer || 'Not answered' },
  ];
}

// Filter ids are the server's query names, so the export takes the same filters as the table.
function filters(
  rows: readonly IntentionsRow[],
  hubName: (id: unknown) => string,
): DataFilter<IntentionsRow>[] {
  const hubs = [...new Set(rows.map((row) => row.hubId))].sort();
  const programmes = [...new Set(rows.map((row) => row.programmeCode))].sort();
  return [
    {
      id: 'unanswered',
      label: 'Answers',
      allLabel: 'All students',
      options: [{ value: 'true', label: 'Required but not answered' }],
      predicate: (row) => isRequiredUnanswered(row),
    },
    {
      id: 'hubId',
      label: 'Hub',
      options: hubs.map((id) => ({ value: id, label: hubName(id) })),
      predicate: (row, value) => row.hubId === value,
    },
    {
      id: 'programmeCode',
      label: 'Programme',
      options: options(programmes),
      predicate: (row, value) => row.programmeCode === value,
    },
    {
      id: 'cohort',
      label: 'Cohort',
      options: options(INTENTIONS_COHORTS),
      predicate: (row, value) => cohortFilterMatches(value as IntentionsCohort, row.cohort),
    },
    {
      id: 'level',
      label: 'Level',
      options: options(INTENTIONS_LEVELS),
      predicate: (row, value) => levelOfCode(row.level) === value,
    },
  ];
}

/**
 * Students → Intentions (spec §2.3, §4, §9): each student with a Current or IoS engagement in
 * the caller's scope (a hub director's hub, a programme director's programme), the intention
 * status, and what the student answered. Online, kept on the device for offline reading.
 */
export function IntentionsPage({ title }: ScreenProps) {
  const hubName = useHubName();
  const [filterValues, setFilterValues] = useState<Readonly<Record<string, string>>>({});
  const query = useQuery({
    queryKey: ['student-intentions', session.user?.id],
    queryFn: async () => {
      try {
        return (await api.get('student-intentions').json<{ items: IntentionsRow[] }>()).items;
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const rows = query.data;
  const tableColumns = useMemo(() => columns(hubName), [hubName]);
  const tableFilters = useMemo(() => filters(rows ?? [], hubName), [rows, hubName]);

  if (query.isError && !rows) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  const chosen = Object.fromEntries(Object.entries(filterValues).filter(([, value]) => value));
  return (
    <>
      <AsOf updatedAt={query.dataUpdatedAt} stale={query.isError || !navigator.onLine} />
      <DataTable
        label={title}
        rows={rows}
        columns={tableColumns}
        filters={tableFilters}
        getRowId={(row) => row.studentId}
        searchPlaceholder="Search students"
        onStateChange={(state: DataTableState) => setFilterValues(state.filters)}
        exports={{
          onExport: (format) =>
            void downloadExport('student-intentions', format, chosen).catch(
              async (failure: unknown) => notify(await messageOfFailure(failure), 'error'),
            ),
        }}
      />
    </>
  );
}
