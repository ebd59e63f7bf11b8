import { useLiveQuery } from 'dexie-react-hooks';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../domain/format/dates';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { OnlineTab } from './OnlineTab';
import { type StudentSession, sessionsQuery } from './queries';

/** Every enrolment session of the student, every year (newest first), read from the server. */
export function SessionsTab({ studentId }: { studentId: string }) {
  const engine = useOffline();
  const codes = useLiveQuery(
    async () =>
      new Map(
        (await engine?.db.engagements.where('studentId').equals(studentId).toArray())?.map(
          (engagement) => [engagement.id, engagement.code],
        ),
      ),
    [engine, studentId],
  );
  return (
    <OnlineTab query={sessionsQuery(studentId)}>
      {(data) => (
        <ReadOnlyTable<StudentSession>
          caption="Enrolment sessions"
          rows={data.items}
          rowKey={(row) => row.id}
          empty="No enrolment sessions yet."
          columns={[
            { header: 'Session', cell: (row) => row.sessionId },
            {
              header: 'Engagement',
              cell: (row) => codes?.get(row.engagementId) ?? row.engagementId,
            },
            { header: 'Year of study', cell: (row) => row.yearOfStudy, numeric: true },
            { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              header: 'Student enrolled',
              cell: (row) =>
                row.studentEnrolledAt ? formatDateTime(row.studentEnrolledAt) : 'Not recorded',
            },
          ]}
        />
      )}
    </OnlineTab>
  );
}
