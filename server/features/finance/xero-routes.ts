import cluster from 'node:cluster';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XERO_ERROR_CODE } from '#domain/errors/catalogue';
import { queryRows } from '../../db/client';
import { createXeroApi, XeroError } from '../../integrations/xero/client';
import type { AppContext } from '../../platform/app-context';
import { requirePermission } from '../../platform/auth/context';
import { inScope } from '../../platform/auth/scope';
import { AppError, conflict, notFound } from '../../platform/errors';
import { featureOn } from '../../platform/features';
import { requireSwitch } from './ledger';
import { XeroSync, type XeroSyncOptions } from './xero-sync';

// The Xero connection's API (spec §2.3 "Xero as the ledger of record", behind the
// `accountingService` switch): its state, the "waiting for Xero" queue, "Sync now" and a row's
// retry, for finance staff (students:invoice, as invoices). A failure of Xero itself answers
// spec §8's 500 with code XERO_ERROR (the client shows 'Xero connection problem: {message}'),
// Xero's ValidationErrors as the details. Nothing here ever answers with the token.

const XERO_READ = ['students:invoice'] as const;
const STATUSES = ['waiting', 'failed', 'sent'] as const;

const queueQuery = z
  .object({
    /** One status; waiting and failed when absent (what needs attention). */
    status: z.enum(STATUSES).optional(),
    pageSize: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
const rowParams = z.object({ id: z.string().trim().min(1).max(200) });

/** The 500 of spec §8 for a failure at Xero: its message, and Xero's messages as details. */
export function xeroAppError(message: string, messages: readonly string[] = []): AppError {
  return new AppError(
    XERO_ERROR_CODE,
    500,
    message,
    messages.map((text) => ({ message: text })),
  );
}

interface QueueListRow {
  id: string;
  kind: string;
  record_id: string;
  record_version: number;
  status: string;
  attempts: number;
  last_error: string | null;
  validation_errors: unknown;
  xero_id: string | null;
  updated_at: string | Date;
  sent_at: string | Date | null;
  number: string | null;
  amount_pence: number | null;
  student_id: string | null;
  student_name: string | null;
  scope_keys: string[] | null;
}

const textList = z.array(z.string()).catch([]);
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** A queue row as the screen shows it: the record's number and student, and the error. */
function presentRow(row: QueueListRow) {
  const messages = textList.parse(row.validation_errors);
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    recordVersion: row.record_version,
    status: row.status,
    attempts: row.attempts,
    number: row.number,
    amountPence: row.amount_pence,
    studentId: row.student_id,
    studentName: row.student_name,
    xeroId: row.xero_id,
    updatedAt: iso(row.updated_at),
    sentAt: iso(row.sent_at),
    error:
      row.last_error === null
        ? null
        : {
            code: XERO_ERROR_CODE,
            message: row.last_error,
            details: messages.map((message) => ({ message })),
          },
  };
}

const queueRowsSql = (where: ReturnType<typeof sql>, limit: number) => sql`
  select q.id, q.kind, q.record_id, q.record_version, q.status, q.attempts, q.last_error,
    q.validation_errors, q.xero_id, q.updated_at, q.sent_at,
    coalesce(i.number, c.number, pi.number) as number,
    coalesce(i.amount_pence, c.amount_pence, p.amount_pence) as amount_pence,
    s.id as student_id, s.first_name || ' ' || s.last_name as student_name,
    coalesce(i.scope_keys, c.scope_keys, p.scope_keys, s.scope_keys) as scope_keys
  from xero_queue q
  left join invoices i on q.kind = 'invoice' and i.id = q.record_id
  left join credit_notes c on q.kind = 'credit-note' and c.id = q.record_id
  left join payments p on q.kind = 'payment' and p.id = q.record_id
  left join invoices pi on pi.id = p.invoice_id
  left join students s on s.id = coalesce(i.student_id, c.student_id, p.student_id,
    case when q.kind = 'contact' then q.record_id end)
  where ${where}
  order by q.created_at, q.id
  limit ${limit}`;

/** The one XeroSync of the settings on the context (read at each request: tests set them). */
const syncs = new WeakMap<object, XeroSync>();
function syncOf(context: AppContext, options: XeroSyncOptions = {}): XeroSync | undefined {
  const settings = context.xero;
  if (!settings) return undefined;
  let sync = syncs.get(settings);
  if (!sync) {
    sync = new XeroSync(context.db, createXeroApi(settings), options);
    syncs.set(settings, sync);
  }
  return sync;
}

/** How long "Sync now" waits for the run before answering that it goes on. */
const SYNC_ANSWER_WITHIN_MS = 20_000;

const NOT_CONFIGURED =
  'Xero is not connected: set XERO_CLIENT_ID and XERO_CLIENT_SECRET (a Custom Connection) and restart';

/**
 * Registers the routes, and, when Xero is configured, a run every `syncEveryMinutes` (in one
 * process of several), stopped when the app closes.
 */
export function registerXeroRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (request: Parameters<typeof requirePermission>[0]) => {
    const auth = requirePermission(request, XERO_READ);
    requireSwitch(context, 'accountingService');
    return auth;
  };
  const configured = () => {
    const sync = syncOf(context);
    if (!sync) throw conflict(NOT_CONFIGURED);
    return sync;
  };

  api.get('/api/finance/xero', async (request) => {
    guard(request);
    const counts = await queryRows<{ status: string; n: number }>(
      context.db,
      sql`select status, count(*)::int as n from xero_queue group by status`,
    );
    const [last] = await queryRows<{ at: string | Date | null }>(
      context.db,
      sql`select max(sent_at) as at from xero_queue`,
    );
    const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
    return {
      configured: context.xero !== undefined,
      syncEveryMinutes: context.xero?.syncEveryMinutes ?? null,
      running: syncOf(context)?.running ?? false,
      lastRun: syncOf(context)?.lastRun ?? null,
      lastSentAt: iso(last?.at ?? null),
      counts: { waiting: count('waiting'), failed: count('failed'), sent: count('sent') },
    };
  });

  api.get('/api/finance/xero/queue', { schema: { querystring: queueQuery } }, async (request) => {
    const auth = guard(request);
    const statuses = request.query.status ? [request.query.status] : ['waiting', 'failed'];
    const rows = await queryRows<QueueListRow>(
      context.db,
      queueRowsSql(sql`q.status = any(${sql.param(statuses)}::text[])`, request.query.pageSize),
    );
    const visible = rows.filter((row) => inScope(auth.scope, row.scope_keys ?? []));
    return { items: visible.map(presentRow), total: visible.length };
  });

  api.post('/api/finance/xero/sync', async (request, reply) => {
    guard(request);
    // A first sync of a large ledger takes minutes at 60 calls a minute: the answer waits a
    // while, then says it goes on (202); GET /api/finance/xero shows the run when it ends.
    const run = await Promise.race([
      configured().run(),
      wait(SYNC_ANSWER_WITHIN_MS, undefined, { ref: false }),
    ]);
    if (!run) return reply.code(202).send({ running: true });
    if (run.error) {
      throw xeroAppError(run.error.messages[0] ?? 'Xero did not answer', run.error.messages);
    }
    return run;
  });

  api.post(
    '/api/finance/xero/queue/:id/retry',
    { schema: { params: rowParams } },
    async (request) => {
      const auth = guard(request);
      const sync = configured();
      const [found] = await queryRows<QueueListRow>(
        context.db,
        queueRowsSql(sql`q.id = ${request.params.id}`, 1),
      );
      if (!found || !inScope(auth.scope, found.scope_keys ?? [])) {
        throw notFound('No such record waiting for Xero');
      }
      let outcome: Awaited<ReturnType<XeroSync['retry']>>;
      try {
        outcome = await sync.retry(request.params.id);
      } catch (error) {
        if (error instanceof XeroError) throw xeroAppError(error.message, error.messages);
        throw error;
      }
      if (!outcome) throw notFound('No such record waiting for Xero');
      if (outcome.status === 'waiting') throw conflict(outcome.waitFor);
      const [after] = await queryRows<QueueListRow>(
        context.db,
        queueRowsSql(sql`q.id = ${request.params.id}`, 1),
      );
      const row = presentRow(after ?? found);
      if (outcome.status === 'failed') {
        throw xeroAppError(
          row.error?.message ?? 'Xero refused the record',
          row.error?.details.map((detail) => detail.message) ?? [],
        );
      }
      return row;
    },
  );

  startXeroTimer(app, context);
}

/** Runs the sync every few minutes while the switch is on; one process of several does it. */
function startXeroTimer(app: FastifyInstance, context: AppContext): void {
  const minutes = context.xero?.syncEveryMinutes ?? 0;
  if (!context.xero || minutes <= 0) return;
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const timer = setInterval(() => {
    if (!featureOn(context, 'accountingService')) return;
    const sync = syncOf(context);
    // A failed run is kept as lastRun (GET /api/finance/xero shows it) and its rows stay.
    sync?.run().catch((error: unknown) => app.log.error(error));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
