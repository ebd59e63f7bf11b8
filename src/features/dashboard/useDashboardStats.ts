import { useEffect, useState } from 'react';
import { api, messageOfFailure } from '../../api/client';
import { type DashboardStats, dashboardStatsSchema } from './stats';

/** Loading, failed with a message, or the counts: never invented numbers. */
export type DashboardStatsState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; stats: DashboardStats };

/** The live counts of `GET /api/dashboard/stats` (dashboard:view). */
export function useDashboardStats(): DashboardStatsState {
  const [result, setResult] = useState<DashboardStatsState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('dashboard/stats', { signal: controller.signal })
      .json()
      .then((body) => {
        const parsed = dashboardStatsSchema.safeParse(body);
        setResult(
          parsed.success
            ? { state: 'ready', stats: parsed.data }
            : { state: 'failed', message: 'The server sent counts in an unexpected form' },
        );
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'failed', message: await messageOfFailure(error) });
      });
    return () => controller.abort();
  }, []);
  return result;
}
