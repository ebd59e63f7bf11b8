import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Navigation20Regular, PersonCircle20Regular } from '@fluentui/react-icons';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { DeviceNotices } from '../offline-react/DeviceNotices';
import { OfflineProvider } from '../offline-react/OfflineProvider';
import { queryClient, queryPersister } from '../offline-react/query';
import { useSignOut } from '../offline-react/SignOut';
import { SyncStatus } from '../offline-react/SyncStatus';
import { session } from '../state/session';
import { ui } from '../state/ui';
import { Navigation } from './Navigation';
import { Snackbar } from './Snackbar';

const useStyles = makeStyles({
  // One column no wider than the window: a wide table scrolls inside main, not the whole page.
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gridTemplateColumns: 'minmax(0, 1fr)',
    height: '100vh',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  title: {
    flexGrow: 1,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { display: 'flex', minHeight: 0 },
  main: {
    flexGrow: 1,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
});

/** The signed-in layout, with the user's offline engine running. */
export function Shell() {
  // The online views' cache (TanStack Query) is only read inside the signed-in area, so it is
  // provided here: the login route does not load it (architecture §7 bundle budget).
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: 7 * 24 * 3_600_000 }}
    >
      <OfflineProvider>
        <ShellLayout />
      </OfflineProvider>
    </PersistQueryClientProvider>
  );
}

/** Top bar (title, sync status, user menu), impersonation banner, navigation drawer, the screen. */
function ShellLayout() {
  const styles = useStyles();
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
          {overridingUser && (
            <MessageBar intent="warning" layout="singleline">
              <MessageBarBody>
                <Text weight="semibold">Acting as {user?.name}</Text> (signed in as{' '}
                {overridingUser.name})
              </MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => navigate('/cancel-loginas')}>
                  Stop acting as {user?.name}
                </Button>
              </MessageBarActions>
            </MessageBar>
          )}
          <DeviceNotices />
          <Outlet />
        </main>
      </div>
      <Snackbar />
      {signOutDialog}
    </div>
  );
}
