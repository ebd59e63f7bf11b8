import { describe, expect, it } from 'vitest';
import { MAX_RETRY_MS, retryDelay } from './backoff';

const middle = () => 0.5; // no jitter
const lowest = () => 0; // −20%
const highest = () => 0.999999; // +20%

describe('retryDelay', () => {
  it('doubles from 2 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelay(attempts, middle))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000,
    ]);
  });

  it('treats no attempt yet as the first', () => {
    expect(retryDelay(0, middle)).toBe(2_000);
  });

  it('stops at 5 minutes, however many attempts', () => {
    expect(retryDelay(9, middle)).toBe(MAX_RETRY_MS);
    expect(retryDelay(50, middle)).toBe(300_000);
    expect(retryDelay(10_000, highest)).toBe(300_000);
    expect(retryDelay(50, lowest)).toBe(240_000);
  });

  it('moves each delay by at most 20% either way', () => {
    expect(retryDelay(1, lowest)).toBe(1_600);
    expect(retryDelay(1, highest)).toBe(2_400);
    expect(retryDelay(3, lowest)).toBe(6_400);
    expect(retryDelay(3, highest)).toBe(9_600);
    for (let i = 0; i < 200; i += 1) {
      const delay = retryDelay(4);
      expect(delay).toBeGreaterThanOrEqual(12_800);
      expect(delay).toBeLessThanOrEqual(19_200);
    }
  });
});
