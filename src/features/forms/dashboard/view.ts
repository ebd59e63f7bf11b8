import type { AttentionItem, StatusLine } from '../../../domain/forms/dashboard';
import { readDeviceView, writeDeviceView } from '../../../offline-react/device-views';

// What the forms dashboard shows, as plain data: the live part (LiveDashboard) builds it from the
// device's records, and a copy kept on the device draws the next visit's first screen before
// Dexie and the sync engine load (README, Benchmarks). No runtime imports beyond device-views.

/** A link of a tile. */
export interface TileLink {
  title: string;
  path: string;
}

/** A tile: its category, where it stands, where to go. `id` picks its icon. */
export interface TileView {
  id: string;
  title: string;
  lines: StatusLine[];
  links: TileLink[];
}

/** A request as the list shows it, its dates already in words. */
export interface RequestView {
  id: string;
  /** e.g. "Extension request". */
  label: string;
  status: string;
  /** e.g. "Made on 2026-11-02 · decided on 2026-11-05". */
  dates: string;
  reason?: string;
}

export interface DashboardView {
  attention: AttentionItem[];
  tiles: TileView[];
  requests: RequestView[];
  /** Decided requests the student has not marked as read. */
  unseen: string[];
}

const NAME = 'forms-dashboard';
// Raised when DashboardView changes shape: an older copy is then ignored.
const VERSION = 1;

function isDashboardView(value: unknown): value is DashboardView {
  const view = value as Partial<DashboardView> | null;
  return (
    typeof view === 'object' &&
    view !== null &&
    Array.isArray(view.attention) &&
    Array.isArray(view.tiles) &&
    Array.isArray(view.requests) &&
    Array.isArray(view.unseen)
  );
}

/** The dashboard last shown to this user on this device, if any. */
export function readSavedDashboard(userId: string): DashboardView | undefined {
  return readDeviceView(NAME, userId, VERSION, isDashboardView);
}

/** Keeps what the dashboard shows now for the next visit's first screen. */
export function saveDashboard(userId: string, view: DashboardView): void {
  writeDeviceView(NAME, userId, VERSION, view);
}
