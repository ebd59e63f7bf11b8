import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type HousekeepingJob, type JobResult, jobCutoff } from '#domain/admin/housekeeping';
import { queryRows } from '../../db/client';
import {
  applications,
  idempotencyKeys,
  passwordResets,
  referenceInvitations,
  registrations,
  sessions,
} from '../../db/schema';
import { applicationsEntity } from '../../entities/applications';
import type { AppContext } from '../../platform/app-context';
import type { AuthContext } from '../../platform/auth/context';
import { deleteRecord } from '../../platform/entities/write';
import { AppError } from '../../platform/errors';

// The housekeeping jobs (spec §2.3 `/admin/housekeeping`): each removes what its rule in
// src/domain/admin/housekeeping.ts says, in batches, telling its run how far it has come.

/** Rows removed per statement. */
export const JOB_BATCH = 5_000;

export interface JobInput {
  context: AppContext;
  /**
   * Who started the run: the actor of what it deletes through the records' own writes; null for
   * a run the server started on its own (a daily job).
   */
  auth: AuthContext | null;
  now: Date;
  /** Reports progress, 0-100. */
  progress: (percent: number) => Promise<void>;
  batchSize?: number;
}

export type Job = (input: JobInput) => Promise<JobResult>;

/** Deletes the given numbers' rows in batches, reporting progress; answers how many went. */
async function inBatches(
  items: readonly (string | number)[],
  input: JobInput,
  remove: (batch: readonly (string | number)[]) => Promise<number>,
): Promise<number> {
  const size = input.batchSize ?? JOB_BATCH;
  let removed = 0;
  for (let at = 0; at < items.length; at += size) {
    removed += await remove(items.slice(at, at + size));
    await input.progress(Math.floor(((at + size) / items.length) * 100));
  }
  return removed;
}

/**
 * Sync feed compaction: a change older than the cut-off goes when the next change of the same
 * record is visible wherever it was (`changeIsReplaced`: its keys hold the earlier one's). The
 * feed sends a record as it is now with its latest change, so a device after any cursor ends
 * with the same records; by induction over the chain of next changes, every removed change is
 * replaced by a kept one. Changes are only ever appended, so the rows read stay replaced.
 */
const syncFeed: Job = async (input) => {
  const cutoff = jobCutoff('sync-feed', input.now).toISOString();
  const rows = await queryRows<{ seq: string | number }>(
    input.context.db,
    sql`select seq from (
        select seq, at, scope_before || scope_after as keys,
          lead(scope_before || scope_after) over w as next_keys
        from changes window w as (partition by entity, record_id order by seq)
      ) c
      where next_keys is not null and at < ${cutoff} and keys <@ next_keys
      order by seq`,
  );
  const seqs = rows.map((row) => Number(row.seq));
  const removed = await inBatches(seqs, input, async (batch) => {
    const deleted = await queryRows<{ seq: number }>(
      input.context.db,
      sql`delete from changes where seq = any(${sql.param(batch.map(Number))}::bigint[]) returning seq`,
    );
    return deleted.length;
  });
  const [left] = await queryRows<{ n: number }>(
    input.context.db,
    sql`select count(*)::int as n from changes`,
  );
  return { removed, kept: Number(left?.n ?? 0) };
};

/** Sessions past their expiry or idle limit; password reset and registration links expired. */
const expiredSessions: Job = async ({ context, now, progress }) => {
  const at = now.toISOString();
  const idle = new Date(now.getTime() - context.sessionPolicy.idleMinutes * 60_000).toISOString();
  const gone = await context.db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, at), lt(sessions.lastSeenAt, idle)))
    .returning({ id: sessions.tokenHash });
  await progress(50);
  const resets = await context.db
    .delete(passwordResets)
    .where(lte(passwordResets.expiresAt, at))
    .returning({ id: passwordResets.tokenHash });
  const signUps = await context.db
    .delete(registrations)
    .where(lte(registrations.expiresAt, at))
    .returning({ id: registrations.tokenHash });
  return { sessions: gone.length, passwordResets: resets.length, registrations: signUps.length };
};

/** Referee links never used and expired before the grace period. */
const referenceLinks: Job = async ({ context, now }) => {
  const cutoff = jobCutoff('reference-links', now).toISOString();
  const gone = await context.db
    .delete(referenceInvitations)
    .where(and(isNull(referenceInvitations.usedAt), lt(referenceInvitations.expiresAt, cutoff)))
    .returning({ id: referenceInvitations.id });
  return { removed: gone.length };
};

/**
 * Applications never submitted and unchanged for the retention: deleted as a person would
 * delete them (audited, in the change feed, so devices drop them); one that other records
 * name stays and is counted as kept.
 */
const oldDrafts: Job = async (input) => {
  const { context, auth, now } = input;
  if (!auth) throw new Error('Old drafts are deleted only by a person');
  const cutoff = jobCutoff('drafts', now).toISOString();
  const rows = await context.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.status, 'In progress'), lt(applications.updatedAt, cutoff)))
    .orderBy(asc(applications.id));
  let removed = 0;
  let kept = 0;
  for (const [index, row] of rows.entries()) {
    try {
      await deleteRecord(context.db, applicationsEntity, auth, row.id, undefined);
      removed += 1;
    } catch (error) {
      if (!(error instanceof AppError && (error.status === 409 || error.status === 404))) {
        throw error;
      }
      kept += 1;
    }
    if (index % 50 === 49) await input.progress(Math.floor(((index + 1) / rows.length) * 100));
  }
  return { removed, kept };
};

/** Audit entries older than the retention, oldest first, a batch per statement. */
const auditRetention: Job = async (input) => {
  const { db } = input.context;
  const cutoff = jobCutoff('audit', input.now).toISOString();
  const size = input.batchSize ?? JOB_BATCH;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log where at < ${cutoff}`,
  );
  const total = Number(count?.n ?? 0);
  let removed = 0;
  while (removed < total) {
    const batch = await queryRows<{ id: number }>(
      db,
      sql`delete from audit_log where id in (
          select id from audit_log where at < ${cutoff} order by id limit ${size}
        ) returning id`,
    );
    if (batch.length === 0) break;
    removed += batch.length;
    await input.progress(Math.floor((removed / total) * 100));
  }
  return { removed };
};

/** Stored first answers of writes older than their retention. */
const idempotency: Job = async ({ context, now }) => {
  const cutoff = jobCutoff('idempotency-keys', now).toISOString();
  const gone = await context.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return { removed: gone.length };
};

/** The jobs another area does, provided at start-up (server/app.ts): the HESA readiness check. */
type ProvidedJob = 'hesa-readiness';
const provided = new Map<ProvidedJob, Job>();

/** Provides the work of a job another area owns (feature folders do not import each other). */
export function provideHousekeepingJob(job: ProvidedJob, run: Job): void {
  provided.set(job, run);
}

/** The work of a job; a provided one not provided fails its run. */
export function jobOf(job: HousekeepingJob): Job {
  if (job !== 'hesa-readiness') return JOBS[job];
  return (
    provided.get(job) ??
    (() => Promise.reject(new Error('This job is not available in this process')))
  );
}

export const JOBS: Record<Exclude<HousekeepingJob, ProvidedJob>, Job> = {
  'sync-feed': syncFeed,
  sessions: expiredSessions,
  'reference-links': referenceLinks,
  drafts: oldDrafts,
  audit: auditRetention,
  'idempotency-keys': idempotency,
};
