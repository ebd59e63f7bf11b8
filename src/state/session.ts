import { proxy } from 'valtio';
import { failureOf, requestJson } from '../api/http';
import { type LoginFailure, loginFailureDetails } from '../domain/errors/login-failure';
import { type Account, parseAccount } from '../domain/validation/account';

/** The account payload of the API: the current user, and who really signed in while impersonating. */
export type CurrentUser = Account & {
  studentId?: string | null;
  impersonatedBy?: { id: string; name: string };
};

/** Where the signed-in account is kept (other tabs watch it: a sign-out there shows here). */
export const STORAGE_KEY = 'collegium.currentUser';

/** The id of the account stored for this browser (any tab's sign-in), if any. */
export function storedUserId(): string | null {
  const id = readStoredUser()?.id;
  return typeof id === 'string' ? id : null;
}

function readStoredUser(): CurrentUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

/** Session state of spec §4: not authenticated → authenticating → authenticated or error. */
export const session = proxy({
  user: readStoredUser(),
  /** The real user while impersonating (spec §3 "Overriding user"). */
  overridingUser: null as { id: string; name: string } | null,
  authenticated: false,
  authenticating: false,
  error: null as LoginFailure | null,
});

function setUser(payload: unknown): void {
  const parsed = parseAccount(payload);
  if (!parsed.ok) {
    // Spec §5: an account without id, name or email is refused and the session cleared.
    clearUser({ code: parsed.status, message: parsed.message, details: '' });
    return;
  }
  const extra = payload as Pick<CurrentUser, 'studentId' | 'impersonatedBy'>;
  const user: CurrentUser = {
    ...parsed.account,
    studentId: extra.studentId ?? null,
    ...(extra.impersonatedBy ? { impersonatedBy: extra.impersonatedBy } : {}),
  };
  session.user = user;
  session.overridingUser = user.impersonatedBy ?? null;
  session.authenticated = true;
  session.error = null;
  globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(user));
}

function clearUser(error: LoginFailure | null = null): void {
  session.user = null;
  session.overridingUser = null;
  session.authenticated = false;
  session.error = error;
  globalThis.localStorage?.removeItem(STORAGE_KEY);
}

async function failureDetails(error: unknown): Promise<LoginFailure> {
  const failure = await failureOf(error);
  return loginFailureDetails({ status: failure.status, body: failure.body });
}

/** Signs in with email and password; the error is kept for the login page (spec §8). */
export async function login(email: string, password: string): Promise<boolean> {
  session.authenticating = true;
  session.error = null;
  try {
    setUser(await requestJson('auth/login', { method: 'POST', json: { email, password } }));
    return session.authenticated;
  } catch (error) {
    clearUser(await failureDetails(error));
    return false;
  } finally {
    session.authenticating = false;
  }
}

/**
 * Asks for an applicant account: the sentence to show (the account is made from the mailed link,
 * then its owner signs in), or null when the request failed (the error is in session.error).
 */
export async function register(
  name: string,
  email: string,
  password: string,
): Promise<string | null> {
  session.authenticating = true;
  session.error = null;
  try {
    // The server mails a link that creates the account, and answers every address alike with
    // what to do next (issue 17: registering says nothing about which emails have accounts).
    const answer = await requestJson('auth/register', {
      method: 'POST',
      json: { name, email, password },
    });
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === 'string'
      ? message
      : 'Check your email to finish creating your account.';
  } catch (error) {
    clearUser(await failureDetails(error));
    return null;
  } finally {
    session.authenticating = false;
  }
}

/** Fetches the account; 404 means "not signed in" silently, other failures are recorded. */
export async function refreshAccount(): Promise<void> {
  try {
    setUser(await requestJson('auth/account'));
  } catch (error) {
    const failure = await failureOf(error);
    if (failure.status === undefined && session.user) return; // offline: keep the cached user
    clearUser(failure.status === 404 ? null : await failureDetails(error));
  }
}

/**
 * Spec §4: on navigation, when the stored user and the authenticated flag disagree, or neither
 * exists and the target is not the login page, the account is fetched again.
 */
export async function ensureSession(targetIsLogin: boolean): Promise<void> {
  const hasUser = session.user !== null;
  if (hasUser !== session.authenticated || (!hasUser && !targetIsLogin)) await refreshAccount();
}

/** Signs out (the server ends the session) and forgets the user. */
export async function logout(): Promise<void> {
  await requestJson('auth/logout', { method: 'POST' }).catch(() => undefined);
  clearUser();
}

/** Starts acting as another user (spec §2.1 /loginas). */
export async function loginAs(mode: 'user' | 'student', id: string): Promise<void> {
  setUser(await requestJson(`auth/loginas/${mode}/${encodeURIComponent(id)}`, { method: 'POST' }));
}

/** Stops acting as another user. */
export async function cancelLoginAs(): Promise<void> {
  setUser(await requestJson('auth/loginas', { method: 'POST' }));
}

/** Forgets a left-over authentication error (the login page does this on entry). */
export function resetAuthentication(error: LoginFailure | null = null): void {
  session.error = error;
  session.authenticating = false;
}

/** The session expired on the server (a 401): forget the user (spec §8). */
export function sessionExpired(): void {
  clearUser({ code: 401, message: 'Session expired - please login again', details: '' });
}
