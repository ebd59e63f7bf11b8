import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import {
  type PersistedQueryClientRestoreOptions,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
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

const storage = {
  getItem: (key: string) => get<string>(key).then((value) => value ?? null),
  setItem: set,
  removeItem: del,
};

export const queryPersister = createAsyncStoragePersister({ storage, key: 'collegium.queries' });
/** The same store without the once-a-second pace, for saveQueryCache. */
const immediatePersister = createAsyncStoragePersister({
  storage,
  key: 'collegium.queries',
  throttleTime: 0,
});

const persistence: PersistQueryClientOptions = {
  // The persister's package types QueryClient from its own copy of query-core (same class at
  // run time; PersistQueryClientProvider made the same call).
  queryClient: queryClient as unknown as PersistedQueryClientRestoreOptions['queryClient'],
  persister: queryPersister,
  maxAge: 7 * 24 * 3_600_000,
  // A view whose last refresh failed (a page reloaded offline: the query client takes itself to
  // be online until told otherwise, so its retries run out and it ends in error) keeps its data
  // and stays saved; by default only successful queries are saved, so the next offline load
  // found the view gone.
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
};
// Restored once per page load, as PersistQueryClientProvider does on mount.
let restored: Promise<void> | undefined;

/**
 * Restores the cached views, each marked stale: shown at once, and asked again when a screen
 * reads it online. Without the mark a view saved seconds before a reload counted as fresh, so the
 * reloaded screen showed it as it was before a change made since (for its 30 s).
 */
async function restoreStale(): Promise<void> {
  await persistQueryClientRestore(persistence);
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

/**
 * Mounts the client (focus and online refetches), restores the cached views from the device and
 * keeps saving them; `stop` undoes it. What PersistQueryClientProvider does, without a component
 * around the screens (src/offline-react/QueryProvider.tsx).
 */
export async function startQueryCache(): Promise<{ client: QueryClient; stop: () => void }> {
  queryClient.mount();
  restored ??= restoreStale();
  await restored;
  const unsubscribe = persistQueryClientSubscribe(persistence);
  return {
    client: queryClient,
    stop: () => {
      unsubscribe();
      queryClient.unmount();
    },
  };
}

/**
 * Writes the cached views to the device now rather than within the second (the subscription's
 * pace): after a change the person will want offline at once, such as a photo just taken.
 */
export async function saveQueryCache(): Promise<void> {
  await persistQueryClientSave({ ...persistence, persister: immediatePersister });
}

/** Forgets every cached view (sign-out: the next user must not see them). */
export async function clearQueries(): Promise<void> {
  queryClient.clear();
  await del('collegium.queries');
}
