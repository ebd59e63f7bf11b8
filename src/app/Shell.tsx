import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { BusySpinner } from '../components/screen/BusySpinner';
import { OfflineProvider } from '../offline-react/OfflineProvider';
import { QueryProvider } from '../offline-react/QueryProvider';
import { refreshAccountQuietly, session } from '../state/session';
import { importWithRetry } from './import-retry';
import { StudentLayout } from './StudentLayout';
import { shellOf } from './shell-choice';

// Fluent's menu, positioning, portals and navigation drawer: only staff load them.
const StaffLayout = lazy(() =>
  importWithRetry(() => import('./StaffLayout')).then((module) => ({
    default: module.StaffLayout,
  })),
);

/** How old the account may be when the device comes online or the tab is shown again. */
const ACCOUNT_MAX_AGE_MS = 15_000;

/**
 * The account again when the device comes back online or the tab is shown again (as well as on
 * navigation, src/app/loaders.ts): it brings the feature switches a sysadmin may have changed.
 */
function useAccountRefresh(): void {
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void refreshAccountQuietly(ACCOUNT_MAX_AGE_MS);
    };
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
}

/**
 * The signed-in area: the online views' cache and the user's offline engine (both loaded as the
 * shell mounts, not before it draws), around the student's or the staff layout.
 */
export function Shell() {
  const { user } = useSnapshot(session);
  useAccountRefresh();
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
