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
