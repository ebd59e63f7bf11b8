import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling, toAppError } from './errors';

/** A driver error as drizzle wraps it: the SQLSTATE sits on the cause. */
function wrapped(code: string): Error {
  const driverError = Object.assign(new Error('driver says no'), { code });
  return new Error('Failed query: update …', { cause: driverError });
}

describe('toAppError', () => {
  it('answers lock contention (deadlock, serialisation, lock not available) with 503 BUSY', () => {
    for (const code of ['40P01', '40001', '55P03']) {
      const error = toAppError(wrapped(code));
      expect([error.status, error.code]).toEqual([503, 'BUSY']);
    }
  });

  it('answers any other failure with 500 and a plain message, not the driver’s', () => {
    const error = toAppError(wrapped('23514'));
    expect([error.status, error.code, error.message]).toEqual([500, 'INTERNAL', 'Service error']);
    expect(toAppError(new TypeError('x is undefined')).status).toBe(500);
  });

  it('keeps an AppError as it is', () => {
    const error = new AppError('CONFLICT', 409, 'Changed meanwhile');
    expect(toAppError(error)).toBe(error);
  });
});

describe('the error handler', () => {
  it('asks the client to retry a busy database after a second, in the error shape', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw wrapped('40P01');
    });
    const reply = await app.inject({ method: 'GET', url: '/busy' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.json()).toEqual({
      code: 'BUSY',
      message: 'The database was busy with other changes; try again.',
    });
    await app.close();
  });
});
