import { proxy, subscribe } from 'valtio';
import { college } from '../deployment';

const STORAGE_KEY = 'collegium.ui';

export type SnackbarType = 'success' | 'info' | 'warning' | 'error';

export interface TableState {
  search: string;
  sort?: { id: string; desc: boolean };
  options?: Record<string, string>;
}

interface PersistedUi {
  barColor: string;
  barImage: string;
  drawer: boolean;
}

function readPersisted(): Partial<PersistedUi> {
  try {
    return JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}',
    ) as Partial<PersistedUi>;
  } catch {
    return {};
  }
}

const persisted = readPersisted();

/** UI state of spec §3; barColor, barImage and drawer survive a reload. */
export const ui = proxy({
  tables: {} as Record<string, TableState>,
  cohortFilter: '' as string,
  pageTitle: '',
  barColor: persisted.barColor ?? 'brand',
  barImage: persisted.barImage ?? college.images.defaultSidebar,
  drawer: persisted.drawer ?? true,
  snackbar: null as { message: string; type: SnackbarType; permanent: boolean } | null,
  locked: false,
  /** A general error shown by the shell (status, message, details). */
  error: null as { status: number; message: string; details?: string } | null,
});

subscribe(ui, () => {
  const toStore: PersistedUi = { barColor: ui.barColor, barImage: ui.barImage, drawer: ui.drawer };
  globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(toStore));
});

/** Shows a message in the snackbar (errors stay until closed). */
export function notify(
  message: string,
  type: SnackbarType = 'info',
  permanent = type === 'error',
): void {
  ui.snackbar = { message, type, permanent };
}

/** Closes the snackbar. */
export function dismissSnackbar(): void {
  ui.snackbar = null;
}

/** The remembered search and sort of a table. */
export function tableState(id: string): TableState {
  ui.tables[id] ??= { search: '' };
  return ui.tables[id];
}

/** The lock action is unfinished in the original and only clears permissions (spec §4). */
export function setLocked(locked: boolean): void {
  ui.locked = locked;
}
