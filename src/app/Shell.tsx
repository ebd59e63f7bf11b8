import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { BusySpinner } from '../components/screen/BusySpinner';
import { OfflineProvider } from '../offline-react/OfflineProvider';
import { QueryProvider } from '../offline-react/QueryProvider';
import { session } from '../state/session';
import { importWithRetry } from './import-retry';
import { StudentLayout } from './StudentLayout';
import { shellOf } from './shell-choice';

// Fluent's menu, positioning, portals and navigation drawer: only staff load them.
const StaffLayout = lazy(() =>
  importWithRetry(() => import('./StaffLayout')).then((module) => ({
    default: module.StaffLayout,
  })),
);

/**
 * The signed-in area: the online views' cache and the user's offline engine (both loaded as the
 * shell mounts, not before it draws), around the student's or the staff layout.
 */
export function Shell() {
  const { user } = useSnapshot(session);
  return (
    <QueryProvider>
      <OfflineProvider>
        {shellOf(user) === 'student' ? (
          <StudentLayout />
        ) : (
          <Suspense fallback={<BusySpinner label="Loading, please wait ..." />}>
            <StaffLayout />
          </Suspense>
        )}
      </OfflineProvider>
    </QueryProvider>
  );
}
