import { Spinner } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import type { ScreenProps } from '../../components/screen';
import type { StoredStudent } from '../../domain/records/student';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { studentsInMode } from './modes';
import { StudentSupportList } from './StudentSupportList';

function columns(hubName: (hubId: unknown) => string): DataColumn<StoredStudent>[] {
  return [
    { id: 'lastName', header: 'Last name', accessor: (row) => row.lastName },
    { id: 'firstName', header: 'First name', accessor: (row) => row.firstName },
    { id: 'email', header: 'Email', accessor: (row) => row.email },
    { id: 'hubId', header: 'Hub', accessor: (row) => hubName(row.hubId), width: 150 },
    { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode, width: 130 },
    { id: 'partnerId', header: 'Partner ID', accessor: (row) => row.partnerId, width: 130 },
  ];
}

/** Students from the device's copy (works offline), in the list mode of its menu entry. */
export function StudentListPage({
  title,
  mode,
  module,
}: ScreenProps & { mode?: string; module?: string }) {
  const engine = useOffline();
  if (engine && mode === 'studentsupport-faculty')
    return <StudentSupportList engine={engine} title={title} />;
  return <StudentList title={title} mode={mode} module={module} />;
}

function StudentList({ title, mode, module }: { title: string; mode?: string; module?: string }) {
  const engine = useOffline();
  const navigate = useNavigate();
  const hubName = useHubName();
  const tableColumns = useMemo(() => columns(hubName), [hubName]);
  const students = useLiveQuery(async () => engine?.db.students.toArray(), [engine]);
  const engagements = useLiveQuery(async () => engine?.db.engagements.toArray(), [engine]);
  const rows = useMemo(
    () =>
      students && engagements
        ? studentsInMode(students, engagements, typeof mode === 'string' ? mode : 'all')
        : undefined,
    [students, engagements, mode],
  );
  if (!engine) return <Spinner label="Loading, please wait ..." />;
  return (
    <DataTable
      label={title}
      rows={rows}
      columns={tableColumns}
      getRowId={(row) => row.id}
      searchPlaceholder="Search students"
      onRowClick={(row) =>
        navigate(`/${module === 'mystudents' ? 'mystudents' : 'students'}/${row.id}`)
      }
    />
  );
}
