import {
  bodyCode,
  bodyList,
  bodyMessage,
  entryMessage,
  formatDetail,
  type HttpErrorLike,
  nonEmptyText,
} from './api-error-body';
import { MESSAGES, statusText, XERO_ERROR_CODE, xeroMessage } from './catalogue';

/** An error as a caller may hold it: an HTTP failure, a plain message, or nothing. */
export type ErrorInput = HttpErrorLike | string | null | undefined;

/** Options of errorMessage. */
export interface ErrorMessageOptions {
  /** Used when neither the response nor its status says anything (e.g. no response at all). */
  readonly clientDefault?: string;
}

// A status of 0 (or none) means the server never answered: there is no status text to show.
function answeredStatus(error: ErrorInput): number | undefined {
  const status = typeof error === 'object' && error !== null ? error.status : undefined;
  return status === undefined || status === 0 ? undefined : status;
}

/**
 * The spec §8 message choice order: server message; else first message in details; else the
 * error (or its body) if a string; else the HTTP status text; else clientDefault; else fallback.
 */
export function chooseMessage(error: ErrorInput, options: ErrorMessageOptions = {}): string {
  const body = typeof error === 'object' && error !== null ? error.body : undefined;
  const status = answeredStatus(error);
  return (
    bodyMessage(body) ??
    bodyList(body, 'details')
      .map(entryMessage)
      .find((m) => m !== undefined) ??
    nonEmptyText(error) ??
    nonEmptyText(body) ??
    (status === undefined ? undefined : statusText(status)) ??
    nonEmptyText(options.clientDefault) ??
    MESSAGES.CANNOT_HANDLE
  );
}

/**
 * The message to show for a failed call (spec §8). 401 → session expired; 500 with code
 * XERO_ERROR → 'Xero connection problem: …'; 422 or 500 with details → a heading line (the
 * server message, else the status text) then one 'message (param)' line per detail (JSON for a
 * detail without message); otherwise chooseMessage.
 */
export function errorMessage(error: ErrorInput, options: ErrorMessageOptions = {}): string {
  const status = answeredStatus(error);
  const body = typeof error === 'object' && error !== null ? error.body : undefined;
  if (status === 401) return MESSAGES.SESSION_EXPIRED;
  if (status === 500 && bodyCode(body) === XERO_ERROR_CODE) {
    return xeroMessage(chooseMessage(error, options));
  }
  const details = bodyList(body, 'details');
  if ((status === 422 || status === 500) && details.length > 0) {
    const heading = bodyMessage(body) ?? statusText(status);
    return [heading, ...details.map(formatDetail)].join('\n');
  }
  return chooseMessage(error, options);
}
