import { z } from 'zod';

// The housekeeping jobs of spec §2.3 `/admin/housekeeping` (issue 21): what each removes, and
// the dates before which it removes it. The server runs them (server/features/housekeeping);
// the screen lists them with their last runs.

/** Changes of the sync feed are compacted only once they are this old. */
export const SYNC_FEED_KEEP_DAYS = 30;
/** An unused referee link is deleted this long after it expired. */
export const REFERENCE_LINK_GRACE_DAYS = 30;
/** An application still "In progress" (never submitted) unchanged this long is an abandoned draft. */
export const DRAFT_RETENTION_DAYS = 730;
/** Audit entries are kept this many years (the UK's six-year limitation period). */
export const AUDIT_RETENTION_YEARS = 6;
/** Idempotency keys are kept this long (architecture §4: at least 7 days; the server keeps 8). */
export const IDEMPOTENCY_KEEP_DAYS = 8;

export const HOUSEKEEPING_JOBS = [
  'sync-feed',
  'sessions',
  'reference-links',
  'drafts',
  'audit',
  'idempotency-keys',
  'hesa-readiness',
] as const;
export type HousekeepingJob = (typeof HOUSEKEEPING_JOBS)[number];
export const housekeepingJobSchema = z.enum(HOUSEKEEPING_JOBS);

/** Each job's name and what it does, as the screen and the README say it. */
export const JOB_INFO: Record<HousekeepingJob, { name: string; description: string }> = {
  'sync-feed': {
    name: 'Sync feed compaction',
    description: `Removes changes of the sync feed older than ${SYNC_FEED_KEEP_DAYS} days that a later change of the same record replaces for every device that would see them.`,
  },
  sessions: {
    name: 'Expired sessions',
    description:
      'Removes sign-in sessions past their expiry or idle limit, and expired password reset and registration links.',
  },
  'reference-links': {
    name: 'Expired reference links',
    description: `Removes referee links never used and expired more than ${REFERENCE_LINK_GRACE_DAYS} days ago.`,
  },
  drafts: {
    name: 'Old drafts',
    description: `Deletes applications still "In progress" (never submitted) and unchanged for ${DRAFT_RETENTION_DAYS} days; those other records refer to are kept.`,
  },
  audit: {
    name: 'Audit retention',
    description: `Removes audit entries older than ${AUDIT_RETENTION_YEARS} years.`,
  },
  'idempotency-keys': {
    name: 'Old idempotency keys',
    description: `Forgets the stored first answers of writes older than ${IDEMPOTENCY_KEEP_DAYS} days.`,
  },
  'hesa-readiness': {
    name: 'HESA readiness check',
    description:
      "Runs daily: checks the current academic year's HESA return and keeps a readiness snapshot (skipped while HESA is switched off).",
  },
};

/** The jobs the server also runs on its own, once a day (the others run only when started). */
export const DAILY_JOBS: readonly HousekeepingJob[] = ['hesa-readiness'];
const HOUR = 3_600_000;

/** Whether a daily job is due: never run, or its last run started a day or more ago. */
export function dailyJobDue(lastStartedAt: string | null, now: Date): boolean {
  if (lastStartedAt === null) return true;
  return now.getTime() - Date.parse(lastStartedAt) >= 24 * HOUR - 60_000;
}

const DAY = 86_400_000;

/** The instant `days` whole days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

/**
 * The instant `years` calendar years before `now` (UTC): the same day and time of that year,
 * 29 February falling back to 28 February in a year without it.
 */
export function yearsBefore(now: Date, years: number): Date {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** The cut-off of each dated job: what is older than it (or expired before it) goes. */
export function jobCutoff(
  job: Exclude<HousekeepingJob, 'sessions' | 'hesa-readiness'>,
  now: Date,
): Date {
  switch (job) {
    case 'sync-feed':
      return daysBefore(now, SYNC_FEED_KEEP_DAYS);
    case 'reference-links':
      return daysBefore(now, REFERENCE_LINK_GRACE_DAYS);
    case 'drafts':
      return daysBefore(now, DRAFT_RETENTION_DAYS);
    case 'audit':
      return yearsBefore(now, AUDIT_RETENTION_YEARS);
    case 'idempotency-keys':
      return daysBefore(now, IDEMPOTENCY_KEEP_DAYS);
  }
}

/**
 * Whether a change of the feed may go because a later change of the same record replaces it:
 * the feed sends a record as it is now with its latest change, so an earlier one adds nothing
 * for a device that also receives the later one; that holds for every device when the later
 * change is visible wherever the earlier one was (its scope keys, before and after, hold all of
 * the earlier one's). Keys of reference data are empty: visible to all, replaced by any change.
 */
export function changeIsReplaced(
  earlier: { before: readonly string[]; after: readonly string[] },
  later: { before: readonly string[]; after: readonly string[] },
): boolean {
  const visible = new Set([...later.before, ...later.after]);
  return [...earlier.before, ...earlier.after].every((key) => visible.has(key));
}

/** A run's counts: what the job removed or kept, by what. */
export const jobResultSchema = z.record(z.string(), z.number());
export type JobResult = z.infer<typeof jobResultSchema>;

export const jobRunSchema = z.object({
  id: z.string(),
  job: housekeepingJobSchema,
  status: z.enum(['running', 'done', 'failed']),
  progress: z.number(),
  result: z.union([jobResultSchema, z.object({ error: z.string() })]).nullable(),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const housekeepingOverviewSchema = z.object({
  jobs: z.array(
    z.object({
      job: housekeepingJobSchema,
      name: z.string(),
      description: z.string(),
      lastRun: jobRunSchema.nullable(),
    }),
  ),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number(),
    backupFormat: z.string(),
  }),
});
export type HousekeepingOverview = z.infer<typeof housekeepingOverviewSchema>;

/** A size in bytes as people read it: "812 KB", "1.4 GB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} bytes`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
