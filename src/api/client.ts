import ky, { HTTPError } from 'ky';
import type { HttpErrorLike } from '../domain/errors/api-error-body';
import { errorMessage } from '../domain/errors/error-message';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when any call answers 401 (spec §8: "Session expired - please login again"). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

// Calls whose 401 means "wrong password" or "not signed in yet", not "session expired".
const SESSION_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/account'];

/** Tells the listeners when an answer says the session has ended. */
function noticeUnauthorized(url: string, status: number): void {
  const path = new URL(url, globalThis.location?.href).pathname;
  if (status === 401 && !SESSION_PATHS.includes(path)) {
    for (const listener of unauthorizedListeners) listener();
  }
}

const TIMEOUT_MS = 120_000;

/** The HTTP client of the app: JSON under /api with the session cookie (architecture §4). */
export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'same-origin',
  timeout: TIMEOUT_MS,
  retry: 0,
  hooks: {
    afterResponse: [
      (request, _options, response) => noticeUnauthorized(request.url, response.status),
    ],
  },
});

/**
 * A plain fetch under the same rules as `api` (session cookie, time limit, a 401 ends the
 * session), for the offline transport that the page shares with the service worker.
 */
export async function apiFetch(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
  });
  noticeUnauthorized(path, response.status);
  return response;
}

/** A failed call as the domain's error catalogue reads it: status and parsed body. */
export async function failureOf(error: unknown): Promise<HttpErrorLike & { error: unknown }> {
  if (error instanceof HTTPError) {
    const text = await error.response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A body that is not JSON is shown as text.
    }
    return { status: error.response.status, body, error };
  }
  // No answer at all (offline, DNS, timeout): no status.
  return { body: error instanceof Error ? error.message : undefined, error };
}

/** The message to show for a failed call (spec §8). */
export async function messageOfFailure(error: unknown, clientDefault?: string): Promise<string> {
  const failure = await failureOf(error);
  return errorMessage(
    { status: failure.status, body: failure.body },
    clientDefault ? { clientDefault } : {},
  );
}
