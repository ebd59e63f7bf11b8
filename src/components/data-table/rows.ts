import { sortBy } from '../../domain/format/compare';
import { type DateInput, formatDate, formatDateTime } from '../../domain/format/dates';
import { formatMoney, formatPercent } from '../../domain/format/numbers';
import type { ColumnKind, DataColumn, RowQuery, SortState } from './types';

const NUMBER_FORMAT = new Intl.NumberFormat('en-GB');

function asDateInput(value: unknown): DateInput {
  return value instanceof Date || typeof value === 'string' || typeof value === 'number'
    ? value
    : undefined;
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** The display text of a raw cell value, with the domain formatters (spec §9); '' when missing. */
export function formatCellValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'date':
      return formatDate(asDateInput(value));
    case 'datetime':
      return formatDateTime(asDateInput(value));
    case 'money':
      return formatMoney(asNumber(value));
    case 'percent':
      return formatPercent(asNumber(value));
    case 'number':
      return typeof value === 'number'
        ? Number.isFinite(value)
          ? NUMBER_FORMAT.format(value)
          : ''
        : String(value);
    default:
      return String(value);
  }
}

/** The formatted text of one column of a row. */
export function cellText<T>(column: DataColumn<T>, row: T): string {
  return formatCellValue(column.kind ?? 'text', column.accessor(row));
}

// Cells are joined with a newline so a search never matches across two cells.
function rowText<T>(row: T, columns: readonly DataColumn<T>[]): string {
  return columns
    .map((column) => cellText(column, row))
    .join('\n')
    .toLowerCase();
}

/**
 * The lower-case searchable text of each row (its formatted cells), aligned with rows.
 * Build it once per rows/columns and pass it to filterAndSortRows so typing only scans it.
 */
export function rowSearchTexts<T>(rows: readonly T[], columns: readonly DataColumn<T>[]): string[] {
  return rows.map((row) => rowText(row, columns));
}

/**
 * The rows a table shows: those accepted by every filter and containing the search text
 * (case-insensitive, in any formatted cell), sorted by the sort column with the domain's
 * compareValues (locale order, missing values last in both directions; stable).
 * `texts` is an optional prebuilt rowSearchTexts(rows, columns).
 */
export function filterAndSortRows<T>(
  rows: readonly T[],
  columns: readonly DataColumn<T>[],
  query: RowQuery<T>,
  texts?: readonly string[],
): readonly T[] {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const filters = query.filters ?? [];
  let result: readonly T[] = rows;
  if (needle || filters.length > 0) {
    const kept: T[] = [];
    rows.forEach((row, index) => {
      if (!filters.every((accepts) => accepts(row))) return;
      if (needle && !(texts?.[index] ?? rowText(row, columns)).includes(needle)) return;
      kept.push(row);
    });
    result = kept;
  }
  const sort = query.sort;
  const column = sort && columns.find((candidate) => candidate.id === sort.columnId);
  if (!sort || !column || column.sortable === false) return result;
  return sortBy(result, column.accessor, sort.order);
}

/** The sort after clicking a column header: ascending, then descending, then none. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, order: 'asc' };
  return current.order === 'asc' ? { columnId, order: 'desc' } : null;
}
