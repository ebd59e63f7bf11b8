import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { logout, session } from '../state/session';
import { forgetDeviceViews } from './device-views';
import { downloadJson } from './download';
import { useOffline } from './OfflineProvider';
import type { Unsent } from './SignOutDialog';
import { offline } from './state';

// The warning is its own chunk, fetched as soon as changes wait (so it opens offline too): the
// first screen of a signed-in user does not carry Fluent's Dialog (architecture §7 budgets).
const loadDialog = () => import('./SignOutDialog');
const SignOutDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SignOutDialog })),
);

/**
 * Signing out. With changes not yet on the server, or forms holding typed values (in any tab: the
 * counts follow the device live), it warns first: keep them on the device (sent when this
 * user signs in again), export them, stay, or discard them. Without, it clears this user's data
 * from the device (architecture §5). The dialog is rendered by the caller outside any menu, so it
 * stays when the menu closes.
 */
export function useSignOut(onSignedOut: () => void): {
  requestSignOut: () => void;
  dialog: ReactNode;
} {
  const engine = useOffline();
  const state = useSnapshot(offline);
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  // Mounted from the first warning on (then it closes with Fluent's own transition): a Dialog,
  // even closed, makes Fluent's focus manager put hidden focusable "dummy" elements in the page,
  // which accessibility audits flag.
  const [warned, setWarned] = useState<Unsent | null>(null);
  const waiting = state.pending + state.conflicts + state.rejected;

  const signOut = async (keep: boolean) => {
    const userId = session.user?.id;
    engine?.stop();
    await logout();
    // The store's chunks, not on the first screen; the shell has loaded them by now.
    const [{ clearQueries }, { deleteUserDatabase }] = await Promise.all([
      import('./query'),
      import('../offline/database'),
    ]);
    await clearQueries();
    // Kept: the database stays whole (another tab may still show its records and forms); the
    // changes go when this user signs in again, and the next sign-out with nothing waiting clears it.
    if (userId && !keep) {
      await deleteUserDatabase(userId);
      localStorage.removeItem(`collegium.db.${userId}`);
    }
    forgetDeviceViews();
    onSignedOut();
  };

  useEffect(() => {
    if (waiting + state.drafts > 0) void loadDialog().catch(() => undefined);
  }, [waiting, state.drafts]);

  const dialog = warned && (
    <Suspense fallback={null}>
      <SignOutDialog
        open={unsent !== null}
        unsent={unsent ?? warned}
        onStay={() => setUnsent(null)}
        onKeep={() => void signOut(true)}
        onExport={async () => {
          if (engine) downloadJson(await engine.exportUnsent());
        }}
        onDiscard={() => void signOut(false)}
      />
    </Suspense>
  );
  return {
    requestSignOut: () => {
      // The counts follow the device live (other tabs' changes and drafts too), so the choice
      // is made at once: a sign-out starts before the user can navigate away.
      const found = { changes: waiting, drafts: state.drafts };
      if (found.changes + found.drafts === 0) return void signOut(false);
      setUnsent(found);
      setWarned(found);
    },
    dialog,
  };
}
