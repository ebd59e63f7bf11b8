import { z } from 'zod';
import {
  canRecordDeposit,
  type DepositCommand,
  depositCommandSchema,
  unmetConditions,
} from '../../../domain/applications/admissions';
import { isConfirmed } from '../../../domain/applications/statuses';
import type { OutboxEntry, SyncedRecord } from '../../../offline/types';
import { recordDeposit, setApplicationStatus } from './commands';

// A status change or deposit the server refused (409: someone else changed the application, or
// it was confirmed meanwhile; or another refusal). The record shows what I asked against what
// the application is now, from the outbox entry: the entry keeps what I typed until I choose.

/** What I asked, read back from the queued command's body. */
export type MyDecision =
  | { kind: 'status'; status: string; reason: string | null }
  | ({ kind: 'deposit' } & DepositCommand);

const statusBody = z.object({ status: z.string().min(1), reason: z.string().optional() });

/** The decision a queued entry carries, or undefined for other commands (or a bad body). */
export function myDecision(entry: OutboxEntry): MyDecision | undefined {
  if (entry.command === setApplicationStatus.name) {
    const parsed = statusBody.safeParse(entry.body);
    return parsed.success
      ? { kind: 'status', status: parsed.data.status, reason: parsed.data.reason ?? null }
      : undefined;
  }
  if (entry.command === recordDeposit.name) {
    const parsed = depositCommandSchema.safeParse(entry.body);
    return parsed.success ? { kind: 'deposit', ...parsed.data } : undefined;
  }
  return undefined;
}

/** The application's refused decisions (in conflict or rejected), oldest first as given. */
export function refusedDecisions(queued: readonly OutboxEntry[]): OutboxEntry[] {
  return queued.filter(
    (entry) =>
      (entry.state === 'conflict' || entry.state === 'rejected') && myDecision(entry) !== undefined,
  );
}

/** The application's status on the server, and who set it, when and why (when it is known). */
export interface TheirStatus {
  status: string;
  byName?: string;
  at?: string;
  reason?: string;
}

const statusLine = z.object({
  kind: z.literal('status'),
  status: z.string(),
  at: z.string().optional(),
  by: z.string().optional(),
  byName: z.string().optional(),
  reason: z.string().nullable().optional(),
});

/** Their side: the server's record's status, with the history line that set it. */
export function theirStatus(record: SyncedRecord | undefined): TheirStatus | undefined {
  if (!record || typeof record.status !== 'string') return undefined;
  const status = record.status;
  const history = Array.isArray(record.history) ? record.history : [];
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const line = statusLine.safeParse(history[index]);
    if (!line.success) continue;
    // An older line (e.g. a status set another way since) would name the wrong person.
    if (line.data.status !== status) break;
    const byName = line.data.byName || line.data.by;
    return {
      status,
      ...(byName ? { byName } : {}),
      ...(line.data.at ? { at: line.data.at } : {}),
      ...(line.data.reason ? { reason: line.data.reason } : {}),
    };
  }
  return { status };
}

/**
 * Why sending my decision again would be refused again, or undefined when it can go. A status
 * change can always go (on their status); a deposit needs an offered or accepted place, not yet
 * confirmed, with every condition met (when conditional offers are on).
 */
export function whyNotAgain(
  decision: MyDecision,
  record: SyncedRecord | undefined,
  conditionalOffers: boolean,
): string | undefined {
  if (decision.kind === 'status' || !record) return undefined;
  const status = typeof record.status === 'string' ? record.status : '';
  if (record.studentId || isConfirmed(status)) {
    return 'The place is already confirmed: its deposit is recorded.';
  }
  if (!canRecordDeposit(status)) {
    return `A deposit confirms an offered or accepted place, and this application is now ${status || 'without a status'}.`;
  }
  const unmet = conditionalOffers ? unmetConditions(record.conditions) : [];
  if (unmet.length > 0) {
    return `The offer's conditions are not all met: ${unmet.join('; ')}.`;
  }
  return undefined;
}
