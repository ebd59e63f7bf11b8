import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useLiveQuery } from 'dexie-react-hooks';
import { byCreatedAt } from '../../../../offline/local-records';
import { useOffline } from '../../../../offline-react/OfflineProvider';
import { can } from '../../../../state/permissions';
import { EngagementCard } from './EngagementCard';
import { ResidentialAttendance } from './ResidentialAttendance';

const useStyles = makeStyles({ list: { display: 'grid', gap: tokens.spacingVerticalM } });

// Who may change an engagement (the server's STUDENT_EDIT, server/entities/students.ts).
const ENGAGEMENT_EDIT = [['students:admin', 'students:enrolment']] as const;

/** A student's engagements from the device's copy, each with its status and status changes. */
export function EngagementsTab({ studentId }: { studentId: string }) {
  const styles = useStyles();
  const engine = useOffline();
  const student = useLiveQuery(async () => engine?.db.students.get(studentId), [engine, studentId]);
  const engagements = useLiveQuery(
    async () =>
      (await engine?.db.engagements.where('studentId').equals(studentId).toArray())?.toSorted(
        (a, b) => b.startDate.localeCompare(a.startDate),
      ),
    [engine, studentId],
  );
  const ids = engagements?.map((engagement) => engagement.id) ?? [];
  const queued = useLiveQuery(
    async () =>
      (
        await engine?.db.outbox
          .where('[entity+recordId]')
          .anyOf(ids.map((id) => ['engagements', id]))
          .toArray()
      )?.toSorted(byCreatedAt) ?? [],
    [engine, ids.join('\u0000')],
    [],
  );
  if (!engagements) return <Spinner label="Loading, please wait ..." />;
  if (engagements.length === 0) return <Text>This student has no engagements.</Text>;
  const name = student ? `${student.preferredName ?? student.firstName} ${student.lastName}` : '';
  const mayChange = can(ENGAGEMENT_EDIT);
  return (
    <div className={styles.list}>
      {engagements.map((engagement) => (
        <EngagementCard
          key={engagement.id}
          engagement={engagement}
          label={[name, engagement.code].filter(Boolean).join(', ')}
          queued={queued.filter((entry) => entry.recordId === engagement.id)}
          mayChange={mayChange}
        />
      ))}
      <ResidentialAttendance studentId={studentId} />
    </div>
  );
}
