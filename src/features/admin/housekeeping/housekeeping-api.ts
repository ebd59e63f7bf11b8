import { useQuery } from '@tanstack/react-query';
import { api, messageOfFailure } from '../../../api/client';
import {
  type HousekeepingJob,
  type HousekeepingOverview,
  housekeepingOverviewSchema,
  type JobRun,
  jobRunSchema,
} from '../../../domain/admin/housekeeping';

export const OVERVIEW_KEY = ['admin-housekeeping'] as const;
/** Where the backup is downloaded from (a plain link: the file streams to disk). */
export const BACKUP_URL = '/api/admin/housekeeping/backup';

/** The jobs with their last runs, and the database. */
export function useHousekeeping() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    retry: false,
    // Asked afresh at each visit: the device's copy (saved once a second) may predate a run.
    staleTime: 0,
    queryFn: async (): Promise<HousekeepingOverview> => {
      try {
        return housekeepingOverviewSchema.parse(await api.get('admin/housekeeping').json());
      } catch (failure) {
        throw new Error(await messageOfFailure(failure));
      }
    },
  });
}

/** One run, polled twice a second while it runs. */
export function useJobRun(runId: string | undefined) {
  return useQuery({
    queryKey: ['admin-housekeeping-run', runId],
    enabled: runId !== undefined,
    queryFn: async () =>
      jobRunSchema.parse(await api.get(`admin/housekeeping/runs/${runId}`).json()),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
}

/** Starts a run of a job now. */
export async function startRun(job: HousekeepingJob): Promise<JobRun> {
  return jobRunSchema.parse(await api.post(`admin/housekeeping/jobs/${job}/run`).json());
}

const LABELS: Record<string, string> = {
  removed: 'removed',
  kept: 'kept',
  sessions: 'sessions removed',
  passwordResets: 'password reset links removed',
  registrations: 'registration links removed',
  students: 'students checked',
  ready: 'ready for HESA',
  skipped: 'skipped (HESA is switched off)',
};

/** A run's outcome in words: "3 removed, 10 kept", or why it failed. */
export function describeResult(run: JobRun): string {
  if (run.status === 'running') return `Running (${run.progress}%)`;
  const result = run.result;
  if (!result) return run.status === 'failed' ? 'Failed' : 'Done';
  if ('error' in result && typeof result.error === 'string') return `Failed: ${result.error}`;
  // The database keeps JSON keys in its own order: the labels' order is the screen's.
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(result)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${value} ${LABELS[key] ?? key}`)
    .join(', ');
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** When a run started, as people read it. */
export function describeWhen(run: JobRun): string {
  return WHEN.format(new Date(run.startedAt));
}
