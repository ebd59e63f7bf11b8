import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, messageOfFailure } from '../../../api/client';
import { ReadOnlyTable } from '../../../components/read-only-table';
import { FactList } from '../../../components/record-page';
import {
  type RegistrationRecord,
  registrationRecordSchema,
} from '../../../domain/course-platform/registrations';
import { formatDateTime } from '../../../domain/format/dates';
import { ProvisionPanel } from './ProvisionPanel';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

type Course = RegistrationRecord['courses'][number];

const when = (value: string | null) => (value ? formatDateTime(value) : 'Never');

function completionText(course: Course): string {
  if (course.completed === null) return course.completionNote ?? '—';
  return course.completed ? 'Completed' : 'Not completed';
}

/**
 * Registrations → one person's record (spec §2.4 `registrations/{id}`, issue 20): their course
 * platform account, the courses they are on with completion, and the action that creates what is
 * missing. Online only.
 */
export function RegistrationRecordPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['registration', id],
    retry: false,
    queryFn: async () => {
      try {
        return registrationRecordSchema.parse(
          await api.get(`registrations/${encodeURIComponent(id)}`).json(),
        );
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
  const record = query.data;
  if (!record && !navigator.onLine)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          Course platform registrations need a connection: they are not kept offline.
        </MessageBarBody>
      </MessageBar>
    );
  if (query.isError && !record)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{query.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!record) return <Spinner label="Asking the course platform ..." />;
  const { row } = record;
  const facts: [string, string][] = [
    [row.kind === 'Staff' ? 'Staff' : 'Student', `${row.name} (${row.studentId})`],
    ['E-mail', row.email],
    ['Hub', row.hubId || '—'],
    ['Programme', row.programmeCode || '—'],
    ['Account', row.state],
    ['Username', row.username ?? '—'],
    ['Last access', row.platformUserId === null ? '—' : when(row.lastAccess)],
    ['Missing courses', row.missingCourses.join(', ') || 'None'],
  ];
  return (
    <div className={styles.page}>
      <FactList label="Course platform account" facts={facts} />
      {row.state !== 'With account' && (
        <ProvisionPanel studentIds={[row.studentId]} onFinished={() => void query.refetch()} />
      )}
      <ReadOnlyTable
        caption={`Courses (${record.courses.length})`}
        columns={[
          { header: 'Course', cell: (course: Course) => course.shortname },
          { header: 'Title', cell: (course) => course.fullname, wide: true },
          { header: 'Last access', cell: (course) => when(course.lastAccess) },
          { header: 'Completion', cell: completionText },
        ]}
        rows={record.courses}
        rowKey={(course) => String(course.id)}
        empty="Not enrolled on any course."
      />
    </div>
  );
}
