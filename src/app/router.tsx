import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { BusySpinner } from '../components/screen/BusySpinner';
import { appGroupPaths, appRoutePaths } from '../deployment';
import { rememberPathname } from './last-location';
import { requireSignedIn, requireSignedOut } from './loaders';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './RouteError';

function page<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<BusySpinner label="Loading, please wait ..." />}>
      <Page />
    </Suspense>
  );
}

const login = page(
  () => import('../features/auth/LoginPage'),
  (m) => m.LoginPage,
);
const register = page(
  () => import('../features/auth/RegisterPage'),
  (m) => m.RegisterPage,
);
// The mailed password reset link (POST /api/auth/reset).
const reset = page(
  () => import('../features/auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const sysadmin = page(
  () => import('../features/auth/SysadminPage'),
  (m) => m.SysadminPage,
);
// A referee's single-use link (mailed): public, signed in or not, outside the app's shell.
const reference = page(
  () => import('../features/references/ReferencePage'),
  (m) => m.ReferencePage,
);
const status = page(
  () => import('../features/status/StatusPage'),
  (m) => m.StatusPage,
);

/** The app's routes (spec §2): public pages, then the signed-in area built from the menu. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/pages/login', loader: requireSignedOut, element: login },
      {
        path: '/login',
        loader: ({ request }) => redirect(`/pages/login${new URL(request.url).search}`),
      },
      { path: '/pages/register', loader: requireSignedOut, element: register },
      { path: '/pages/reset', loader: requireSignedOut, element: reset },
      { path: '/pages/sysadmin', element: sysadmin },
      { path: '/sysadmin', element: <Navigate to="/pages/sysadmin" replace /> },
      { path: '/status', element: status },
      { path: '/pages/reference/:token', element: reference },
      {
        // The signed-in area is its own chunk: the login page loads none of it (architecture §7 budget).
        loader: requireSignedIn,
        // Spec §4: the session rules apply on every navigation, not only on entering the area.
        shouldRevalidate: () => true,
        lazy: async () => ({ Component: (await import('./Shell')).Shell }),
        children: [
          {
            path: '/loginas/:mode/:id',
            lazy: async () => ({ loader: (await import('./impersonation')).loginAsLoader }),
          },
          {
            path: '/cancel-loginas',
            lazy: async () => ({ loader: (await import('./impersonation')).cancelLoginAsLoader }),
          },
          {
            path: '/changes',
            lazy: async () => ({
              Component: (await import('../offline-react/OutboxPage')).OutboxPage,
            }),
          },
          // The menu's routes: only their paths here; the route itself (title, permissions,
          // component) comes with the screen, so the login route carries no menu.
          ...appRoutePaths.map((path) => ({
            path,
            lazy: async () => {
              const [{ GuardedScreen }, { appRoutes }] = await Promise.all([
                import('./guards'),
                import('../deployment-routes'),
              ]);
              const route = appRoutes.find((candidate) => candidate.path === path);
              if (!route) throw new Error(`No menu route has the path ${path}`);
              return { element: <GuardedScreen route={route} /> };
            },
          })),
          // A module's or group's own path goes on to its first page the user may open (issue 18).
          ...appGroupPaths.map((path) => ({
            path,
            lazy: async () => {
              const [{ GroupLanding }, { appRoutes }] = await Promise.all([
                import('./guards'),
                import('../deployment-routes'),
              ]);
              return { element: <GroupLanding path={path} routes={appRoutes} /> };
            },
          })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

// The impersonation routes go on to /dashboard when the user came from / (spec §2.1).
router.subscribe((state) => rememberPathname(state.location.pathname));
