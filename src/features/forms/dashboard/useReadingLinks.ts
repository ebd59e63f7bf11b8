import { useQueries } from '@tanstack/react-query';
import type { PortalPageCategory } from '../../../domain/forms/student-records';
import { can } from '../../../state/permissions';
import { type PortalPageSummary, portalListQuery } from '../queries';
import type { ReadingLinks } from './view-model';

// The categories of pages to read, not fill in (spec §2.5); the library needs forms:student.
export const STUDY_CATEGORIES: readonly PortalPageCategory[] = [
  'programme',
  'hub',
  'studyskills',
  'ittools',
  'wellbeing',
  'library',
];

type ListResult = {
  data?: { items: PortalPageSummary[] };
  isPending: boolean;
  fetchStatus: string;
};

// Module-level, so TanStack Query keeps the combined result while the lists do not change.
function combine(lists: ListResult[]): ReadingLinks {
  return {
    links: lists.flatMap((list) =>
      (list.data?.items ?? []).map((item) => ({
        title: item.title,
        path: `/forms/${item.category}/${item.name}`,
      })),
    ),
    loading: lists.some((list) => list.isPending && list.fetchStatus === 'fetching'),
  };
}

/** The content pages of the given categories, from the cached lists (the same object until they change). */
export function useReadingLinks(categories: readonly PortalPageCategory[]): ReadingLinks {
  return useQueries({
    queries: categories
      .filter((category) => category !== 'library' || can([['forms:student', 'students:faculty']]))
      .map((category) => portalListQuery(category)),
    combine,
  });
}
