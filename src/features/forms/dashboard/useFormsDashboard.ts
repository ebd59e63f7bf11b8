import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { type DashboardStatus, dashboardStatus } from '../../../domain/forms/dashboard';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import { comingSessionTitle } from '../../../domain/students/enrolment-year';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { useFeature } from '../../../state/features';
import { can } from '../../../state/permissions';
import { session } from '../../../state/session';
import { currentStudentQuery, prefetchContentPages, prefetchMyResidentials } from '../queries';

/** Where the student's decided requests already seen are kept on the device. */
export const SEEN_DECISIONS_KEY = 'forms.seenDecisions';

export interface FormsDashboardData {
  status: DashboardStatus;
  requests: StoredStudentRequest[];
  seenDecisions: string[];
  markSeen: (ids: readonly string[]) => Promise<void>;
}

/** The student's forms, requests and record, read from the device; undefined while they open. */
export function useFormsDashboard(): FormsDashboardData | undefined {
  const engine = useOffline();
  const client = useQueryClient();
  const { user } = useSnapshot(session);
  const studentId = user?.studentId ?? '';
  const student = useQuery({ ...currentStudentQuery(user?.id ?? ''), enabled: Boolean(user) });
  const local = useLiveQuery(async () => {
    if (!engine) return undefined;
    const [forms, requests, seen] = await Promise.all([
      engine.db['student-forms'].where('studentId').equals(studentId).toArray(),
      engine.db['student-requests'].where('studentId').equals(studentId).toArray(),
      engine.db.meta.get(SEEN_DECISIONS_KEY),
    ]);
    const seenDecisions = Array.isArray(seen?.value) ? (seen.value as string[]) : [];
    return { forms, requests, seenDecisions };
  }, [engine, studentId]);

  const residentials = useFeature('residentialAttendance');
  const userId = user?.id;
  useEffect(() => {
    // The student's residentials, ready offline before they travel (issue 23).
    if (residentials && userId) void prefetchMyResidentials(client, userId);
  }, [client, residentials, userId]);
  useEffect(() => {
    void prefetchContentPages(client);
    // The screens that show them too, so a page opens offline without having been opened before
    // (until the service worker controls the tab, lazy chunks come from the network).
    void import('../content/ContentPage').catch(() => undefined);
    void import('../FormsScreen').catch(() => undefined);
  }, [client]);

  return useMemo(() => {
    if (!engine || !local) return undefined;
    const requests = [...local.requests].sort((a, b) =>
      (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    );
    const status = dashboardStatus({
      forms: local.forms,
      requests,
      engagements: student.data?.engagements,
      seenDecisions: local.seenDecisions,
      session: comingSessionTitle(new Date()),
      bursary: can(['forms:bursary']),
    });
    const markSeen = async (ids: readonly string[]) => {
      await engine.db.meta.put({
        key: SEEN_DECISIONS_KEY,
        value: [...new Set([...local.seenDecisions, ...ids])],
      });
    };
    return { status, requests, seenDecisions: local.seenDecisions, markSeen };
  }, [engine, local, student.data]);
}
