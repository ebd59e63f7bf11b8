import { Spinner } from '@fluentui/react-components';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { features } from '../deployment';
import type { RouteSpec } from '../domain/ui/routes';
import { can } from '../state/permissions';
import { ui } from '../state/ui';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { type ScreenProps, screenOf } from './screens';

const FORBIDDEN = 'You do not have permission to access this page';

function Loading() {
  return <Spinner label="Loading, please wait ..." />;
}

/** A configured route: its permission is checked, its title set, its screen loaded lazily. */
export function GuardedScreen({ route }: { route: RouteSpec }): ReactNode {
  const allowed = can(route.requires);
  // A layout effect runs before the screen's own effects, so a screen may set a better title.
  useLayoutEffect(() => {
    // Spec §5: failure stores error 403; success clears it.
    ui.error = allowed ? null : { status: 403, message: FORBIDDEN };
    ui.pageTitle = allowed ? route.title : 'Access denied';
    document.title = `${allowed ? route.title : 'Access denied'} · Collegium`;
  }, [allowed, route.title]);
  if (!allowed) return <ForbiddenPage />;
  const Screen = screenOf(route.component, route.module);
  const props: ScreenProps = {
    ...route.props,
    title: route.title,
    module: route.module,
    welcomeDashboard: features['welcome-dashboard'],
  };
  return (
    <Suspense fallback={<Loading />}>
      <Screen {...props} />
    </Suspense>
  );
}
