import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every screen receives: the props of its menu entry and the route's title. */
export type ScreenProps = { title: string } & Record<string, unknown>;

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const NotYetAvailable: Screen = lazy(() =>
  import('./pages/NotYetAvailablePage').then((m) => ({
    default: m.NotYetAvailablePage as ComponentType<ScreenProps>,
  })),
);

// Screens by the component name menu.json gives them; each is its own lazily loaded chunk.
// Areas whose issue has not landed show an honest "not available yet" page, never fake data.
const SCREENS: Record<string, Screen> = {
  UserList: lazy(() =>
    import('../features/users/UserListPage').then((m) => ({
      default: m.UserListPage as ComponentType<ScreenProps>,
    })),
  ),
  Dashboard: lazy(() =>
    import('../features/dashboard/DashboardPage').then((m) => ({
      default: m.DashboardPage as ComponentType<ScreenProps>,
    })),
  ),
};

/** The screen of a menu component name. */
export function screenOf(component: string | undefined): Screen {
  return (component !== undefined && SCREENS[component]) || NotYetAvailable;
}
