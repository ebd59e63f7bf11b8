import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { deleteUserDatabase } from '../offline/database';
import { logout, session } from '../state/session';
import { useOffline } from './OfflineProvider';
import { clearQueries } from './query';
import { offline } from './state';

/**
 * Signing out. With changes not yet on the server it warns first: stay, or discard them and sign
 * out. Signing out clears this user's data from the device (architecture §5). The dialog is rendered
 * by the caller outside any menu, so it stays when the menu closes.
 */
export function useSignOut(onSignedOut: () => void): {
  requestSignOut: () => void;
  dialog: ReactNode;
} {
  const engine = useOffline();
  const state = useSnapshot(offline);
  const [warning, setWarning] = useState(false);
  // Mounted from the first warning on: a Dialog, even closed, makes Fluent's focus manager put
  // hidden focusable "dummy" elements in the page, which accessibility audits flag.
  const [warned, setWarned] = useState(false);
  const waiting = state.pending + state.conflicts + state.rejected;

  const signOut = async () => {
    const userId = session.user?.id;
    engine?.stop();
    await logout();
    await clearQueries();
    if (userId) await deleteUserDatabase(userId);
    localStorage.removeItem(`collegium.db.${userId}`);
    onSignedOut();
  };

  const dialog = warned && (
    <Dialog open={warning} onOpenChange={(_, data) => setWarning(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Changes not yet sent</DialogTitle>
          <DialogContent>
            {waiting} {waiting === 1 ? 'change has' : 'changes have'} not reached the server yet.
            Signing out removes them from this device for good.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setWarning(false)}>
              Stay signed in
            </Button>
            <Button onClick={() => void signOut()}>Discard them and sign out</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  const requestSignOut = () => {
    if (waiting === 0) return void signOut();
    setWarned(true);
    setWarning(true);
  };
  return { requestSignOut, dialog };
}
