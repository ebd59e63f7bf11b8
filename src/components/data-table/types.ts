import type { ReactNode } from 'react';
import type { SortOrder } from '../../domain/format/compare';

/** How a column's value is formatted (and, for 'status', rendered as a StatusBadge). */
export type ColumnKind = 'text' | 'date' | 'datetime' | 'money' | 'percent' | 'number' | 'status';

/** A column of a DataTable: what it reads from a row and how it shows it. */
export interface DataColumn<T> {
  id: string;
  header: string;
  /** The raw value: sorted with the domain's compareValues, formatted by kind for display and search. */
  accessor: (row: T) => unknown;
  /** Defaults to 'text'. Money is integer pence; percent is a percentage (50 = 50%). */
  kind?: ColumnKind;
  /** CSS grid track: a number is pixels; default `minmax(8rem, 1fr)`. */
  width?: number | string;
  /** Defaults to true. */
  sortable?: boolean;
  /** Custom cell content; search still reads the formatted value. */
  render?: (row: T, value: unknown) => ReactNode;
}

export interface DataFilterOption {
  value: string;
  label: string;
}

/** A select above the table: choosing an option keeps the rows its predicate accepts. */
export interface DataFilter<T> {
  id: string;
  label: string;
  options: readonly DataFilterOption[];
  predicate: (row: T, value: string) => boolean;
  /** Text of the empty choice that applies no filter; default 'All'. */
  allLabel?: string;
}

export interface SortState {
  columnId: string;
  order: SortOrder;
}

/** What a store keeps per table (spec §3 "table search text and options per table"). */
export interface DataTableState {
  search: string;
  sort: SortState | null;
  /** Filter id → chosen option value ('' or absent = no filter). */
  filters: Readonly<Record<string, string>>;
}

export type ExportFormat = 'excel' | 'csv' | 'pdf';

export interface ExportField {
  id: string;
  label: string;
}

export interface DataTableExports {
  onExport: (format: ExportFormat) => void;
  /** Fields offered by the custom export dialog (shown only with onCustomExport). */
  fields?: readonly ExportField[];
  onCustomExport?: (fields: string[]) => void;
}

/** Input of filterAndSortRows: filters are predicates already bound to their chosen values. */
export interface RowQuery<T> {
  search?: string;
  sort?: SortState | null;
  filters?: readonly ((row: T) => boolean)[];
}
