import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { Navigation20Regular, PersonCircle20Regular } from '@fluentui/react-icons';
import { Outlet, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { DeviceNotices } from '../offline-react/DeviceNotices';
import { useSignOut } from '../offline-react/SignOut';
import { SyncStatus } from '../offline-react/SyncStatus';
import { session } from '../state/session';
import { ui } from '../state/ui';
import { ActingAsBanner } from './ActingAsBanner';
import { Navigation } from './Navigation';
import { Snackbar } from './Snackbar';
import { useShellStyles } from './shell-styles';

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
  const { requestSignOut, dialog: signOutDialog } = useSignOut(() => navigate('/pages/login'));

  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<Navigation20Regular />}
          aria-label={drawer ? 'Hide the menu' : 'Show the menu'}
          aria-expanded={drawer}
          onClick={() => {
            ui.drawer = !ui.drawer;
          }}
        />
        <h1 className={styles.title}>{pageTitle || 'Collegium'}</h1>
        <SyncStatus />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              className={styles.onBrand}
              icon={<PersonCircle20Regular />}
            >
              {user?.name}
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
        <Navigation />
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
