import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type FinanceDetails,
  PORTAL_PAGE_CATEGORIES,
  type PortalPage,
  type PortalPageCategory,
  type Transcript,
} from '../../domain/forms/student-records';
import { keepReadyOffline } from '../../domain/residentials/residential';
import { getJson, retryRead } from '../../offline-react/cached-read';

const retry = retryRead;

/** One entry of GET forms/pages/{category}. */
export interface PortalPageSummary {
  category: PortalPageCategory;
  name: string;
  title: string;
  updatedAt: string;
}

/** A content page (GET forms/pages/{category}/{name}), cached on the device once read. */
export const portalPageQuery = (category: string, name: string) =>
  queryOptions({
    queryKey: ['portal-page', category, name],
    queryFn: () =>
      getJson<PortalPage>(
        `forms/pages/${encodeURIComponent(category)}/${encodeURIComponent(name)}`,
      ),
    retry,
    // Asked again at each visit (an ETag makes it a 304): an edited or unpublished page shows
    // as it is now; offline, the cached copy.
    staleTime: 0,
  });

/** The pages of a category (GET forms/pages/{category}). */
export const portalListQuery = (category: string) =>
  queryOptions({
    queryKey: ['portal-pages', category],
    queryFn: () =>
      getJson<{ items: PortalPageSummary[] }>(`forms/pages/${encodeURIComponent(category)}`),
    retry,
  });

/** The signed-in student's record as GET forms/student gives it. */
export interface CurrentStudent {
  id: string;
  firstName: string;
  lastName: string;
  engagements: { id: string; status: string; level?: string | null; programmeCode: string }[];
}

export const currentStudentQuery = (userId: string) =>
  queryOptions({
    queryKey: ['forms-student', userId],
    queryFn: () => getJson<CurrentStudent>('forms/student'),
    retry,
  });

export const financeDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['finance-details', userId],
    queryFn: () => getJson<FinanceDetails>('forms/student/finance-details'),
    retry,
  });

/** A decided bursary application, as the student reads it (GET forms/student/bursary-decisions). */
export interface BursaryDecisionView {
  sessionId: string;
  outcome: string;
  bursaryType: string | null;
  amountPence: number | null;
  comment: string | null;
  decidedAt: string;
}

export const bursaryDecisionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['bursary-decisions', userId],
    queryFn: () => getJson<{ items: BursaryDecisionView[] }>('forms/student/bursary-decisions'),
    retry,
    // Read afresh each time the page opens online: the panel may have decided since.
    staleTime: 0,
  });

export const transcriptQuery = (userId: string) =>
  queryOptions({
    queryKey: ['transcript', userId],
    queryFn: () => getJson<Transcript>('forms/student/transcript'),
    retry,
  });

// Lists are refreshed at most hourly by the prefetch; a page opened is refreshed as usual.
const PREFETCH_STALE_MS = 3_600_000;

/**
 * Reads every content page list, then every page, into the persisted cache: once the dashboard
 * has been open online, the pages read offline. Failures are left for the pages to show.
 */
export async function prefetchContentPages(client: QueryClient): Promise<void> {
  await Promise.all(
    PORTAL_PAGE_CATEGORIES.map(async (category) => {
      const list = await client
        .fetchQuery({ ...portalListQuery(category), staleTime: PREFETCH_STALE_MS })
        .catch(() => undefined);
      await Promise.all(
        (list?.items ?? []).map((item) =>
          client.prefetchQuery({
            ...portalPageQuery(item.category, item.name),
            staleTime: PREFETCH_STALE_MS,
          }),
        ),
      );
    }),
  );
}

const myResidentialsSchema = z.object({
  residentials: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      venue: z.object({
        name: z.string(),
        address: z.string().nullish(),
        postcode: z.string().nullish(),
        mapUrl: z.string().nullish(),
        wifiNetwork: z.string().nullish(),
        wifiPassword: z.string().nullish(),
      }),
      sessions: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          room: z.string().nullish(),
          tutorName: z.string().nullish(),
        }),
      ),
    }),
  ),
});
/** The student's residentials as GET forms/residentials gives them (issue 23). */
export type MyResidential = z.infer<typeof myResidentialsSchema>['residentials'][number];

/**
 * The signed-in student's residentials (dates, venue, Wi-Fi, timetable), kept in the persisted
 * cache so the residential pages show them offline.
 */
export const myResidentialsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['my-residentials', userId],
    queryFn: async () =>
      myResidentialsSchema.parse(await getJson<unknown>('forms/residentials')).residentials,
    retry,
    staleTime: 0,
  });

// The residential group's content pages a student reads at the venue.
const RESIDENTIAL_PAGES = ['venue', 'timetables', 'wifi'] as const;

/**
 * Reads the student's residentials into the persisted cache when the app starts online; when one
 * is within PRECACHE_DAYS of starting (keepReadyOffline), its pages are read too, so the venue,
 * timetable and Wi-Fi open at the residential without having been visited.
 */
export async function prefetchMyResidentials(client: QueryClient, userId: string): Promise<void> {
  const residentials = await client
    .fetchQuery({ ...myResidentialsQuery(userId), staleTime: PREFETCH_STALE_MS })
    .catch(() => undefined);
  const today = new Date().toISOString().slice(0, 10);
  if (!residentials?.some((residential) => keepReadyOffline(residential, today))) return;
  await Promise.all(
    RESIDENTIAL_PAGES.map((name) =>
      client.prefetchQuery({
        ...portalPageQuery('residential', name),
        staleTime: PREFETCH_STALE_MS,
      }),
    ),
  );
}
