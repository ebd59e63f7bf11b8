/** Shown in tables while rows load (spec §9). */
export const TABLE_LOADING_TEXT = 'Loading, please wait ...';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// Locale order for strings, with digit runs compared as numbers ('Hub 2' before 'Hub 10').
const COLLATOR = new Intl.Collator('en-GB', { numeric: true });

// null, undefined, NaN and invalid dates count as missing: they sort last (spec §9).
function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return value instanceof Date && Number.isNaN(value.getTime());
}

function comparePresent(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Strings, and values of mixed kinds, by their text in locale order.
  return COLLATOR.compare(String(a), String(b));
}

/**
 * Ascending comparator: numbers numerically, dates by time, strings by en-GB locale order
 * (numeric-aware), booleans false first; missing values (null, undefined, NaN) last.
 */
export function compareValues(a: unknown, b: unknown): number {
  const missingA = isMissing(a);
  const missingB = isMissing(b);
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  return Math.sign(comparePresent(a, b));
}

/** A comparator for order that still puts missing values last when descending. */
export function comparatorFor(order: SortOrder): (a: unknown, b: unknown) => number {
  return (a, b) => {
    if (order === 'asc' || isMissing(a) || isMissing(b)) return compareValues(a, b);
    return -compareValues(a, b);
  };
}

/** A row's sort value: a property name or a function of the row. */
export type SortKey<T> = keyof T | ((row: T) => unknown);

/** A sorted copy of rows (stable), missing values last in either order. */
export function sortBy<T>(rows: readonly T[], key: SortKey<T>, order: SortOrder = 'asc'): T[] {
  const readValue = typeof key === 'function' ? key : (row: T) => row[key];
  const compare = comparatorFor(order);
  return rows
    .map((row, index) => ({ row, index, value: readValue(row) }))
    .sort((x, y) => compare(x.value, y.value) || x.index - y.index)
    .map(({ row }) => row);
}
