import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { parseAcademicYearTitle } from '#domain/calendar/academic-year';
import { engagements, invoiceIssueRuns } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { Scope } from '../../platform/auth/scope';
import { issueBatch } from './issuing';

// "Issue invoices for the academic year" (spec §2.3): a run over every Current or Starting
// engagement of the year, in batches of one transaction each; the run's row keeps its progress
// and summary. Each batch commits its invoices with the run's new counts, so a run cut short (a
// crash, a restart) resumes after its last committed batch, and issuing is idempotent anyway:
// nothing is issued twice. After a restart, POST /api/finance/issue-runs again resumes it.

/** Engagements per transaction. */
export const ISSUE_BATCH = 500;

export type IssueRunRow = typeof invoiceIssueRuns.$inferSelect;

/** An engagement a run could not invoice, and why. */
export interface RefusedEngagement {
  engagementId: string;
  studentId: string;
  studentName: string;
  reason: string;
}

// Runs going on in this process, by id: a second POST joins the run instead of starting another.
const active = new Map<string, Promise<void>>();

/** Resolves when every run of this process has stopped (tests, shutdown). */
export async function issueRunsSettled(): Promise<void> {
  while (active.size > 0) await Promise.allSettled([...active.values()]);
}

/**
 * The engagements a run covers: Current or Starting, begun by the end of the year and not ended
 * before it began, within the caller's scope; in id order (a resumed run continues in it).
 */
export async function engagementsToIssue(
  context: AppContext,
  sessionId: string,
  scope: Scope,
): Promise<string[]> {
  const year = parseAcademicYearTitle(sessionId);
  if (year === undefined) throw new RangeError(`Not an academic year: ${sessionId}`);
  const rows = await context.db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        inArray(engagements.status, ['Current', 'Starting']),
        lt(engagements.startDate, `${year + 1}-08-01`),
        or(isNull(engagements.endDate), gte(engagements.endDate, `${year}-08-01`)),
        scope.all ? undefined : sql`${engagements.scopeKeys} && ${sql.param(scope.keys)}::text[]`,
      ),
    )
    .orderBy(asc(engagements.id));
  return rows.map((row) => row.id);
}

/** The latest run of a year, if any. */
export async function latestIssueRun(context: AppContext, sessionId: string) {
  const [run] = await context.db
    .select()
    .from(invoiceIssueRuns)
    .where(eq(invoiceIssueRuns.sessionId, sessionId))
    .orderBy(desc(invoiceIssueRuns.startedAt))
    .limit(1);
  return run;
}

/** Options of runIssueBatches: tests cut a run short to show it resumes. */
export interface RunOptions {
  scope: Scope;
  byUserId: string | null;
  batchSize?: number;
  /** Stop (as a crash would) after this many batches, leaving the run unfinished. */
  stopAfterBatches?: number;
}

/** Processes a run's remaining batches, from its last committed one. */
export async function runIssueBatches(
  context: AppContext,
  runId: string,
  options: RunOptions,
): Promise<void> {
  const [run] = await context.db
    .select()
    .from(invoiceIssueRuns)
    .where(eq(invoiceIssueRuns.id, runId));
  if (!run || run.status === 'done') return;
  const ids = await engagementsToIssue(context, run.sessionId, options.scope);
  await context.db
    .update(invoiceIssueRuns)
    .set({ total: ids.length, status: 'running' })
    .where(eq(invoiceIssueRuns.id, runId));
  const size = options.batchSize ?? ISSUE_BATCH;
  let batches = 0;
  for (let at = run.done; at < ids.length; at += size) {
    if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) return;
    batches += 1;
    const slice = ids.slice(at, at + size);
    await context.db.transaction(async (tx) => {
      const results = await issueBatch(tx, context, {
        engagementIds: slice,
        sessionId: run.sessionId,
        byUserId: options.byUserId,
      });
      const count = (outcomes: string[]) =>
        results.filter((result) => outcomes.includes(result.outcome)).length;
      const refused: RefusedEngagement[] = results
        .filter((result) => result.outcome === 'refused')
        .map(({ engagementId, studentId, studentName, reason }) => ({
          engagementId,
          studentId,
          studentName,
          reason: reason ?? '',
        }));
      await tx
        .update(invoiceIssueRuns)
        .set({
          done: at + slice.length,
          issued: sql`${invoiceIssueRuns.issued} + ${count(['issued', 'reissued'])}`,
          alreadyIssued: sql`${invoiceIssueRuns.alreadyIssued} + ${count(['already-issued'])}`,
          refused: sql`${invoiceIssueRuns.refused} || ${JSON.stringify(refused)}::jsonb`,
        })
        .where(eq(invoiceIssueRuns.id, runId));
    });
  }
  await context.db
    .update(invoiceIssueRuns)
    .set({ status: 'done', done: ids.length, finishedAt: new Date().toISOString() })
    .where(eq(invoiceIssueRuns.id, runId));
}

/**
 * Starts a run for a year, or resumes that year's unfinished one (running in no process, e.g.
 * after a restart), in the background; answers its row as it is now. A run this process is
 * already doing is answered as it is.
 */
export async function startIssueRun(
  context: AppContext,
  sessionId: string,
  options: RunOptions,
): Promise<{ run: IssueRunRow; resumed: boolean }> {
  const latest = await latestIssueRun(context, sessionId);
  let run = latest && latest.status !== 'done' ? latest : undefined;
  const resumed = run !== undefined;
  if (!run) {
    [run] = await context.db
      .insert(invoiceIssueRuns)
      .values({ id: randomUUID(), sessionId, startedBy: options.byUserId, status: 'running' })
      .returning();
  }
  if (!run) throw new Error('The issue run was not written');
  const runId = run.id;
  if (!active.has(runId)) {
    const work = runIssueBatches(context, runId, options)
      .catch(async () => {
        // Kept unfinished (failed): POST again resumes it from its last committed batch.
        await context.db
          .update(invoiceIssueRuns)
          .set({ status: 'failed' })
          .where(eq(invoiceIssueRuns.id, runId))
          .catch(() => {});
      })
      .finally(() => active.delete(runId));
    active.set(runId, work);
  }
  return { run, resumed };
}
