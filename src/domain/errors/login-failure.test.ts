import { describe, expect, it } from 'vitest';
import { loginFailureDetails } from './login-failure';

describe('loginFailureDetails (spec §7, §8)', () => {
  it('joins the messages of the data list with line breaks', () => {
    const body = {
      message: 'Login failed',
      data: [{ message: 'Email is required' }, { other: 1 }, { message: 'Password too short' }],
    };
    expect(loginFailureDetails({ status: 422, statusText: 'Unprocessable Entity', body })).toEqual({
      code: 422,
      message: 'Unprocessable Entity',
      details: 'Email is required\nPassword too short',
    });
  });

  it('uses the plain message when there is no data list', () => {
    const body = { message: 'Wrong email or password' };
    expect(loginFailureDetails({ status: 401, statusText: 'Unauthorized', body })).toEqual({
      code: 401,
      message: 'Unauthorized',
      details: 'Wrong email or password',
    });
  });

  it('uses the plain message when the data list has no messages', () => {
    const body = { message: 'Locked', data: [{ code: 1 }] };
    expect(loginFailureDetails({ status: 403, statusText: 'Forbidden', body }).details).toBe(
      'Locked',
    );
  });

  it('takes the catalogue status text when the reason phrase is empty (HTTP/2)', () => {
    expect(loginFailureDetails({ status: 401, statusText: '', body: 'Bad credentials' })).toEqual({
      code: 401,
      message: 'Needs authentication',
      details: 'Bad credentials',
    });
  });

  it('has no code, message or details when nothing answered', () => {
    expect(loginFailureDetails({})).toEqual({ code: undefined, message: '', details: '' });
    expect(loginFailureDetails({ status: 0, body: null })).toEqual({
      code: undefined,
      message: '',
      details: '',
    });
  });
});
