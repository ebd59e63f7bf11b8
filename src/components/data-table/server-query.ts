import type { DataTableState } from './types';

/**
 * The query string of what a server-filtered table shows: its chosen filters (their ids are the
 * server's query names), the search as `q`, and with `sort` the sort column and order. The list
 * and its export ask with the same one, so the file holds exactly the rows shown.
 */
export function serverQueryOf(
  state: DataTableState,
  options: { sort?: boolean } = {},
): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(state.filters).filter(([, value]) => value),
  );
  if (state.search.trim()) query.q = state.search.trim();
  if (options.sort && state.sort) {
    query.sort = state.sort.columnId;
    query.order = state.sort.order;
  }
  return query;
}
