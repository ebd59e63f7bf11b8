import { type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { BusySpinner } from '../components/screen/BusySpinner';
import { features } from '../deployment';
import type { RouteSpec } from '../domain/ui/routes';
import { useQueriesReady } from '../offline-react/QueryProvider';
import { can } from '../state/permissions';
import { ui } from '../state/ui';
import { ForbiddenPage } from './pages/ForbiddenPage';
import type { ScreenProps } from './screens';

const FORBIDDEN = 'You do not have permission to access this page';

// Screens that draw before the online views' cache has loaded (from a copy saved on the device),
// loaded here rather than through the screen table, whose preload lists of every screen's files
// would weigh on the first screen (README, Benchmarks). The others may read the cache on their
// first render, so they wait for it.
const EARLY_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  FormsDashboard: lazy(() =>
    import('../features/forms/dashboard/FormsDashboard').then((module) => ({
      default: module.FormsDashboard as ComponentType<ScreenProps>,
    })),
  ),
};
const ConfiguredScreen = lazy(() =>
  import('./screens').then((module) => ({ default: module.ConfiguredScreen })),
);

function Loading() {
  return <BusySpinner label="Loading, please wait ..." />;
}

/** A configured route: its permission is checked, its title set, its screen loaded lazily. */
export function GuardedScreen({ route }: { route: RouteSpec }): ReactNode {
  const allowed = can(route.requires);
  const cacheReady = useQueriesReady();
  // A layout effect runs before the screen's own effects, so a screen may set a better title.
  useLayoutEffect(() => {
    // Spec §5: failure stores error 403; success clears it.
    ui.error = allowed ? null : { status: 403, message: FORBIDDEN };
    ui.pageTitle = allowed ? route.title : 'Access denied';
    document.title = `${allowed ? route.title : 'Access denied'} · Collegium`;
  }, [allowed, route.title]);
  if (!allowed) return <ForbiddenPage />;
  const Early = route.component !== undefined ? EARLY_SCREENS[route.component] : undefined;
  if (!cacheReady && !Early) return <Loading />;
  const props: ScreenProps = {
    ...route.props,
    title: route.title,
    module: route.module,
    welcomeDashboard: features['welcome-dashboard'],
  };
  return (
    <Suspense fallback={<Loading />}>
      {Early ? <Early {...props} /> : <ConfiguredScreen {...props} component={route.component} />}
    </Suspense>
  );
}
