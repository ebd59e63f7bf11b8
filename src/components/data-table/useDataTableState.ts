import { useState } from 'react';
import type { DataTableState } from './types';

export const EMPTY_TABLE_STATE: DataTableState = { search: '', sort: null, filters: {} };

function defined(state: Partial<DataTableState> | undefined): Partial<DataTableState> {
  return Object.fromEntries(
    Object.entries(state ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<DataTableState>;
}

/**
 * A table's search, sort and filter state: kept inside when uncontrolled; the slices given in
 * `state` win over it (so a store can own them), and every change is reported.
 */
export function useDataTableState(
  state: Partial<DataTableState> | undefined,
  onStateChange: ((next: DataTableState) => void) | undefined,
): [DataTableState, (patch: Partial<DataTableState>) => void] {
  const [own, setOwn] = useState<DataTableState>(() => ({
    ...EMPTY_TABLE_STATE,
    ...defined(state),
  }));
  const current: DataTableState = { ...own, ...defined(state) };
  const update = (patch: Partial<DataTableState>) => {
    const next = { ...current, ...patch };
    setOwn(next);
    onStateChange?.(next);
  };
  return [current, update];
}
