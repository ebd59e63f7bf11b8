import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  HOUSEKEEPING_JOBS,
  type HousekeepingJob,
  type JobResult,
  type JobRun,
} from '#domain/admin/housekeeping';
import { auditLog, jobRuns } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { conflict } from '../../platform/errors';
import { jobOf } from './jobs';

// A run of a housekeeping job: a job_runs row (migration 0023) made when it starts, its progress
// updated as its batches go, and done (with its counts) or failed (with the error's message) at
// the end. The work goes on in the background; the screen polls the row.

export type JobRunRow = typeof jobRuns.$inferSelect;

/** A run still "running" after this long was cut short (its process stopped): a new one may start. */
const STALE_RUN_MS = 60 * 60_000;

// Runs going on in this process, by id.
const active = new Map<string, Promise<void>>();

/** Resolves when every run of this process has stopped (tests, shutdown). */
export async function housekeepingRunsSettled(): Promise<void> {
  while (active.size > 0) await Promise.allSettled([...active.values()]);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A run as the API shows it. */
export function presentRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.job as HousekeepingJob,
    status: row.status as JobRun['status'],
    progress: row.progress,
    result: (row.result ?? null) as JobRun['result'],
    startedBy: row.startedBy,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

/** Each job's latest run (none for a job never run). */
export async function lastRuns(context: AppContext): Promise<Map<string, JobRunRow>> {
  const rows = await context.db
    .selectDistinctOn([jobRuns.job])
    .from(jobRuns)
    .where(sql`${jobRuns.job} in ${HOUSEKEEPING_JOBS}`)
    .orderBy(jobRuns.job, desc(jobRuns.startedAt));
  return new Map(rows.map((row) => [row.job, row]));
}

export interface StartOptions {
  /** The clock the job's cut-offs count from (tests); now without it. */
  now?: Date;
  batchSize?: number;
}

/**
 * Starts a run of a job in the background and answers its row; 409 while another run of the
 * same job is going on (here or, on PostgreSQL, in another API process). Without `auth` the
 * server started it on its own (a daily job): no one is its starter.
 */
export async function startJobRun(
  context: AppContext,
  job: HousekeepingJob,
  auth: AuthContext | null,
  options: StartOptions = {},
): Promise<JobRunRow> {
  const [running] = await context.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'running')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  if (
    running &&
    (active.has(running.id) || Date.now() - Date.parse(running.startedAt) < STALE_RUN_MS)
  ) {
    throw conflict('This job is running already', { run: presentRun(running) });
  }
  const [run] = await context.db
    .insert(jobRuns)
    .values({
      id: randomUUID(),
      job,
      status: 'running',
      progress: 0,
      startedBy: auth?.realUser.id ?? null,
    })
    .returning();
  if (!run) throw new Error('Starting the run returned nothing');
  await context.db.insert(auditLog).values({
    ...(auth ? actorOf(auth) : { userId: null, actingAsUserId: null }),
    entity: 'housekeeping',
    recordId: run.id,
    action: 'run',
    changes: { job: { before: null, after: job } },
  });
  const work = execute(context, run.id, job, auth, options).finally(() => active.delete(run.id));
  active.set(run.id, work);
  return run;
}

async function execute(
  context: AppContext,
  runId: string,
  job: HousekeepingJob,
  auth: AuthContext | null,
  options: StartOptions,
): Promise<void> {
  let reported = 0;
  const progress = async (percent: number) => {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    if (value <= reported) return;
    reported = value;
    await context.db.update(jobRuns).set({ progress: value }).where(eq(jobRuns.id, runId));
  };
  let status: 'done' | 'failed' = 'done';
  let result: JobResult | { error: string };
  try {
    result = await jobOf(job)({
      context,
      auth,
      now: options.now ?? new Date(),
      progress,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    });
  } catch (error) {
    status = 'failed';
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  await context.db
    .update(jobRuns)
    .set({
      status,
      progress: status === 'done' ? 100 : reported,
      result,
      finishedAt: new Date().toISOString(),
    })
    .where(eq(jobRuns.id, runId))
    .catch(() => {}); // the database went away (shutdown): the row stays "running", then stale
}
