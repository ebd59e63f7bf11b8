import type { QueryClient } from '@tanstack/react-query';
import { prefetchHandbook } from './queries';

/**
 * The HD handbook kept on a hub director's device from sign-in (issue 21): its pages and its
 * screen, so it opens at a hub without a connection even if never opened before.
 */
export async function prefetchHdHandbook(client: QueryClient): Promise<void> {
  await Promise.all([
    prefetchHandbook(client, 'hdhandbook'),
    import('./HandbookScreen').catch(() => undefined),
  ]);
}
