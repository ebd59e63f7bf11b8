import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { RecordPage } from '../../components/record-page';
import type { StoredEngagement } from '../../domain/records/engagement';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { can } from '../../state/permissions';
import { RequestsSection } from './requests/RequestsSection';
import { StudentDetailsForm } from './StudentDetailsForm';

const ENGAGEMENT_COLUMNS: DataColumn<StoredEngagement>[] = [
  { id: 'code', header: 'Code', accessor: (row) => row.code },
  { id: 'programmeCode', header: 'Programme', accessor: (row) => row.programmeCode },
  { id: 'status', header: 'Status', accessor: (row) => row.status, kind: 'status' },
  { id: 'cohort', header: 'Cohort', accessor: (row) => row.cohort },
  { id: 'startDate', header: 'Start', accessor: (row) => row.startDate, kind: 'date' },
  { id: 'endDate', header: 'End', accessor: (row) => row.endDate, kind: 'date' },
];

/** A student's record from the device's copy: details (editable offline) and engagements. */
export function StudentRecordPage() {
  const { id = '' } = useParams();
  const engine = useOffline();
  const hubName = useHubName();
  const student = useLiveQuery(async () => engine?.db.students.get(id), [engine, id], null);
  const engagements = useLiveQuery(
    async () => engine?.db.engagements.where('studentId').equals(id).toArray(),
    [engine, id],
  );
  const requests = useLiveQuery(
    async () =>
      (await engine?.db['student-requests'].where('studentId').equals(id).toArray())?.toSorted(
        (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
      ),
    [engine, id],
  );

  if (!engine || student === null) return <Spinner label="Loading, please wait ..." />;
  if (student === undefined) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This student is not on this device. It may be outside your records, or not synced yet.
        </MessageBarBody>
      </MessageBar>
    );
  }
  const name = `${student.preferredName ?? student.firstName} ${student.lastName}`;
  const editable = can([['students:admin', 'students:enrolment']]);
  return (
    <RecordPage
      title={name}
      subtitle={`${student.programmeCode} · ${hubName(student.hubId)} · ${student.email}`}
      tabs={[
        {
          id: 'details',
          label: 'Details',
          content: editable ? (
            <StudentDetailsForm student={student} />
          ) : (
            <Text>{`${name}, ${student.email}`}</Text>
          ),
        },
        {
          id: 'engagements',
          label: 'Engagements',
          content: (
            <DataTable
              label="Engagements"
              rows={engagements}
              columns={ENGAGEMENT_COLUMNS}
              getRowId={(row) => row.id}
              height={240}
            />
          ),
        },
        {
          id: 'requests',
          label: requests?.length ? `Requests (${requests.length})` : 'Requests',
          content: requests ? (
            <RequestsSection requests={requests} mayDecide={editable} />
          ) : (
            <Spinner label="Loading, please wait ..." />
          ),
        },
      ]}
    />
  );
}
