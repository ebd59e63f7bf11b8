import ky from 'ky';
import { errorMessage } from '../domain/errors/error-message';
import { failureOf, noticeUnauthorized, TIMEOUT_MS } from './http';

// The 401 listeners, plain fetch and failure reading live in http.ts (the login route loads them
// without ky); the screens keep importing them from here.
export { apiFetch, failureOf, onUnauthorized } from './http';

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

/** The message to show for a failed call (spec §8). */
export async function messageOfFailure(error: unknown, clientDefault?: string): Promise<string> {
  const failure = await failureOf(error);
  return errorMessage(
    { status: failure.status, body: failure.body },
    clientDefault ? { clientDefault } : {},
  );
}
