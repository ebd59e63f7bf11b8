import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useMemo, useRef } from 'react';
import { DataCell } from './DataCell';
import type { DataColumn, SortState } from './types';
import { useGridNavigation } from './useGridNavigation';

// Core features only: rows are searched, filtered and sorted by filterAndSortRows (domain
// compareValues), so the table just models headers, rows and cells of the final rows.
const features = tableFeatures({});
type Features = typeof features;

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;
const SORT_ICONS = { asc: <ArrowSortUpRegular />, desc: <ArrowSortDownRegular /> } as const;

// Table elements laid out as CSS grid: absolute rows need it, and the explicit grid role keeps
// the semantics whatever the display.
const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    position: 'relative',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { display: 'grid', width: '100%', borderCollapse: 'collapse' },
  body: { display: 'grid', position: 'relative' },
  header: {
    display: 'grid',
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'grid', alignItems: 'center', boxSizing: 'border-box' },
  bodyRow: {
    position: 'absolute',
    left: 0,
    width: '100%',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  clickable: { cursor: 'pointer' },
  cell: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
});

export interface DataGridProps<T extends RowData> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  label: string;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  onRowClick?: (row: T) => void;
  /** Height of the scroll container in pixels (fixed). */
  height: number;
  /** Height of every row in pixels (fixed). */
  rowHeight: number;
  describedBy?: string;
}

function track(width: number | string | undefined): string {
  if (typeof width === 'number') return `${width}px`;
  return width ?? 'minmax(8rem, 1fr)';
}

/** The virtualised grid: sticky header with sort buttons, a window of rows, keyboard movement. */
export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  const { rows, columns, getRowId, label, sort, onSort, onRowClick, height, rowHeight } = props;
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<Features, T, unknown> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row) => column.accessor(row),
          cell: ({ row }) => <DataCell column={column} row={row.original} />,
        }),
      ),
    [columns],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
  });
  const tableRows = table.getRowModel().rows;
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 5,
    // The sticky header row sits above the first body row inside the scroller.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
    // The container's height is fixed, so without layout (hidden, or happy-dom in tests) the
    // window is still computed from that height instead of from a zero-sized rectangle.
    initialRect: { width: 0, height },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const pageSize = Math.max(1, Math.floor(height / rowHeight) - 1);
  const navigation = useGridNavigation(
    tableRows.length,
    pageSize,
    scrollRef,
    (index) => virtualizer.scrollToIndex(index),
    (index) => {
      const row = tableRows[index];
      if (row && onRowClick) onRowClick(row.original);
    },
  );
  const tabbable = items.some((item) => item.index === navigation.activeIndex)
    ? navigation.activeIndex
    : (items[0]?.index ?? -1);

  const template: CSSProperties = {
    gridTemplateColumns: columns.map((column) => track(column.width)).join(' '),
    height: rowHeight,
  };

  return (
    <div ref={scrollRef} className={styles.scroller} style={{ height }}>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern puts role=grid on a table; its rows take the focus
        role="grid"
        aria-label={label}
        aria-rowcount={tableRows.length + 1}
        aria-colcount={columns.length}
        aria-describedby={props.describedBy}
        className={styles.table}
      >
        <thead className={styles.header}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className={styles.row} style={template}>
              {group.headers.map((header, columnIndex) => {
                const sortable = byId.get(header.column.id)?.sortable !== false;
                const order = sort?.columnId === header.column.id ? sort.order : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-colindex={columnIndex + 1}
                    aria-sort={sortable ? ARIA_SORT[order ?? 'none'] : undefined}
                    className={mergeClasses(styles.cell, styles.headerCell)}
                  >
                    {sortable ? (
                      <Button
                        appearance="transparent"
                        size="small"
                        iconPosition="after"
                        icon={order ? SORT_ICONS[order] : undefined}
                        onClick={() => onSort(header.column.id)}
                      >
                        <table.FlexRender header={header} />
                      </Button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-index={item.index}
                tabIndex={item.index === tabbable ? 0 : -1}
                className={mergeClasses(styles.row, styles.bodyRow, onRowClick && styles.clickable)}
                style={{ ...template, transform: `translateY(${item.start - rowHeight}px)` }}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) navigation.setActiveIndex(item.index);
                }}
                onKeyDown={(event) => navigation.onRowKeyDown(event, item.index)}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getAllCells().map((cell, columnIndex) => (
                  // biome-ignore lint/a11y/useFocusableInteractive: the row, not each cell, takes the focus (roving tabindex over rows)
                  <td
                    key={cell.id}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the ARIA grid; its row holds the roving focus
                    role="gridcell"
                    aria-colindex={columnIndex + 1}
                    className={styles.cell}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
