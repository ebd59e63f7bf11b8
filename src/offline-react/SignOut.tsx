import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { logout, session } from '../state/session';
import { forgetDeviceViews } from './device-views';
import { useOffline } from './OfflineProvider';
import { offline } from './state';

// The warning is its own chunk, fetched as soon as changes wait (so it opens offline too): the
// first screen of a signed-in user does not carry Fluent's Dialog (architecture §7 budgets).
const loadDialog = () => import('./SignOutDialog');
const SignOutDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SignOutDialog })),
);

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
  // Mounted from the first warning on (then it closes with Fluent's own transition): a Dialog,
  // even closed, makes Fluent's focus manager put hidden focusable "dummy" elements in the page,
  // which accessibility audits flag.
  const [warned, setWarned] = useState(false);
  const waiting = state.pending + state.conflicts + state.rejected;

  const signOut = async () => {
    const userId = session.user?.id;
    engine?.stop();
    await logout();
    // The store's chunks, not on the first screen; the shell has loaded them by now.
    const [{ clearQueries }, { deleteUserDatabase }] = await Promise.all([
      import('./query'),
      import('../offline/database'),
    ]);
    await clearQueries();
    if (userId) await deleteUserDatabase(userId);
    localStorage.removeItem(`collegium.db.${userId}`);
    forgetDeviceViews();
    onSignedOut();
  };

  useEffect(() => {
    if (waiting > 0) void loadDialog().catch(() => undefined);
  }, [waiting]);

  const dialog = (warning || warned) && (
    <Suspense fallback={null}>
      <SignOutDialog
        open={warning}
        waiting={waiting}
        onStay={() => setWarning(false)}
        onDiscard={() => void signOut()}
      />
    </Suspense>
  );
  return {
    requestSignOut: () => {
      if (waiting === 0) return void signOut();
      setWarning(true);
      setWarned(true);
    },
    dialog,
  };
}
