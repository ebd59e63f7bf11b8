import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import { RecordPage } from '../../components/record-page';
import { useOffline } from '../../offline-react/OfflineProvider';
import { useHubName } from '../../offline-react/useHubNames';
import { can } from '../../state/permissions';
import { EngagementsTab } from './record/engagements/EngagementsTab';
import { RequestsSection } from './requests/RequestsSection';
import { StudentDetailsForm } from './StudentDetailsForm';

/** A student's record from the device's copy: details (editable offline) and engagements. */
export function StudentRecordPage() {
  const { id = '' } = useParams();
  const engine = useOffline();
  const hubName = useHubName();
  const student = useLiveQuery(async () => engine?.db.students.get(id), [engine, id], null);
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
  // A hub director changes their hub's students' details too (the server's students update).
  const editsDetails = can([['students:admin', 'students:enrolment', 'role:hd']]);
  return (
    <RecordPage
      title={name}
      subtitle={`${student.programmeCode} · ${hubName(student.hubId)} · ${student.email}`}
      tabs={[
        {
          id: 'details',
          label: 'Details',
          content: editsDetails ? (
            <StudentDetailsForm student={student} />
          ) : (
            <Text>{`${name}, ${student.email}`}</Text>
          ),
        },
        {
          id: 'engagements',
          label: 'Engagements',
          content: <EngagementsTab studentId={id} />,
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
