import type { HttpErrorLike } from '../domain/errors/api-error-body';

// The plain-fetch half of the API client: what the login route needs (the session's calls, the
// 401 listeners) without ky, which the screens behind sign-in load with client.ts
// (architecture §7 login budget).

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
export function noticeUnauthorized(url: string, status: number): void {
  const path = new URL(url, globalThis.location?.href).pathname;
  if (status === 401 && !SESSION_PATHS.includes(path)) {
    for (const listener of unauthorizedListeners) listener();
  }
}

export const TIMEOUT_MS = 120_000;

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

/** A call the server answered with an error status (as ky's HTTPError: the response kept). */
export class HttpFailure extends Error {
  constructor(readonly response: Response) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HTTPError';
  }
}

interface JsonRequest {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
}

/**
 * A JSON call under /api with the rules of `api` (session cookie, time limit, no retry, a 401
 * ends the session): the parsed answer, or HttpFailure for an error status.
 */
export async function requestJson(path: string, options: JsonRequest = {}): Promise<unknown> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.json !== undefined) headers.set('content-type', 'application/json');
  // A relative address: the page's own origin, as ky resolves its prefixUrl.
  const request = new Request(`/api/${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    signal: options.signal ?? AbortSignal.timeout(TIMEOUT_MS),
  });
  const response = await fetch(request);
  noticeUnauthorized(request.url, response.status);
  if (!response.ok) throw new HttpFailure(response);
  const text = await response.text();
  return text ? JSON.parse(text) : '';
}

/** The response of a failed call: ky's HTTPError and HttpFailure both carry it. */
function failedResponse(error: unknown): Response | undefined {
  if (error instanceof HttpFailure) return error.response;
  if (error instanceof Error && error.name === 'HTTPError' && 'response' in error) {
    const { response } = error as { response: unknown };
    return response instanceof Response ? response : undefined;
  }
  return undefined;
}

/** A failed call as the domain's error catalogue reads it: status and parsed body. */
export async function failureOf(error: unknown): Promise<HttpErrorLike & { error: unknown }> {
  const response = failedResponse(error);
  if (response) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A body that is not JSON is shown as text.
    }
    return { status: response.status, body, error };
  }
  // No answer at all (offline, DNS, timeout): no status.
  return { body: error instanceof Error ? error.message : undefined, error };
}
