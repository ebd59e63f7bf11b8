import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';

describe('startQueryCache', () => {
  it('restores the saved views marked stale, so a reloaded screen asks the server again', async () => {
    // A view saved a second ago, as the last page load left it.
    const { queryClient, saveQueryCache } = await import('./query');
    queryClient.setQueryData(['users', 'admin'], [{ id: 'u1', name: 'Before the change' }]);
    await saveQueryCache();
    const saved = await get<string>('collegium.queries');
    expect(saved).toContain('Before the change');
    queryClient.clear();
    await set('collegium.queries', saved);

    const { startQueryCache } = await import('./query');
    const { client, stop } = await startQueryCache();
    const restored = client.getQueryState(['users', 'admin']);
    expect(client.getQueryData(['users', 'admin'])).toEqual([
      { id: 'u1', name: 'Before the change' },
    ]);
    expect(restored?.isInvalidated).toBe(true);
    stop();
  });

  it('keeps saving a view whose refresh failed offline, so the next offline load still has it', async () => {
    const { queryClient, saveQueryCache } = await import('./query');
    queryClient.clear();
    queryClient.setQueryData(['my-residentials', 'u1'], [{ id: 'r1', title: 'Advent' }]);
    await queryClient
      .fetchQuery({
        queryKey: ['my-residentials', 'u1'],
        queryFn: () => Promise.reject(new Error('Failed to fetch')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['my-residentials', 'u1'])?.status).toBe('error');
    await saveQueryCache();
    expect(await get<string>('collegium.queries')).toContain('Advent');
  });
});
