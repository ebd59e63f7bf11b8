import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BusySpinner } from '../../../components/screen/BusySpinner';
import { useQueriesReady } from '../../../offline-react/QueryProvider';
import { session } from '../../../state/session';
import { DashboardBody } from './DashboardBody';
import type { LiveDashboardState } from './LiveDashboard';
import { readSavedDashboard } from './view';

// Dexie, the device's records and TanStack Query: loaded right after the first screen.
const LiveDashboard = lazy(() =>
  import('./LiveDashboard').then((module) => ({ default: module.LiveDashboard })),
);

/**
 * `/forms`: what needs the student, then each category with where it stands. The first screen
 * is what this device showed last time (a small copy in localStorage); the live part replaces
 * it with the device's records as soon as they open (README, Benchmarks).
 */
export function FormsDashboard() {
  const { user } = useSnapshot(session);
  const queriesReady = useQueriesReady();
  const [live, setLive] = useState<LiveDashboardState>();
  const saved = useMemo(() => (user ? readSavedDashboard(user.id) : undefined), [user]);
  // "Mark as read" pressed before the live part arrived: written when it does.
  const pendingSeen = useRef<string[]>([]);
  const [seenEarly, setSeenEarly] = useState<readonly string[]>([]);

  useEffect(() => {
    if (!live || pendingSeen.current.length === 0) return;
    const ids = pendingSeen.current;
    pendingSeen.current = [];
    void live.markSeen(ids);
  }, [live]);

  const onSeen = (ids: readonly string[]) => {
    if (live) return void live.markSeen(ids);
    pendingSeen.current.push(...ids);
    setSeenEarly((current) => [...current, ...ids]);
  };

  const view = live?.view ?? saved;
  return (
    <>
      {view ? (
        <DashboardBody
          view={
            live ? view : { ...view, unseen: view.unseen.filter((id) => !seenEarly.includes(id)) }
          }
          onSeen={onSeen}
          noStudent={!user?.studentId}
        />
      ) : (
        <BusySpinner label="Loading, please wait ..." />
      )}
      {queriesReady && (
        <Suspense fallback={null}>
          <LiveDashboard onChange={setLive} />
        </Suspense>
      )}
    </>
  );
}
