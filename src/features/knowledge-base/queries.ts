import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PortalPage, PortalPageCategory } from '../../domain/forms/student-records';
import { getJson, retryRead } from '../../offline-react/cached-read';

/** One entry of GET forms/pages/{category}: the published pages the caller may read. */
export interface HandbookEntry {
  category: PortalPageCategory;
  name: string;
  title: string;
  updatedAt: string;
}

const path = (...parts: string[]) => `forms/pages/${parts.map(encodeURIComponent).join('/')}`;

/** The pages of a handbook (or of the knowledge base), kept on the device once read. */
export const handbookListQuery = (category: PortalPageCategory) =>
  queryOptions({
    queryKey: ['handbook-pages', category],
    queryFn: () => getJson<{ items: HandbookEntry[] }>(path(category)),
    retry: retryRead,
    staleTime: 0,
  });

/** One page of a handbook, kept on the device once read. */
export const handbookPageQuery = (category: PortalPageCategory, name: string) =>
  queryOptions({
    queryKey: ['handbook-page', category, name],
    queryFn: () => getJson<PortalPage>(path(category, name)),
    retry: retryRead,
    // Asked again at each visit (an ETag makes it a 304); offline, the cached copy.
    staleTime: 0,
  });

// A background read refreshes what it holds at most hourly; a page opened is refreshed as usual.
const PREFETCH_STALE_MS = 3_600_000;

/**
 * Reads a handbook's list and every page into the persisted cache, so it opens offline without
 * having been opened before (the HD handbook, for a hub director as they sign in). Failures are
 * left for the screen to show.
 */
export async function prefetchHandbook(
  client: QueryClient,
  category: PortalPageCategory,
): Promise<void> {
  const list = await client
    .fetchQuery({ ...handbookListQuery(category), staleTime: PREFETCH_STALE_MS })
    .catch(() => undefined);
  await Promise.all(
    (list?.items ?? []).map((item) =>
      client.prefetchQuery({
        ...handbookPageQuery(category, item.name),
        staleTime: PREFETCH_STALE_MS,
      }),
    ),
  );
}
