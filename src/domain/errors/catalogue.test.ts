import { describe, expect, it } from 'vitest';
import {
  isSuccessStatus,
  MESSAGES,
  OTHER_STATUS_TEXT,
  STATUS_TEXTS,
  statusText,
  XERO_ERROR_CODE,
  xeroMessage,
} from './catalogue';

describe('statusText (spec §8)', () => {
  it.each([
    [200, 'All done. Request successfully executed'],
    [201, 'Data successfully created'],
    [204, 'No content'],
    [400, 'Bad Request'],
    [401, 'Needs authentication'],
    [403, 'Access forbidden'],
    [404, 'Not found'],
    [409, 'Conflict'],
    [422, 'Validation error'],
    [500, 'Service error'],
    [503, 'Service Unavailable'],
  ])('%i → %s', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it.each([418, 302, 502, 0, -1, 200.5])("%s → 'Something wrong'", (status) => {
    expect(statusText(status)).toBe('Something wrong');
  });

  it('lists exactly the spec statuses', () => {
    expect(Object.keys(STATUS_TEXTS)).toHaveLength(11);
    expect(OTHER_STATUS_TEXT).toBe('Something wrong');
  });
});

describe('isSuccessStatus (spec §7)', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [302, true],
    [399, true],
    [400, false],
    [500, false],
    [0, false],
  ])('%i → %s', (status, success) => {
    expect(isSuccessStatus(status)).toBe(success);
  });
});

describe('MESSAGES', () => {
  it('holds the spec texts verbatim', () => {
    expect(MESSAGES.SESSION_EXPIRED).toBe('Session expired - please login again');
    expect(MESSAGES.FORBIDDEN_PAGE).toBe('You do not have permission to access this page');
    expect(MESSAGES.INVALID_ACCOUNT).toBe('User must contain at least id, name and email');
    expect(MESSAGES.PARTNER_ID).toBe('Partner ID must be a 7-digit number');
    expect(MESSAGES.CANNOT_HANDLE).toBe('The error message cannot be handled');
  });

  it('formats the Xero message', () => {
    expect(XERO_ERROR_CODE).toBe('XERO_ERROR');
    expect(xeroMessage('token expired')).toBe('Xero connection problem: token expired');
  });
});
