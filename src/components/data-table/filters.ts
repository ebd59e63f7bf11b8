import {
  COHORT_FILTERS,
  type CohortFilter,
  cohortFilterMatches,
} from '../../domain/programmes/cohorts';
import type { DataFilter } from './types';

function isCohortFilter(value: string): value is CohortFilter {
  return (COHORT_FILTERS as readonly string[]).includes(value);
}

/**
 * A ready-made cohort filter (spec §9): the cohort codes in display order; GD6A also keeps GC6A.
 * `accessor` reads a row's cohort code.
 */
export function cohortFilter<T>(
  accessor: (row: T) => string | null | undefined,
  options: { id?: string; label?: string } = {},
): DataFilter<T> {
  return {
    id: options.id ?? 'cohort',
    label: options.label ?? 'Cohort',
    options: COHORT_FILTERS.map((code) => ({ value: code, label: code })),
    predicate: (row, value) => isCohortFilter(value) && cohortFilterMatches(value, accessor(row)),
  };
}

/** The predicates of the filters that have a chosen value, bound to that value. */
export function activeFilterPredicates<T>(
  filters: readonly DataFilter<T>[],
  values: Readonly<Record<string, string>>,
): ((row: T) => boolean)[] {
  return filters.flatMap((filter) => {
    const value = values[filter.id];
    return value ? [(row: T) => filter.predicate(row, value)] : [];
  });
}
