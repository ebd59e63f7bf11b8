/** Status texts by HTTP status (spec §8); any other status reads OTHER_STATUS_TEXT. */
export const STATUS_TEXTS = {
  200: 'All done. Request successfully executed',
  201: 'Data successfully created',
  204: 'No content',
  400: 'Bad Request',
  401: 'Needs authentication',
  403: 'Access forbidden',
  404: 'Not found',
  409: 'Conflict',
  422: 'Validation error',
  500: 'Service error',
  503: 'Service Unavailable',
} as const;
export type KnownStatus = keyof typeof STATUS_TEXTS;

/** Status text for statuses missing from STATUS_TEXTS (spec §8). */
export const OTHER_STATUS_TEXT = 'Something wrong';

/** Fixed user-facing messages (spec §5, §8). */
export const MESSAGES = {
  SESSION_EXPIRED: 'Session expired - please login again',
  FORBIDDEN_PAGE: 'You do not have permission to access this page',
  INVALID_ACCOUNT: 'User must contain at least id, name and email',
  PARTNER_ID: 'Partner ID must be a 7-digit number',
  // Last step of the message choice order (spec §8), when nothing else gives a message.
  CANNOT_HANDLE: 'The error message cannot be handled',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Error code the server sends with a 500 when the accounting service (Xero) fails (spec §8). */
export const XERO_ERROR_CODE = 'XERO_ERROR';

/** Status text of an HTTP status (spec §8): 'Not found' for 404, 'Something wrong' if unlisted. */
export function statusText(status: number): string {
  return Object.hasOwn(STATUS_TEXTS, status)
    ? STATUS_TEXTS[status as KnownStatus]
    : OTHER_STATUS_TEXT;
}

/** A result is successful when its HTTP status is at least 200 and below 400 (spec §7). */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 400;
}

/** Accounting-service failure text (spec §8): 'Xero connection problem: {message}'. */
export function xeroMessage(message: string): string {
  return `Xero connection problem: ${message}`;
}
