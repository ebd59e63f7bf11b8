import { type QuickAcceptOutcome, quickAccept, type ReviewSection } from './sections';
import { APPLICATION_STATUSES, CONFIRMED_STATUS } from './statuses';

// What the review screen needs beyond the shared admissions rules (./admissions): the statuses
// a reviewer may pick, money in pounds, a section's history, and quick accept on this device.

/** Statuses a reviewer sets by hand: confirming happens only by recording the deposit. */
export const SETTABLE_STATUSES = APPLICATION_STATUSES.filter(
  (status) => status !== CONFIRMED_STATUS,
);

/** "250", "250.5" or "£250.50" in pounds → pence; undefined when it is not a positive amount. */
export function penceOf(pounds: string): number | undefined {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(pounds.trim());
  if (!match) return undefined;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence > 0 ? pence : undefined;
}

/** Pence as the college writes money: "£250.00". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** One line of an application's history (who did what, when). */
export interface HistoryEntry {
  at: string;
  by?: string;
  byName?: string;
  kind: string;
  section?: string;
  outcome?: string;
  comment?: string | null;
  quickAccept?: boolean;
  status?: string;
  reason?: string | null;
}

/** The history lines about one section, newest first (any kind that names the section). */
export function sectionHistory(history: unknown, section: ReviewSection): HistoryEntry[] {
  if (!Array.isArray(history)) return [];
  return (history as HistoryEntry[])
    .filter((line) => line && typeof line === 'object' && line.section === section)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * What quick accept sets, as the server does it: Accepted or Acknowledged for each section that
 * has no outcome yet (it never overrides a reviewer's outcome, spec §4).
 */
export function quickAcceptChanges(
  sections: Readonly<Record<string, { outcome?: string | null } | null | undefined>>,
): Partial<Record<ReviewSection, QuickAcceptOutcome>> {
  return Object.fromEntries(
    Object.entries(quickAccept()).filter(([section]) => !sections[section]?.outcome),
  );
}
