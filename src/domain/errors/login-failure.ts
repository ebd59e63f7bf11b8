import { bodyList, bodyMessage, entryMessage, nonEmptyText } from './api-error-body';
import { statusText as catalogueStatusText } from './catalogue';

/** What the HTTP client reports about a failed login call. */
export interface LoginFailureInput {
  readonly status?: number;
  /** The response's reason phrase; empty under HTTP/2, so the catalogue text stands in. */
  readonly statusText?: string;
  readonly body?: unknown;
}

/** The authentication error kept in session state (spec §3 UI state, §8 login failure). */
export interface LoginFailure {
  /** HTTP status; undefined when the server never answered. */
  readonly code: number | undefined;
  readonly message: string;
  readonly details: string;
}

/**
 * Login failure as code, status message and details (spec §8): details are the messages of the
 * body's data list joined by '\n' (spec §7), else the body's plain message (or text), else ''.
 */
export function loginFailureDetails(input: LoginFailureInput): LoginFailure {
  const code = input.status === undefined || input.status === 0 ? undefined : input.status;
  const message =
    nonEmptyText(input.statusText) ?? (code === undefined ? '' : catalogueStatusText(code));
  const dataMessages = bodyList(input.body, 'data')
    .map(entryMessage)
    .filter((m) => m !== undefined);
  const details =
    dataMessages.length > 0
      ? dataMessages.join('\n')
      : (bodyMessage(input.body) ?? nonEmptyText(input.body) ?? '');
  return { code, message, details };
}

/** A failed sign-in as people read it: sentences, never a status code or a library's words. */
export interface LoginFailureText {
  title?: string;
  lines: string[];
}

/**
 * What the sign-in pages say about a failure (issue 17): the server's own message when it sent
 * one ("Email or password is incorrect"); with no answer at all, that signing in needs a
 * connection and that the work saved on the device is safe (the browser's "Failed to fetch" is
 * not shown); otherwise a plain sentence for the kind of failure.
 */
export function loginFailureText(failure: LoginFailure): LoginFailureText {
  if (failure.code === undefined) {
    return {
      title: 'Signing in needs a connection',
      lines: [
        'This device cannot reach the college just now. Work saved on this device is kept: it is sent once you are connected and signed in.',
      ],
    };
  }
  const lines = failure.details
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length > 0) return { lines };
  if (failure.code >= 500) {
    return { lines: ['The college could not sign you in just now. Try again in a few minutes.'] };
  }
  if (failure.code === 429) {
    return { lines: ['Too many attempts in a short time. Wait a minute, then try again.'] };
  }
  return { lines: ['Signing in did not work. Check your email and password, then try again.'] };
}
