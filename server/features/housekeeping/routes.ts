import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  HOUSEKEEPING_JOBS,
  type HousekeepingOverview,
  housekeepingJobSchema,
  JOB_INFO,
} from '#domain/admin/housekeeping';
import { auditLog, jobRuns } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { actorOf } from '../../platform/entities/write';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/exports';
import { BACKUP_FORMATS, databaseKind, databaseSize, makeBackup } from './backup';
import { lastRuns, presentRun, startJobRun } from './runs';
import { startDailyJobs } from './schedule';

/** Housekeeping's permission (spec §2.3 `/admin/housekeeping`). */
export const HOUSEKEEPING = ['admin:sysadmin'] as const;

/**
 * `/api/admin/housekeeping`: the jobs with their last runs and the database's size; a job run
 * now (`POST …/jobs/:job/run`, 202 with the run to poll at `GET …/runs/:id`); the backup.
 * The daily jobs (`DAILY_JOBS`) also start on their own once a day.
 */
export function registerHousekeepingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/api/admin/housekeeping', async (request): Promise<HousekeepingOverview> => {
    requirePermission(request, HOUSEKEEPING);
    const runs = await lastRuns(context);
    const kind = databaseKind(db);
    return {
      jobs: HOUSEKEEPING_JOBS.map((job) => {
        const run = runs.get(job);
        return { job, ...JOB_INFO[job], lastRun: run ? presentRun(run) : null };
      }),
      database: { kind, sizeBytes: await databaseSize(db), backupFormat: BACKUP_FORMATS[kind] },
    };
  });

  app.post<{ Params: { job: string } }>(
    '/api/admin/housekeeping/jobs/:job/run',
    async (request, reply) => {
      const auth = requirePermission(request, HOUSEKEEPING);
      const job = housekeepingJobSchema.safeParse(request.params.job);
      if (!job.success) throw notFound('There is no such housekeeping job');
      const run = await startJobRun(context, job.data, auth);
      return reply.code(202).send(presentRun(run));
    },
  );

  app.get<{ Params: { id: string } }>('/api/admin/housekeeping/runs/:id', async (request) => {
    requirePermission(request, HOUSEKEEPING);
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, request.params.id));
    if (!run || !housekeepingJobSchema.safeParse(run.job).success) throw notFound();
    return presentRun(run);
  });

  app.get('/api/admin/housekeeping/backup', async (request, reply) => {
    const auth = requirePermission(request, HOUSEKEEPING);
    const backup = await makeBackup(db);
    // Who took a copy of everything, and when.
    await db.insert(auditLog).values({
      ...actorOf(auth),
      entity: 'backup',
      recordId: backup.fileName,
      action: 'download',
      changes: { kind: { before: null, after: databaseKind(db) } },
    });
    backup.body.on('close', () => void backup.cleanUp());
    return reply
      .header('content-type', backup.contentType)
      .header('content-disposition', contentDisposition(backup.fileName))
      .header('cache-control', 'no-store')
      .send(backup.body);
  });

  startDailyJobs(app, context);
}
