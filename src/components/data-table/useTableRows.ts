import { useMemo } from 'react';
import { activeFilterPredicates } from './filters';
import { filterAndSortRows, rowSearchTexts } from './rows';
import type { DataColumn, DataFilter, DataTableState } from './types';

/**
 * The rows to show for the table state. The searchable text of the rows is built once per
 * rows/columns (on the first search), so each keystroke only scans strings.
 */
export function useTableRows<T>(
  rows: readonly T[] | undefined,
  columns: readonly DataColumn<T>[],
  filters: readonly DataFilter<T>[],
  state: DataTableState,
): readonly T[] {
  const searching = state.search.trim() !== '';
  const texts = useMemo(
    () => (rows && searching ? rowSearchTexts(rows, columns) : undefined),
    [rows, columns, searching],
  );
  const predicates = useMemo(
    () => activeFilterPredicates(filters, state.filters),
    [filters, state.filters],
  );
  return useMemo(
    () =>
      rows
        ? filterAndSortRows(
            rows,
            columns,
            { search: state.search, sort: state.sort, filters: predicates },
            texts,
          )
        : [],
    [rows, columns, state.search, state.sort, predicates, texts],
  );
}
