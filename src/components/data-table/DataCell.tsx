import { StatusBadge } from '../status-badge';
import { formatCellValue } from './rows';
import type { DataColumn } from './types';

export interface DataCellProps<T> {
  column: DataColumn<T>;
  row: T;
}

/** A cell's content: the column's render, a StatusBadge for 'status', else the formatted text. */
export function DataCell<T>({ column, row }: DataCellProps<T>) {
  const value = column.accessor(row);
  if (column.render) return <>{column.render(row, value)}</>;
  const text = formatCellValue(column.kind ?? 'text', value);
  if (column.kind === 'status') return <StatusBadge status={text} />;
  return <>{text}</>;
}
