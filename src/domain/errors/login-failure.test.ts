import { describe, expect, it } from 'vitest';
import { loginFailureDetails, loginFailureText } from './login-failure';

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

describe('loginFailureText (issue 17: sentences, never codes)', () => {
  it("shows the server's message alone, without its status", () => {
    const text = loginFailureText({
      code: 401,
      message: 'Needs authentication',
      details: 'Email or password is incorrect',
    });
    expect(text).toEqual({ lines: ['Email or password is incorrect'] });
  });

  it('says that signing in needs a connection when the server never answered', () => {
    const text = loginFailureText({ code: undefined, message: '', details: 'Failed to fetch' });
    expect(text.title).toBe('Signing in needs a connection');
    expect(text.lines.join(' ')).toContain('Work saved on this device is kept');
    expect(JSON.stringify(text)).not.toContain('Failed to fetch');
  });

  it('puts a sentence in place of a bare status', () => {
    expect(
      loginFailureText({ code: 503, message: 'Service unavailable', details: '' }).lines[0],
    ).toMatch(/^The college could not sign you in/);
  });
});
