import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { Navigation20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useSignOut } from '../offline-react/SignOut';
import { SyncStatus } from '../offline-react/SyncStatus';
import { hasDeviceNotice, offline } from '../offline-react/state';
import { session } from '../state/session';
import { ui } from '../state/ui';
import { StudentMenu } from './StudentMenu';
import { useShellStyles } from './shell-styles';
import { useNarrowScreen } from './useNarrowScreen';

// Message bars (Fluent's MessageBar) only when there is something to say: each its own chunk.
const ActingAsBanner = lazy(() =>
  import('./ActingAsBanner').then((module) => ({ default: module.ActingAsBanner })),
);
const DeviceNotices = lazy(() =>
  import('../offline-react/DeviceNotices').then((module) => ({ default: module.DeviceNotices })),
);
const Snackbar = lazy(() => import('./Snackbar').then((module) => ({ default: module.Snackbar })));

const useStyles = makeStyles({
  // Side by side when there is room; on a phone the menu goes above the screen.
  body: { '@media (max-width: 640px)': { flexDirection: 'column', overflow: 'auto' } },
  main: { '@media (max-width: 640px)': { overflow: 'visible' } },
});

/**
 * A student's layout: the top bar (title, sync status, sign out), the menu as plain links and the
 * screen. No Fluent Menu, drawer or positioning: a student's first screen loads as little as it
 * can (README, Benchmarks); staff get StaffLayout.
 */
export function StudentLayout() {
  const shell = useShellStyles();
  const styles = useStyles();
  const { overridingUser } = useSnapshot(session);
  const { pageTitle, drawer, snackbar } = useSnapshot(ui);
  const notices = useSnapshot(offline);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a phone the menu starts closed and closes once a page is chosen; elsewhere it stays as
  // the user left it (ui.drawer, kept across visits).
  const narrow = useNarrowScreen();
  const [phoneMenu, setPhoneMenu] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setPhoneMenu(false), [pathname]);
  const menuOpen = narrow ? phoneMenu : drawer;
  const { requestSignOut, dialog: signOutDialog } = useSignOut(() => navigate('/pages/login'));

  return (
    <div className={shell.root}>
      <header className={shell.bar}>
        <Button
          appearance="transparent"
          className={shell.onBrand}
          icon={<Navigation20Regular />}
          aria-label={menuOpen ? 'Hide the menu' : 'Show the menu'}
          aria-expanded={menuOpen}
          onClick={() => {
            if (narrow) setPhoneMenu(!phoneMenu);
            else ui.drawer = !ui.drawer;
          }}
        />
        <h1 className={shell.title}>{pageTitle || 'Collegium'}</h1>
        <SyncStatus />
        <Button
          appearance="transparent"
          className={mergeClasses(shell.onBrand, shell.barButton)}
          icon={<SignOut20Regular />}
          onClick={requestSignOut}
        >
          {/* On a phone the button shows its icon only; its name stays "Sign out". */}
          <span className={shell.phoneHidden}>Sign out</span>
        </Button>
      </header>
      <div className={mergeClasses(shell.body, styles.body)}>
        {menuOpen && <StudentMenu />}
        <main className={mergeClasses(shell.main, styles.main)}>
          <Suspense fallback={null}>
            {overridingUser && <ActingAsBanner />}
            {hasDeviceNotice(notices) && <DeviceNotices />}
          </Suspense>
          <Outlet />
        </main>
      </div>
      {snackbar && (
        <Suspense fallback={null}>
          <Snackbar />
        </Suspense>
      )}
      {signOutDialog}
    </div>
  );
}
