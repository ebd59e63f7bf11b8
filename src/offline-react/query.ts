import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

/**
 * Online-only screens (counts, the users list) read through TanStack Query; its cache is kept in
 * IndexedDB so their last view stays readable offline, marked with its time (architecture §5).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Kept a week: a hub director offline for days still sees the last figures, dated.
      gcTime: 7 * 24 * 3_600_000,
      staleTime: 30_000,
      retry: (failures, error) =>
        failures < 2 && !(error instanceof Error && /40[134]/.test(error.message)),
      networkMode: 'offlineFirst',
    },
  },
});

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: set,
    removeItem: del,
  },
  key: 'collegium.queries',
});

/** Forgets every cached view (sign-out: the next user must not see them). */
export async function clearQueries(): Promise<void> {
  queryClient.clear();
  await del('collegium.queries');
}
