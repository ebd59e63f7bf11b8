export { DataTable, type DataTableProps } from './DataTable';
export { activeFilterPredicates, cohortFilter } from './filters';
export { cellText, filterAndSortRows, formatCellValue, nextSort, rowSearchTexts } from './rows';
export { serverQueryOf } from './server-query';
export type {
  ColumnKind,
  DataColumn,
  DataFilter,
  DataFilterOption,
  DataTableExports,
  DataTableState,
  ExportField,
  ExportFormat,
  RowQuery,
  SortState,
} from './types';
export { EMPTY_TABLE_STATE, useDataTableState } from './useDataTableState';
export { useTableRows } from './useTableRows';
