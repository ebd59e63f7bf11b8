import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Navigate } from 'react-router';
import { BusySpinner } from '../components/screen/BusySpinner';
import { groupLanding } from '../domain/ui/group-paths';
import { type RouteSpec, routeFeaturesOn } from '../domain/ui/routes';
import { useQueriesReady } from '../offline-react/QueryProvider';
import { useFeatures } from '../state/features';
import { can, permissions } from '../state/permissions';
import { ui } from '../state/ui';
import { importWithRetry } from './import-retry';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { ScreenProps } from './screens';

const FORBIDDEN = 'You do not have permission to access this page';

// Screens that draw before the online views' cache has loaded (from a copy saved on the device),
// loaded here rather than through the screen table, whose preload lists of every screen's files
// would weigh on the first screen (README, Benchmarks). The others may read the cache on their
// first render, so they wait for it.
const EARLY_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  FormsDashboard: lazy(() =>
    importWithRetry(() => import('../features/forms/dashboard/FormsDashboard')).then((module) => ({
      default: module.FormsDashboard as ComponentType<ScreenProps>,
    })),
  ),
};
const ConfiguredScreen = lazy(() =>
  importWithRetry(() => import('./screens')).then((module) => ({
    default: module.ConfiguredScreen,
  })),
);

function Loading() {
  return <BusySpinner label="Loading, please wait ..." />;
}

/** Spec §5: a refused route stores error 403 and says so in the title; an allowed one clears it. */
function useAccessState(allowed: boolean, title: string): void {
  // A layout effect runs before the screen's own effects, so a screen may set a better title.
  useLayoutEffect(() => {
    ui.error = allowed ? null : { status: 403, message: FORBIDDEN };
    ui.pageTitle = allowed ? title : 'Access denied';
    document.title = `${allowed ? title : 'Access denied'} · Collegium`;
  }, [allowed, title]);
}

/**
 * A configured route: its feature switches and permission are checked, its title set, its screen
 * loaded lazily. A route whose switch is off (as the account last brought them) does not exist.
 */
export function GuardedScreen({ route }: { route: RouteSpec }): ReactNode {
  const features = useFeatures();
  if (!routeFeaturesOn(route, features)) return <SwitchedOff />;
  return <AllowedScreen route={route} welcomeDashboard={features['welcome-dashboard']} />;
}

function AllowedScreen({
  route,
  welcomeDashboard,
}: {
  route: RouteSpec;
  welcomeDashboard: boolean;
}) {
  const allowed = can(route.requires);
  const cacheReady = useQueriesReady();
  useAccessState(allowed, route.title);
  if (!allowed) return <ForbiddenPage />;
  const Early = route.component !== undefined ? EARLY_SCREENS[route.component] : undefined;
  if (!cacheReady && !Early) return <Loading />;
  const props: ScreenProps = {
    ...route.props,
    title: route.title,
    module: route.module,
    welcomeDashboard,
  };
  return (
    <Suspense fallback={<Loading />}>
      {Early ? <Early {...props} /> : <ConfiguredScreen {...props} component={route.component} />}
    </Suspense>
  );
}

/**
 * A module's or group's own path (`/students`): goes on to its first page the user may open, or
 * shows the 403 page when there is none (issue 18), rather than the 404 page.
 */
export function GroupLanding({ path, routes }: { path: string; routes: readonly RouteSpec[] }) {
  const features = useFeatures();
  const prefix = path === '/' ? '/' : `${path}/`;
  const on = routes.filter((route) => routeFeaturesOn(route, features));
  if (!on.some((route) => route.path.startsWith(prefix))) return <SwitchedOff />;
  const landing = groupLanding(on, path, permissions());
  return landing !== undefined ? <Navigate to={landing} replace /> : <RefusedGroup />;
}

/** A page of a switched-off feature: as if it did not exist (spec §2.1, any unmatched path). */
function SwitchedOff() {
  useLayoutEffect(() => {
    ui.error = { status: 404, message: 'Not Found' };
    ui.pageTitle = 'Page not found';
    document.title = 'Page not found · Collegium';
  }, []);
  return <NotFoundPage placement="shell" />;
}

function RefusedGroup() {
  useAccessState(false, 'Access denied');
  return <ForbiddenPage />;
}
