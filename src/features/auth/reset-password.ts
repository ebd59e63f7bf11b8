import { failureOf, requestJson } from '../../api/http';
import { errorMessage } from '../../domain/errors/error-message';

const UNREACHABLE =
  'The new password could not be sent: the server did not answer. Check your connection and try again.';

/** What setting a new password from a reset link came to. */
export type ResetOutcome =
  | { kind: 'done' }
  /** The link was used already or has expired (the server answers 400). */
  | { kind: 'invalid-link' }
  /** Anything else: the sentence to show (no answer, the server failed). */
  | { kind: 'failed'; message: string };

/** POST /api/auth/reset/confirm: sets the password of the link's account (204), once. */
export async function confirmPasswordReset(token: string, password: string): Promise<ResetOutcome> {
  try {
    await requestJson('auth/reset/confirm', { method: 'POST', json: { token, password } });
    return { kind: 'done' };
  } catch (error) {
    const failure = await failureOf(error);
    if (failure.status === 400) return { kind: 'invalid-link' };
    // No answer at all: the browser's own text ("Failed to fetch") tells a person nothing.
    if (failure.status === undefined) return { kind: 'failed', message: UNREACHABLE };
    return {
      kind: 'failed',
      message: errorMessage({ status: failure.status, body: failure.body }),
    };
  }
}
