import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { TABLE_LOADING_TEXT } from '../../domain/format/compare';
import { DataGrid } from './DataGrid';
import { DataTableToolbar } from './DataTableToolbar';
import { nextSort } from './rows';
import type { DataColumn, DataFilter, DataTableExports, DataTableState } from './types';
import { useDataTableState } from './useDataTableState';
import { useTableRows } from './useTableRows';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  loading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalL,
  },
  footer: { color: tokens.colorNeutralForeground2 },
});

const NO_FILTERS: readonly never[] = [];
const COUNT_FORMAT = new Intl.NumberFormat('en-GB');

export interface DataTableProps<T extends RowData> {
  /** undefined while loading. */
  rows: readonly T[] | undefined;
  /** Keep stable (module scope or useMemo): a new array rebuilds the search text of every row. */
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the grid. */
  label: string;
  searchPlaceholder?: string;
  filters?: readonly DataFilter<T>[];
  onRowClick?: (row: T) => void;
  exports?: DataTableExports;
  /** Slices given here override the table's own state (e.g. kept per table in a store). */
  state?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  /** Height of the scroll area in pixels; default 480. */
  height?: number;
  /** Height of each row in pixels; default 40. */
  rowHeight?: number;
}

/**
 * A searchable, filterable, sortable list with virtualised rows (ARIA grid), row activation by
 * click or Enter, and export buttons.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { rows, columns, filters = NO_FILTERS, height = 480, rowHeight = 40 } = props;
  const styles = useStyles();
  const countId = useId();
  const [state, update] = useDataTableState(props.state, props.onStateChange);
  const visible = useTableRows(rows, columns, filters, state);

  return (
    <div className={styles.root}>
      <DataTableToolbar
        state={state}
        onChange={update}
        searchPlaceholder={props.searchPlaceholder}
        filters={filters}
        exports={props.exports}
      />
      {rows === undefined ? (
        <div role="status" className={styles.loading}>
          <Spinner size="tiny" aria-hidden />
          <Text>{TABLE_LOADING_TEXT}</Text>
        </div>
      ) : (
        <>
          <DataGrid
            rows={visible}
            columns={columns}
            getRowId={props.getRowId}
            label={props.label}
            sort={state.sort}
            onSort={(columnId) => update({ sort: nextSort(state.sort, columnId) })}
            onRowClick={props.onRowClick}
            height={height}
            rowHeight={rowHeight}
            describedBy={countId}
          />
          <Text id={countId} className={styles.footer} aria-live="polite">
            {visible.length === 0 && rows.length > 0 ? 'No rows match. ' : ''}
            {COUNT_FORMAT.format(visible.length)} of {COUNT_FORMAT.format(rows.length)} rows
          </Text>
        </>
      )}
    </div>
  );
}
