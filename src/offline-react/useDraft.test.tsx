// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openUserDatabase } from '../offline/database';
import { loadDraft } from '../offline/drafts';
import { DeviceCopy } from '../offline/store-loss';
import { useDraft } from './useDraft';

const engine = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./OfflineProvider', () => ({ useOffline: () => engine.current }));

async function draftHook() {
  const db = await openUserDatabase(`draft-${crypto.randomUUID()}`);
  engine.current = { db, copy: new DeviceCopy() };
  const hook = renderHook(() => useDraft<{ name: string }>('students:s1'));
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return { db, hook };
}

describe('useDraft: discarding after a submit', () => {
  it('forgets the draft the submit sent', async () => {
    const { db, hook } = await draftHook();
    act(() => hook.result.current.save({ name: 'Sent' }));
    const typed = hook.result.current.mark();
    await act(() => hook.result.current.discard(typed));
    expect(await loadDraft(db, 'students:s1')).toBeUndefined();
    expect(hook.result.current.savedAt).toBeNull();
  });

  it('keeps what was typed while the change was being queued', async () => {
    const { db, hook } = await draftHook();
    act(() => hook.result.current.save({ name: 'Sent' }));
    const typed = hook.result.current.mark();
    act(() => hook.result.current.save({ name: 'Typed after Save' }));
    await act(() => hook.result.current.discard(typed));
    await waitFor(async () =>
      expect((await loadDraft(db, 'students:s1'))?.values).toEqual({ name: 'Typed after Save' }),
    );
    expect(hook.result.current.savedAt).not.toBeNull();
  });
});
