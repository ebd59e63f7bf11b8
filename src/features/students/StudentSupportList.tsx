import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import type { OfflineEngine } from '../../offline-react/engine';
import { type SupportRow, studentsWithSharedSupport } from './modes';

const COLUMNS: DataColumn<SupportRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'needs', header: 'Needs', accessor: (row) => row.needs },
  { id: 'details', header: 'How it affects study', accessor: (row) => row.details },
  { id: 'supportPlan', header: 'Support plan', accessor: (row) => row.supportPlan, width: 130 },
];

/** "Student support needs": the tutor's students who agreed to share their needs (issue 18). */
export function StudentSupportList({ engine, title }: { engine: OfflineEngine; title: string }) {
  const navigate = useNavigate();
  const students = useLiveQuery(async () => engine.db.students.toArray(), [engine]);
  const forms = useLiveQuery(
    async () => engine.db['student-forms'].where('formId').equals('learning-support').toArray(),
    [engine],
  );
  const rows = useMemo(
    () => (students && forms ? studentsWithSharedSupport(students, forms) : undefined),
    [students, forms],
  );
  return (
    <DataTable
      label={title}
      rows={rows}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      searchPlaceholder="Search students"
      onRowClick={(row) => navigate(`/mystudents/${row.id}`)}
    />
  );
}
