import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-retry';

describe('importWithRetry', () => {
  it('returns the module of the first try without trying again', async () => {
    const load = vi.fn(async () => ({ Page: 'first' }));
    await expect(importWithRetry(load, 0)).resolves.toEqual({ Page: 'first' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk once more and returns its module', async () => {
    const load = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: 'second' });
    await expect(importWithRetry(load, 0)).resolves.toEqual({ Page: 'second' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the error of the second try when both fail', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('first'))
      .mockRejectedValueOnce(new TypeError('second'));
    await expect(importWithRetry(load, 0)).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
