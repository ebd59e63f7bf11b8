import type { DataFilter, DataFilterOption } from '../../components/data-table';
import { COHORT_FILTERS } from '../../domain/programmes/cohorts';
import { matchesStudentListFilter, type StudentListFilter } from '../../domain/students/list-view';
import type { StudentListMode, StudentListRow } from '../../domain/students/lists';

// The distinct values the rows hold, by label.
function optionsOf(
  rows: readonly StudentListRow[],
  value: (row: StudentListRow) => string,
  label = value,
) {
  const options = new Map<string, string>();
  for (const row of rows) if (value(row)) options.set(value(row), label(row));
  return [...options]
    .map(([key, text]): DataFilterOption => ({ value: key, label: text }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function filter(
  id: StudentListFilter,
  label: string,
  options: readonly DataFilterOption[],
): DataFilter<StudentListRow> {
  return {
    id,
    label,
    options,
    predicate: (row, value) => matchesStudentListFilter(row, id, value),
  };
}

/**
 * The filters of a student list, each deciding with the domain rule the server's export uses:
 * the cohorts of spec §9 (GD6A also GC6A), hub, programme, status and pace as the rows hold
 * them, and on the new list whether the student awaits onboarding messages.
 */
export function studentListFilters(
  mode: StudentListMode,
  rows: readonly StudentListRow[],
): DataFilter<StudentListRow>[] {
  const filters = [
    filter(
      'cohort',
      'Cohort',
      COHORT_FILTERS.map((code) => ({ value: code, label: code })),
    ),
    filter(
      'hub',
      'Hub',
      optionsOf(
        rows,
        (row) => row.hubId,
        (row) => row.hub,
      ),
    ),
    filter(
      'programme',
      'Programme',
      optionsOf(rows, (row) => row.programme),
    ),
    filter(
      'status',
      'Status',
      optionsOf(rows, (row) => row.status),
    ),
    filter(
      'pace',
      'Pace',
      optionsOf(rows, (row) => row.pace),
    ),
  ];
  if (mode === 'new') {
    filters.push(
      filter('awaiting', 'Awaiting messages', [
        { value: 'yes', label: 'Awaiting' },
        { value: 'no', label: 'Not awaiting' },
      ]),
    );
  }
  return filters;
}
