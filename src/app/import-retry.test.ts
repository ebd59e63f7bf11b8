import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, importWithRetry, type ReloadPort } from './import-retry';

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

  it('reloads the page once when both tries fail, and rejects if it fails again after that', async () => {
    const stored = new Map<string, string>();
    let now = 1_000_000;
    const port: ReloadPort = {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
      },
      reload: vi.fn(),
      now: () => now,
    };
    const failing = () =>
      vi
        .fn<() => Promise<unknown>>()
        .mockRejectedValueOnce(new TypeError('first'))
        .mockRejectedValueOnce(new TypeError('second'));

    // Both tries fail: the page reloads (the import never settles), the time is kept.
    const settled = vi.fn();
    void importWithRetry(failing(), 0, port).then(settled, settled);
    await vi.waitFor(() => expect(port.reload).toHaveBeenCalledTimes(1));
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe(String(now));
    expect(settled).not.toHaveBeenCalled();

    // After that reload it fails again: no second reload, the error goes to the error page.
    now += 5_000;
    await expect(importWithRetry(failing(), 0, port)).rejects.toThrow('second');
    expect(port.reload).toHaveBeenCalledTimes(1);

    // A failure long after is a new one: it may reload once more.
    now += 120_000;
    void importWithRetry(failing(), 0, port);
    await vi.waitFor(() => expect(port.reload).toHaveBeenCalledTimes(2));
  });

  it('rejects when the page cannot be reloaded (no session storage)', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('first'))
      .mockRejectedValueOnce(new TypeError('second'));
    const port: ReloadPort = { storage: undefined, reload: vi.fn(), now: () => 0 };
    await expect(importWithRetry(load, 0, port)).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
    expect(port.reload).not.toHaveBeenCalled();
  });
});
