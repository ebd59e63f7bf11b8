import { useLiveQuery } from 'dexie-react-hooks';
import { type DataColumn, DataTable } from '../../../components/data-table';
import type { StoredEngagement } from '../../../domain/records/engagement';
import { useOffline } from '../../../offline-react/OfflineProvider';

const ENGAGEMENT_COLUMNS: DataColumn<StoredEngagement>[] = [
  { id: 'code', header: 'Code', accessor: (row) => row.code },
  { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode },
  { id: 'status', header: 'Status', accessor: (row) => row.status, kind: 'status' },
  { id: 'cohort', header: 'Cohort', accessor: (row) => row.cohort },
  { id: 'startDate', header: 'Start', accessor: (row) => row.startDate, kind: 'date' },
  { id: 'endDate', header: 'End', accessor: (row) => row.endDate, kind: 'date' },
];

/** The student's engagements from the device's copy (the Engagements tab, as it was). */
export function EngagementsTab({ studentId }: { studentId: string }) {
  const engine = useOffline();
  const engagements = useLiveQuery(
    async () => engine?.db.engagements.where('studentId').equals(studentId).toArray(),
    [engine, studentId],
  );
  return (
    <DataTable
      label="Engagements"
      rows={engagements}
      columns={ENGAGEMENT_COLUMNS}
      getRowId={(row) => row.id}
      height={240}
    />
  );
}
