import { redirect } from 'react-router';
import { ensureSession, refreshAccountQuietly, session } from '../state/session';

/** How old the account (and the feature switches it carries) may be when the user navigates. */
const ACCOUNT_MAX_AGE_MS = 15_000;

/** Loader of the signed-in area: refetch the account as §4 says, else send to the login page. */
export async function requireSignedIn({ request }: { request: Request }): Promise<null> {
  await ensureSession(false);
  if (!session.user) {
    const url = new URL(request.url);
    throw redirect(`/pages/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // A sysadmin may have changed a feature switch: the account brings the switches in force.
  void refreshAccountQuietly(ACCOUNT_MAX_AGE_MS);
  // The first sync starts now, while the signed-in area's screens load (its own small chunk).
  const userId = session.user.id;
  void import('../offline/worker-pull').then((pulls) => pulls.startSyncEarly(userId));
  return null;
}

/** Loader of login and register: a signed-in user goes to the dashboard (spec §2.1). */
export async function requireSignedOut(): Promise<null> {
  await ensureSession(true);
  if (session.user) throw redirect('/');
  return null;
}
