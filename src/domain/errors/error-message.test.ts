import { describe, expect, it } from 'vitest';
import { chooseMessage, errorMessage } from './error-message';

describe('chooseMessage: the spec §8 order', () => {
  it('1. prefers the server message', () => {
    const body = { message: 'Server says no', details: [{ message: 'first detail' }] };
    expect(chooseMessage({ status: 400, body }, { clientDefault: 'client' })).toBe(
      'Server says no',
    );
  });

  it('2. else the first message in details', () => {
    const body = { details: [{ param: 'x' }, { message: 'first detail' }, { message: 'second' }] };
    expect(chooseMessage({ status: 400, body })).toBe('first detail');
  });

  it('3. else the error itself when a string (or a text body)', () => {
    expect(chooseMessage('Plain failure', { clientDefault: 'client' })).toBe('Plain failure');
    expect(chooseMessage({ status: 502, body: 'Bad gateway page' })).toBe('Bad gateway page');
  });

  it('4. else the HTTP status text', () => {
    expect(chooseMessage({ status: 404, body: {} }, { clientDefault: 'client' })).toBe('Not found');
    expect(chooseMessage({ status: 418 })).toBe('Something wrong');
  });

  it('5. else the client default', () => {
    expect(chooseMessage({}, { clientDefault: 'Could not save' })).toBe('Could not save');
    expect(chooseMessage({ status: 0 }, { clientDefault: 'Offline' })).toBe('Offline');
  });

  it('6. else the fallback', () => {
    expect(chooseMessage(undefined)).toBe('The error message cannot be handled');
    expect(chooseMessage(null, { clientDefault: '' })).toBe('The error message cannot be handled');
    expect(chooseMessage('')).toBe('The error message cannot be handled');
  });
});

describe('errorMessage: special cases (spec §8)', () => {
  it('401 anywhere is session expired, whatever the body', () => {
    expect(errorMessage({ status: 401, body: { message: 'Token invalid' } })).toBe(
      'Session expired - please login again',
    );
  });

  it('500 with XERO_ERROR is a Xero connection problem', () => {
    const body = { message: 'token expired', code: 'XERO_ERROR' };
    expect(errorMessage({ status: 500, body })).toBe('Xero connection problem: token expired');
  });

  it('XERO_ERROR without a message uses the status text', () => {
    expect(errorMessage({ status: 500, body: { code: 'XERO_ERROR' } })).toBe(
      'Xero connection problem: Service error',
    );
  });

  it('XERO_ERROR on another status is not a Xero message', () => {
    expect(errorMessage({ status: 400, body: { message: 'm', code: 'XERO_ERROR' } })).toBe('m');
  });

  it('422 lists details as message (param) lines under the message', () => {
    const body = {
      message: 'Invalid input',
      details: [
        { message: 'Required', param: 'email' },
        { message: 'Must be 7 digits', param: 'partnerId' },
        { message: 'Check dates' },
      ],
    };
    expect(errorMessage({ status: 422, body })).toBe(
      'Invalid input\nRequired (email)\nMust be 7 digits (partnerId)\nCheck dates',
    );
  });

  it('500 with details and no message heads with the status text; odd details as JSON', () => {
    const body = { details: [{ code: 'E1' }, { message: 'Disk full', param: 'upload' }] };
    expect(errorMessage({ status: 500, body })).toBe(
      'Service error\n{"code":"E1"}\nDisk full (upload)',
    );
  });

  it('422 without details is the plain message', () => {
    expect(errorMessage({ status: 422, body: { message: 'Invalid input' } })).toBe('Invalid input');
    expect(errorMessage({ status: 422, body: { details: [] } })).toBe('Validation error');
  });

  it('other statuses with details show only the chosen message', () => {
    const body = { message: 'Conflict on save', details: [{ message: 'version', param: 'v' }] };
    expect(errorMessage({ status: 409, body })).toBe('Conflict on save');
  });

  it('falls back through the order for other errors', () => {
    expect(errorMessage({ status: 403 })).toBe('Access forbidden');
    expect(errorMessage('Network down')).toBe('Network down');
    expect(errorMessage({ status: 0 }, { clientDefault: 'You are offline' })).toBe(
      'You are offline',
    );
    expect(errorMessage(undefined)).toBe('The error message cannot be handled');
  });
});
