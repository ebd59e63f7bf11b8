import { describe, expect, it } from 'vitest';
import { activeFilterPredicates, cohortFilter } from './filters';
import { filterAndSortRows, formatCellValue, nextSort, rowSearchTexts } from './rows';
import type { DataColumn } from './types';

interface Row {
  id: number;
  name: string | null;
  cohort?: string;
  due: string | null;
  paid: number | null;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'cohort', header: 'Cohort', accessor: (row) => row.cohort },
  { id: 'due', header: 'Due', accessor: (row) => row.due, kind: 'date' },
  { id: 'paid', header: 'Paid', accessor: (row) => row.paid, kind: 'money', sortable: true },
  { id: 'fixed', header: 'Fixed', accessor: (row) => row.id, sortable: false },
];

const rows: Row[] = [
  { id: 1, name: 'Émile', cohort: 'GD6A', due: '2024-09-01T10:00:00Z', paid: 1000 },
  { id: 2, name: null, cohort: 'GC6A', due: null, paid: 250 },
  { id: 3, name: 'adam', cohort: '4A', due: '1960-01-01', paid: null },
  { id: 4, name: 'Zed', due: '2023-01-15', paid: 99 },
  { id: 5, name: 'Hub 10', cohort: 'GD6B', due: '2024-09-01', paid: 250 },
  { id: 6, name: 'Hub 2', cohort: 'GD6A ', due: null, paid: null },
];

const ids = (result: readonly Row[]) => result.map((row) => row.id);

describe('formatCellValue', () => {
  it('formats by kind with the domain formatters, empty when missing', () => {
    expect(formatCellValue('date', '2024-09-01T23:30:00Z')).toBe('2024-09-01');
    expect(formatCellValue('date', '1960-01-01')).toBe('Pre-2018');
    expect(formatCellValue('datetime', '2024-09-01T08:05:00Z')).toBe('2024-09-01 08:05');
    expect(formatCellValue('money', 123456)).toBe('£1,234.56');
    expect(formatCellValue('percent', 12.345)).toBe('12.3%');
    expect(formatCellValue('number', 1234567)).toBe('1,234,567');
    expect(formatCellValue('status', 'Accepted')).toBe('Accepted');
    expect(formatCellValue('text', null)).toBe('');
    expect(formatCellValue('money', 'x')).toBe('');
    expect(formatCellValue('date', { not: 'a date' })).toBe('');
  });
});

describe('filterAndSortRows', () => {
  it('returns the rows unchanged without a query', () => {
    expect(filterAndSortRows(rows, columns, {})).toBe(rows);
  });

  it('searches the formatted text of every cell, case-insensitively, trimmed', () => {
    expect(ids(filterAndSortRows(rows, columns, { search: '  ÉMILE ' }))).toEqual([1]);
    expect(ids(filterAndSortRows(rows, columns, { search: '£2.50' }))).toEqual([2, 5]);
    expect(ids(filterAndSortRows(rows, columns, { search: 'pre-2018' }))).toEqual([3]);
    expect(ids(filterAndSortRows(rows, columns, { search: '2024-09-01' }))).toEqual([1, 5]);
    // Raw values are not searched: the ISO time is not in the formatted date.
    expect(filterAndSortRows(rows, columns, { search: 't10:00' })).toEqual([]);
    // A search never spans two cells.
    expect(filterAndSortRows(rows, columns, { search: 'zed 2023' })).toEqual([]);
  });

  it('gives the same result with a prebuilt search index', () => {
    const texts = rowSearchTexts(rows, columns);
    expect(ids(filterAndSortRows(rows, columns, { search: 'hub' }, texts))).toEqual([5, 6]);
  });

  it('sorts ascending and descending with missing values last both ways (stable)', () => {
    const paid = (order: 'asc' | 'desc') =>
      ids(filterAndSortRows(rows, columns, { sort: { columnId: 'paid', order } }));
    expect(paid('asc')).toEqual([4, 2, 5, 1, 3, 6]);
    expect(paid('desc')).toEqual([1, 2, 5, 4, 3, 6]);
  });

  it('sorts strings in locale order, numeric-aware, nulls last', () => {
    const sorted = filterAndSortRows(rows, columns, { sort: { columnId: 'name', order: 'asc' } });
    expect(sorted.map((row) => row.name)).toEqual([
      'adam',
      'Émile',
      'Hub 2',
      'Hub 10',
      'Zed',
      null,
    ]);
  });

  it('ignores sorts on unknown or unsortable columns', () => {
    expect(filterAndSortRows(rows, columns, { sort: { columnId: 'fixed', order: 'desc' } })).toBe(
      rows,
    );
    expect(filterAndSortRows(rows, columns, { sort: { columnId: 'nope', order: 'asc' } })).toBe(
      rows,
    );
  });

  it('applies filters together with search and sort', () => {
    const cohort = cohortFilter((row: Row) => row.cohort);
    const predicates = activeFilterPredicates([cohort], { cohort: 'GD6A' });
    const result = filterAndSortRows(rows, columns, {
      filters: predicates,
      sort: { columnId: 'name', order: 'desc' },
    });
    // GD6A includes GC6A, and cohort codes are trimmed (spec §9).
    expect(ids(result)).toEqual([6, 1, 2]);
    expect(ids(filterAndSortRows(rows, columns, { filters: predicates, search: 'hub' }))).toEqual([
      6,
    ]);
  });
});

describe('cohortFilter', () => {
  const filter = cohortFilter((row: Row) => row.cohort, { label: 'Cohort code' });

  it('offers the cohort filters of spec §9 in order', () => {
    expect(filter.label).toBe('Cohort code');
    expect(filter.options.map((option) => option.value)).toEqual([
      '4A',
      '4B',
      '5A',
      '5B',
      'BA6A',
      'BA6B',
      'GD6A',
      'CPL6A',
      'GDSM6A',
      'GD6B',
      'CPL6B',
      'GDSM6B',
      '7A',
      '7B',
      '7X',
      '7Diss',
    ]);
  });

  it('matches codes and the GC6A alias, never unknown filter values', () => {
    const row = (cohort?: string): Row => ({ id: 0, name: '', cohort, due: null, paid: null });
    expect(filter.predicate(row('GC6A'), 'GD6A')).toBe(true);
    expect(filter.predicate(row('GC6A'), 'GD6B')).toBe(false);
    expect(filter.predicate(row(undefined), '4A')).toBe(false);
    expect(filter.predicate(row('4A'), 'not-a-cohort')).toBe(false);
  });

  it('binds only the filters with a chosen value', () => {
    expect(activeFilterPredicates([filter], {})).toEqual([]);
    expect(activeFilterPredicates([filter], { cohort: '' })).toEqual([]);
  });
});

describe('nextSort', () => {
  it('cycles a column ascending, descending, then unsorted; a new column starts ascending', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ columnId: 'name', order: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ columnId: 'name', order: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'paid')).toEqual({ columnId: 'paid', order: 'asc' });
  });
});
