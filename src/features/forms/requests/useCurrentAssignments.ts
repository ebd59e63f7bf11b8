import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import type { CurrentAssignment } from '../../../domain/forms';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import { extensionSubjectKey } from '../../../domain/students/extensions';
import { session } from '../../../state/session';

/** The key of an assignment as extension requests name it: engagement/session/module instance. */
export const assignmentKey = extensionSubjectKey;

/** The key of the assignment a request's answers name (an extension's do), if they name one. */
export function requestedAssignmentKey(request: Pick<StoredStudentRequest, 'data'>) {
  const { engagementId, sessionId, moduleInstanceId } = request.data;
  return typeof engagementId === 'string' &&
    typeof sessionId === 'string' &&
    typeof moduleInstanceId === 'string'
    ? assignmentKey({ engagementId, sessionId, moduleInstanceId })
    : undefined;
}

/** The student's assignments of the current session (kept on the device for offline use). */
export function useCurrentAssignments() {
  return useQuery({
    queryKey: ['forms', 'current-assignments', session.user?.id],
    queryFn: async () => {
      try {
        return (
          await api.get('forms/student/current-assignments').json<{ items: CurrentAssignment[] }>()
        ).items;
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/** "Christian Doctrine: Essay 1" for a request about one of these assignments. */
export function assignmentOf(
  assignments: readonly CurrentAssignment[] | undefined,
  request: Pick<StoredStudentRequest, 'data'>,
): CurrentAssignment | undefined {
  const key = requestedAssignmentKey(request);
  return key === undefined ? undefined : assignments?.find((item) => assignmentKey(item) === key);
}
