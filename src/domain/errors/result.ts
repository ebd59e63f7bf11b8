import type { HttpErrorLike } from './api-error-body';
import { isSuccessStatus, statusText } from './catalogue';
import { type ErrorMessageOptions, errorMessage } from './error-message';

/** Outcome of a call that got an answer (spec §3 result wrapper). */
export interface ResultWrapper<T> {
  readonly data: T;
  /** True when the status is 200-399 (spec §7). */
  readonly success: boolean;
  readonly status: number;
  readonly statusMessage: string;
  readonly message: string;
}

/** Outcome of a failed call (spec §3 error wrapper). */
export interface ErrorWrapper {
  readonly name: string;
  readonly success: false;
  readonly data: unknown;
  /** HTTP status, or false when no response arrived (spec §3). */
  readonly status: number | false;
  readonly statusMessage: string;
  readonly message: string;
}

/** Either wrapper: narrow on `success`. */
export type CallOutcome<T> = ResultWrapper<T> | ErrorWrapper;

/** Wrap an answered call; statusMessage and (unless given) message are the status text. */
export function resultWrapper<T>(status: number, data: T, message?: string): ResultWrapper<T> {
  const text = statusText(status);
  return {
    data,
    success: isSuccessStatus(status),
    status,
    statusMessage: text,
    message: message ?? text,
  };
}

/** A failed call as the client holds it; name is the error's class name (e.g. 'HTTPError'). */
export interface FailedCall extends HttpErrorLike {
  readonly name?: string;
}

/**
 * Wrap a failed call: data is the response body, status false without a response (status absent
 * or 0, statusMessage then ''), message chosen by errorMessage (spec §8).
 */
export function errorWrapper(error: FailedCall, options: ErrorMessageOptions = {}): ErrorWrapper {
  const status = error.status === undefined || error.status === 0 ? false : error.status;
  return {
    name: error.name ?? 'Error',
    success: false,
    data: error.body,
    status,
    statusMessage: status === false ? '' : statusText(status),
    message: errorMessage(error, options),
  };
}
