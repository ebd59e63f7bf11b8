import { Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { formatDate } from '../../../domain/format/dates';
import { ownSessionsSchema } from '../../../domain/students/enrolment-year';

/** GET forms/student/enrolment-sessions: the student's own sessions (kept for offline views). */
const ownSessionsQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['own-enrolment-sessions', studentId],
    queryFn: async () =>
      ownSessionsSchema.parse(await api.get('forms/student/enrolment-sessions').json()),
    retry: 1,
  });

/**
 * The college's side of the student's enrolment on a session (spec §4): the status staff gave
 * the session of each engagement, or a sentence saying the college has not opened it yet.
 */
export function SessionStatus({
  studentId,
  sessionTitle,
}: {
  studentId: string;
  sessionTitle: string;
}) {
  const sessions = useQuery(ownSessionsQuery(studentId));
  if (!sessions.data) return null;
  const mine = sessions.data.filter((session) => session.sessionId === sessionTitle);
  if (mine.length === 0) {
    return (
      <Caption1>{`The college has not opened your ${sessionTitle} session yet; your enrolment counts for it once it does.`}</Caption1>
    );
  }
  return (
    <>
      {mine.map((session) => (
        <MessageBar key={session.engagementCode} intent="info">
          <MessageBarBody>
            {`Your ${sessionTitle} session (${session.engagementCode}, year ${session.yearOfStudy}): ${session.status}.${
              session.studentEnrolledAt
                ? ` The college has your enrolment of ${formatDate(session.studentEnrolledAt)}.`
                : ''
            }`}
          </MessageBarBody>
        </MessageBar>
      ))}
    </>
  );
}
