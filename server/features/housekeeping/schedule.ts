import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { DAILY_JOBS, dailyJobDue } from '#domain/admin/housekeeping';
import type { AppContext } from '../../platform/app-context';
import { AppError } from '../../platform/errors';
import { lastRuns, startJobRun } from './runs';

/** How often the server looks whether a daily job is due. */
const LOOK_EVERY_MS = 15 * 60_000;

/**
 * Starts each daily job whose last run began a day or more ago (or that never ran), as the
 * server (no one is its starter). A run going on already (409) is left to finish.
 */
export async function runDueDailyJobs(context: AppContext, now = new Date()): Promise<string[]> {
  const runs = await lastRuns(context);
  const started: string[] = [];
  for (const job of DAILY_JOBS) {
    if (!dailyJobDue(runs.get(job)?.startedAt ?? null, now)) continue;
    try {
      await startJobRun(context, job, null, { now });
      started.push(job);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  }
  return started;
}

/** Looks every 15 minutes (in one process of several) for a daily job due; stops on close. */
export function startDailyJobs(app: FastifyInstance, context: AppContext): void {
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const timer = setInterval(() => {
    runDueDailyJobs(context).catch((error: unknown) => app.log.error(error));
  }, LOOK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
