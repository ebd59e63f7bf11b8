import type { DataFilter, DataFilterOption } from '../../components/data-table';
import {
  defaultOptionList,
  type FirstHeardList,
  groupOfFirstHeard,
} from '../../domain/admin/option-lists';
import { reportValue } from '../../domain/applications/reporting';
import { FIRST_HEARD_GROUPS } from '../../domain/leads/sources';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The distinct values of a field among the rows, sorted, as filter options. */
// Any record the report reads a field of (the device's applications; plain rows in tests).
type Row = Readonly<Record<string, unknown>>;

function optionsOf(
  rows: readonly Row[],
  field: string,
  newestFirst = false,
  labelOf: (value: string) => string = (value) => value,
) {
  const values = [...new Set(rows.map((row) => text(reportValue(row, field))).filter(Boolean))];
  const options = values.map((value): DataFilterOption => ({ value, label: labelOf(value) }));
  options.sort((a, b) =>
    newestFirst ? b.label.localeCompare(a.label) : a.label.localeCompare(b.label),
  );
  return options;
}

function byField<T extends Row>(
  rows: readonly T[],
  id: string,
  label: string,
  field: string,
  newestFirst = false,
  labelOf?: (value: string) => string,
): DataFilter<T> {
  return {
    id,
    label,
    options: optionsOf(rows, field, newestFirst, labelOf),
    predicate: (row, value) => text(reportValue(row, field)) === value,
  };
}

/**
 * The filters of the applications lists: status, intake (newest first, spec §9),
 * programme, hub (named) and first-heard group (§9), each offering the values the rows hold.
 */
export function applicationFilters<T extends Row>(
  rows: readonly T[],
  hubName: (hubId: string) => string = (hubId) => hubId,
  firstHeard: FirstHeardList = defaultOptionList('firstHeard', new Date()),
): DataFilter<T>[] {
  return [
    byField(rows, 'status', 'Status', 'status'),
    byField(rows, 'intake', 'Intake', 'intake', true),
    byField(rows, 'programme', 'Programme', 'course.course'),
    byField(rows, 'hub', 'Hub', 'hubId', false, hubName),
    {
      id: 'firstHeard',
      label: 'First heard',
      options: FIRST_HEARD_GROUPS.map((group) => ({ value: group, label: group })),
      predicate: (row, value) =>
        groupOfFirstHeard(firstHeard, text(reportValue(row, 'otherInformation.firstHeard'))) ===
        value,
    },
  ];
}
