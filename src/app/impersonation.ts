import { type LoaderFunctionArgs, redirect } from 'react-router';
import { messageOfFailure } from '../api/client';
import { can } from '../state/permissions';
import { cancelLoginAs, loginAs } from '../state/session';
import { notify, ui } from '../state/ui';
import { previousPathname } from './last-location';

// Spec §2.1: afterwards go to /dashboard when the user came from /, otherwise to /, so every
// screen loads again with the other user's permissions.
function after(): Response {
  return redirect(previousPathname() === '/' ? '/dashboard' : '/');
}

/** `/loginas/{mode}/{id}` (dashboard:loginas): start acting as that user. */
export async function loginAsLoader({ params }: LoaderFunctionArgs): Promise<Response> {
  if (!can(['dashboard:loginas'])) {
    ui.error = { status: 403, message: 'You do not have permission to access this page' };
    return redirect('/');
  }
  const mode = params.mode === 'student' ? 'student' : 'user';
  try {
    await loginAs(mode, params.id ?? '');
  } catch (error) {
    notify(await messageOfFailure(error), 'error');
    return redirect('/');
  }
  return after();
}

/** `/cancel-loginas`: back to the real user. */
export async function cancelLoginAsLoader(_args: LoaderFunctionArgs): Promise<Response> {
  try {
    await cancelLoginAs();
  } catch (error) {
    notify(await messageOfFailure(error), 'error');
  }
  return after();
}
