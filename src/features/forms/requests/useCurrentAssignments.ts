import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import type { CurrentAssignment } from '../../../domain/forms';
import type { SyncedRecord } from '../../../offline/types';
import { session } from '../../../state/session';

/** The key of an assignment as extension requests name it: engagement/session/module instance. */
export function assignmentKey(item: {
  engagementId?: unknown;
  sessionId?: unknown;
  moduleInstanceId?: unknown;
}): string {
  return `${String(item.engagementId)}/${String(item.sessionId)}/${String(item.moduleInstanceId)}`;
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
  request: SyncedRecord,
): CurrentAssignment | undefined {
  const data = (request.data ?? {}) as Record<string, unknown>;
  const key = assignmentKey(data);
  return assignments?.find((item) => assignmentKey(item) === key);
}
