import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
} from '@fluentui/react-components';
import { Navigation20Regular, PersonCircle20Regular } from '@fluentui/react-icons';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { DeviceNotices } from '../offline-react/DeviceNotices';
import { useSignOut } from '../offline-react/SignOut';
import { SyncStatus } from '../offline-react/SyncStatus';
import { can } from '../state/permissions';
import { session } from '../state/session';
import { ui } from '../state/ui';
import { ActingAsBanner } from './ActingAsBanner';
import { Navigation } from './Navigation';
import { Snackbar } from './Snackbar';
import { useShellStyles } from './shell-styles';
import { useNarrowScreen } from './useNarrowScreen';

/**
 * The staff layout: top bar (title, sync status, user menu), impersonation banner, navigation
 * drawer, the screen. Its own chunk: a student's shell (StudentLayout) does not load Fluent's
 * menu, positioning and drawer.
 */
export function StaffLayout() {
  const styles = useShellStyles();
  const { user, overridingUser } = useSnapshot(session);
  const { pageTitle, drawer } = useSnapshot(ui);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a phone the drawer lies over the screen, closed until asked for and closed again once a
  // page is chosen; elsewhere it sits beside the screen as the user left it (ui.drawer).
  const narrow = useNarrowScreen();
  const [phoneMenu, setPhoneMenu] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setPhoneMenu(false), [pathname]);
  const menuOpen = narrow ? phoneMenu : drawer;
  const { requestSignOut, dialog: signOutDialog } = useSignOut(() => navigate('/pages/login'));
  // A hub director's handbook is kept on the device from sign-in (issue 21).
  const queryClient = useContext(QueryClientContext);
  const userId = user?.id;
  useEffect(() => {
    if (!queryClient || !userId || !can(['dashboard:hubdirector'])) return;
    void import('../features/knowledge-base/prefetch')
      .then(({ prefetchHdHandbook }) => prefetchHdHandbook(queryClient))
      .catch(() => undefined);
  }, [queryClient, userId]);

  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<Navigation20Regular />}
          aria-label={menuOpen ? 'Hide the menu' : 'Show the menu'}
          aria-expanded={menuOpen}
          onClick={() => {
            if (narrow) setPhoneMenu(!phoneMenu);
            else ui.drawer = !ui.drawer;
          }}
        />
        <h1 className={styles.title}>{pageTitle || 'Collegium'}</h1>
        <SyncStatus />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              className={mergeClasses(styles.onBrand, styles.barButton)}
              icon={<PersonCircle20Regular />}
            >
              {/* On a phone the button shows its icon only; its name stays the user's. */}
              <span className={styles.phoneHidden}>{user?.name}</span>
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => navigate('/status')}>About and status</MenuItem>
              <MenuItem onClick={requestSignOut}>Sign out</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </header>
      <div className={styles.body}>
        <Navigation open={menuOpen} overlay={narrow} onOpenChange={setPhoneMenu} />
        <main className={styles.main}>
          {overridingUser && <ActingAsBanner />}
          <DeviceNotices />
          <Outlet />
        </main>
      </div>
      <Snackbar />
      {signOutDialog}
    </div>
  );
}
