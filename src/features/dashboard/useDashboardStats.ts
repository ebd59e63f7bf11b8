import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../api/client';
import { session } from '../../state/session';
import { type DashboardStats, dashboardStatsSchema } from './stats';

/** Loading, failed with a message, or the counts (possibly the last saved ones, with their time). */
export type DashboardStatsState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; stats: DashboardStats; updatedAt: number; stale: boolean };

async function fetchStats(): Promise<DashboardStats> {
  // The error catalogue's message (spec §8), not the HTTP client's.
  const body = await api
    .get('dashboard/stats')
    .json()
    .catch(async (error: unknown) => {
      throw new Error(await messageOfFailure(error));
    });
  const parsed = dashboardStatsSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent counts in an unexpected form');
  return parsed.data;
}

/** The live counts of `GET /api/dashboard/stats` (dashboard:view), kept readable offline. */
export function useDashboardStats(): DashboardStatsState {
  const query = useQuery({ queryKey: ['dashboard-stats', session.user?.id], queryFn: fetchStats });
  if (query.data) {
    const stale = query.isError || (typeof navigator !== 'undefined' && !navigator.onLine);
    return { state: 'ready', stats: query.data, updatedAt: query.dataUpdatedAt, stale };
  }
  if (query.isError) return { state: 'failed', message: query.error.message };
  return { state: 'loading' };
}
