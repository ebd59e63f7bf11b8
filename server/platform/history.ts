import type { AuthContext } from './auth/context';
import type { Row } from './entities/define';

/** One entry of a record's history (oldest first): who did what, when. */
export type HistoryEntry = { at: string; by: string; byName: string; kind: string } & Record<
  string,
  unknown
>;

/** A history entry by the caller, now. */
export function historyEntry(
  auth: AuthContext,
  kind: string,
  fields: Record<string, unknown>,
): HistoryEntry {
  return {
    at: new Date().toISOString(),
    by: auth.user.id,
    byName: auth.user.name,
    kind,
    ...fields,
  };
}

/** The record's stored history (its `history` field), with entries appended. */
export function appendHistory(current: Row, ...entries: HistoryEntry[]): HistoryEntry[] {
  const before = Array.isArray(current.history) ? (current.history as HistoryEntry[]) : [];
  return [...before, ...entries];
}
