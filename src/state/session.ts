import { proxy } from 'valtio';
import { failureOf, requestJson } from '../api/http';
import { features as builtInFeatures } from '../deployment';
import { type FeatureSwitches, readFeatureSwitches } from '../domain/config/feature-list';
import { type LoginFailure, loginFailureDetails } from '../domain/errors/login-failure';
import { type Account, parseAccount } from '../domain/validation/account';

/** The account payload of the API: the current user, and who really signed in while impersonating. */
export type CurrentUser = Account & {
  studentId?: string | null;
  impersonatedBy?: { id: string; name: string };
  /** The feature switches in force when the account was last fetched (issue 21). */
  features?: FeatureSwitches;
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

/** When the account was last fetched (refreshAccountQuietly waits between fetches). */
let accountFetchedAt = 0;

/** Session state of spec §4: not authenticated → authenticating → authenticated or error. */
export const session = proxy({
  user: readStoredUser(),
  /** The real user while impersonating (spec §3 "Overriding user"). */
  overridingUser: null as { id: string; name: string } | null,
  authenticated: false,
  authenticating: false,
  error: null as LoginFailure | null,
});

/** The user of an account payload, or the 422 failure when it does not fit (spec §5). */
function userOf(payload: unknown): CurrentUser | LoginFailure {
  const parsed = parseAccount(payload);
  if (!parsed.ok) return { code: parsed.status, message: parsed.message, details: '' };
  const extra = payload as Pick<CurrentUser, 'studentId' | 'impersonatedBy'> & {
    features?: unknown;
  };
  return {
    ...parsed.account,
    studentId: extra.studentId ?? null,
    ...(extra.impersonatedBy ? { impersonatedBy: extra.impersonatedBy } : {}),
    features: readFeatureSwitches(extra.features, builtInFeatures),
  };
}

const isFailure = (user: CurrentUser | LoginFailure): user is LoginFailure => 'code' in user;

function setUser(payload: unknown): void {
  const user = userOf(payload);
  // Spec §5: an account without id, name or email is refused and the session cleared.
  if (isFailure(user)) {
    clearUser(user);
    return;
  }
  session.user = user;
  accountFetchedAt = Date.now();
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
 * Fetches the account again in the background while signed in (issue 21: the feature switches
 * it carries follow a sysadmin's change): at most once per `maxAgeMs`; a failure changes
 * nothing (offline, the last known account and switches stay; a real sign-out shows elsewhere).
 */
export async function refreshAccountQuietly(maxAgeMs = 0): Promise<void> {
  const known = session.user;
  if (!known || Date.now() - accountFetchedAt < maxAgeMs) return;
  accountFetchedAt = Date.now();
  try {
    const user = userOf(await requestJson('auth/account'));
    if (isFailure(user) || session.user !== known || user.id !== known.id) return;
    // The same account again: nothing changes, so nothing redraws for nothing.
    if (JSON.stringify(user) !== JSON.stringify(known)) setUser(user);
  } catch {
    // Offline or refused: the regular checks (navigation, a 401) deal with it.
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
