import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase } from './database';
import { clearDraft, createDraftSaver, loadDraft, saveDraft } from './drafts';

afterEach(() => {
  vi.useRealTimers();
});

describe('drafts', () => {
  it('saves, restores after reopening, and clears', async () => {
    const userId = `drafts-${crypto.randomUUID()}`;
    const db = await openUserDatabase(userId);
    await saveDraft(db, 'student:s1', { phone: '07' }, new Date('2025-05-01T10:00:00Z'));
    db.close(); // tab closed

    const again = await openUserDatabase(userId);
    expect(await loadDraft(again, 'student:s1')).toEqual({
      key: 'student:s1',
      values: { phone: '07' },
      savedAt: '2025-05-01T10:00:00.000Z',
    });
    await clearDraft(again, 'student:s1');
    expect(await loadDraft(again, 'student:s1')).toBeUndefined();
  });

  it('debounces: one write with the latest values after quiet typing', async () => {
    // Only the timers: fake-indexeddb schedules with setImmediate, which must stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = await openUserDatabase(`drafts-${crypto.randomUUID()}`);
    const saver = createDraftSaver(db, 'form', 500, {
      now: () => new Date('2025-05-01T10:00:00Z'),
    });
    saver.save({ name: 'A' });
    await vi.advanceTimersByTimeAsync(300);
    saver.save({ name: 'Ad' });
    await vi.advanceTimersByTimeAsync(300);
    saver.save({ name: 'Ada' });
    await vi.advanceTimersByTimeAsync(499);
    expect(await loadDraft(db, 'form')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await saver.flush();
    expect(await loadDraft(db, 'form')).toEqual({
      key: 'form',
      values: { name: 'Ada' },
      savedAt: '2025-05-01T10:00:00.000Z',
    });
  });

  it('flush writes at once; cancel drops the scheduled save', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = await openUserDatabase(`drafts-${crypto.randomUUID()}`);
    const saver = createDraftSaver(db, 'form');
    saver.save({ step: 1 });
    const flushed = await saver.flush();
    expect(flushed?.values).toEqual({ step: 1 });
    expect((await loadDraft(db, 'form'))?.values).toEqual({ step: 1 });

    saver.save({ step: 2 });
    saver.cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await loadDraft(db, 'form'))?.values).toEqual({ step: 1 });
    expect(await saver.flush()).toBeUndefined();
  });
});
