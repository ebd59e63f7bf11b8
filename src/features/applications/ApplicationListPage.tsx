import { Spinner } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { messageOfFailure } from '../../api/client';
import { downloadCustomExport, downloadExport } from '../../api/entities';
import { type DataColumn, DataTable } from '../../components/data-table';
import type { ScreenProps } from '../../components/screen';
import { REPORT_FIELDS } from '../../domain/applications/reporting';
import type { StoredApplication } from '../../domain/records/application';
import { useChoiceLists } from '../../offline-react/choice-lists';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { notify } from '../../state/ui';
import { applicationFilters } from './list-filters';
import { applicationsInMode } from './modes';

function columns(hubName: (hubId: unknown) => string): DataColumn<StoredApplication>[] {
  return [
    { id: 'lastName', header: 'Last name', accessor: (row) => row.lastName },
    { id: 'firstName', header: 'First name', accessor: (row) => row.firstName },
    { id: 'status', header: 'Status', accessor: (row) => row.status, kind: 'status', width: 220 },
    { id: 'intake', header: 'Intake', accessor: (row) => row.intake, kind: 'date', width: 120 },
    { id: 'hubId', header: 'Hub', accessor: (row) => hubName(row.hubId), width: 150 },
    {
      id: 'programme',
      header: 'Programme',
      accessor: (row) => row.course?.course,
      width: 120,
    },
    {
      id: 'firstHeard',
      header: 'First heard',
      accessor: (row) => row.otherInformation?.firstHeard,
      width: 150,
    },
  ];
}

// The server's export columns (spec §7 exports), the same list the report screen offers.
const EXPORT_FIELDS = REPORT_FIELDS.map(({ field, label }) => ({ id: field, label }));

/** Applications from the device's copy (works offline), in the list mode of its menu entry. */
export function ApplicationListPage({
  title,
  mode,
  module,
}: ScreenProps & { mode?: string; module?: string }) {
  const engine = useOffline();
  const navigate = useNavigate();
  const hubName = useHubName();
  const tableColumns = useMemo(() => columns(hubName), [hubName]);
  const applications = useLiveQuery(async () => engine?.db.applications.toArray(), [engine]);
  const rows = useMemo(
    () =>
      applications
        ? applicationsInMode(applications, typeof mode === 'string' ? mode : 'all')
        : undefined,
    [applications, mode],
  );
  const { firstHeard } = useChoiceLists();
  const filters = useMemo(
    () => applicationFilters(rows ?? [], hubName, firstHeard),
    [rows, hubName, firstHeard],
  );
  if (!engine) return <Spinner label="Loading, please wait ..." />;
  const report = async (work: Promise<void>) => {
    try {
      await work;
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };
  return (
    <DataTable
      label={title}
      rows={rows}
      columns={tableColumns}
      getRowId={(row) => row.id}
      searchPlaceholder="Search applications"
      filters={filters}
      exports={{
        onExport: (format) => void report(downloadExport('applications', format)),
        fields: EXPORT_FIELDS,
        onCustomExport: (fields) => void report(downloadCustomExport('applications', fields)),
      }}
      onRowClick={(row) =>
        navigate(`/${module === 'fc-applications' ? 'fc-applications' : 'applications'}/${row.id}`)
      }
    />
  );
}
