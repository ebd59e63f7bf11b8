import { describe, expect, it } from 'vitest';
import { errorWrapper, resultWrapper } from './result';

describe('resultWrapper', () => {
  it('wraps an answered call with the status text', () => {
    expect(resultWrapper(201, { id: 'a1' })).toEqual({
      data: { id: 'a1' },
      success: true,
      status: 201,
      statusMessage: 'Data successfully created',
      message: 'Data successfully created',
    });
  });

  it('takes an explicit message and marks 4xx as unsuccessful', () => {
    const result = resultWrapper(404, null, 'No such student');
    expect(result.success).toBe(false);
    expect(result.statusMessage).toBe('Not found');
    expect(result.message).toBe('No such student');
  });
});

describe('errorWrapper', () => {
  it('wraps an HTTP failure', () => {
    const body = { message: 'Invalid input', details: [{ message: 'Required', param: 'name' }] };
    expect(errorWrapper({ name: 'HTTPError', status: 422, body })).toEqual({
      name: 'HTTPError',
      success: false,
      data: body,
      status: 422,
      statusMessage: 'Validation error',
      message: 'Invalid input\nRequired (name)',
    });
  });

  it('has status false and no status message without a response', () => {
    expect(errorWrapper({ name: 'TypeError' }, { clientDefault: 'You are offline' })).toEqual({
      name: 'TypeError',
      success: false,
      data: undefined,
      status: false,
      statusMessage: '',
      message: 'You are offline',
    });
    expect(errorWrapper({ status: 0 }).status).toBe(false);
  });

  it("defaults the name to 'Error'", () => {
    expect(errorWrapper({ status: 401 }).name).toBe('Error');
    expect(errorWrapper({ status: 401 }).message).toBe('Session expired - please login again');
  });
});
