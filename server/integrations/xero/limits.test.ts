import { describe, expect, it } from 'vitest';
import type { XeroApi } from './client';
import { XeroError } from './errors';
import { limitedXeroApi, rateLimiter } from './limits';

/** A clock that moves only when the limiter sleeps. */
function fakeTime() {
  let now = 0;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
    slept,
  };
}

describe('Xero limits', () => {
  it('starts at most perMinute calls in any minute, and at most `concurrent` at once', async () => {
    const time = fakeTime();
    const limit = rateLimiter({ perMinute: 2, concurrent: 1, ...time });
    const started: number[] = [];
    await Promise.all([1, 2, 3].map(() => limit(async () => started.push(time.now()))));
    expect(started).toEqual([0, 0, 60_000]);
    expect(time.slept).toEqual([60_000]);
  });

  it('waits out a 429 for its Retry-After, a few times at most, never the day limit', async () => {
    const time = fakeTime();
    const failures = [new XeroError(429, ['slow down'], 2, 'minute')];
    let calls = 0;
    const api = {
      invoicesByNumber: async () => {
        calls += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return [];
      },
    } as unknown as XeroApi;
    await expect(limitedXeroApi(api, time).invoicesByNumber(['x'])).resolves.toEqual([]);
    expect(calls).toBe(2);
    expect(time.slept).toEqual([2000]);

    failures.push(new XeroError(429, ['the day is used up'], 3600, 'day'));
    await expect(limitedXeroApi(api, time).invoicesByNumber(['x'])).rejects.toMatchObject({
      status: 429,
      rateLimitProblem: 'day',
    });
    expect(time.slept).toEqual([2000]);
  });
});
