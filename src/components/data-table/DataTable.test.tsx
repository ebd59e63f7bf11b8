// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_LOADING_TEXT } from '../../domain/format/compare';
import { renderWithFluent } from '../testing';
import { DataTable, type DataTableProps } from './DataTable';
import { cohortFilter } from './filters';
import type { DataColumn } from './types';

interface Student {
  id: string;
  name: string;
  cohort: string | null;
  fee: number | null;
  status: string;
}

const columns: DataColumn<Student>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'cohort', header: 'Cohort', accessor: (row) => row.cohort },
  { id: 'fee', header: 'Fee', accessor: (row) => row.fee, kind: 'money' },
  { id: 'status', header: 'Status', accessor: (row) => row.status, kind: 'status' },
];

const students: Student[] = [
  { id: '1', name: 'Zoë Adams', cohort: 'GD6A', fee: 150000, status: 'Accepted' },
  { id: '2', name: 'anna Brown', cohort: 'GC6A', fee: null, status: 'Rejected' },
  { id: '3', name: 'Ben Clark', cohort: '4A', fee: 99950, status: 'Under review' },
  { id: '4', name: 'Cara Dunn', cohort: null, fee: 120000, status: 'In progress' },
];

function renderTable(props: Partial<DataTableProps<Student>> = {}) {
  return renderWithFluent(
    <DataTable<Student>
      rows={students}
      columns={columns}
      getRowId={(row) => row.id}
      label="Students"
      {...props}
    />,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Students' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const firstCells = () =>
  bodyRows().map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
const feeCells = () =>
  bodyRows().map((row) => within(row).getAllByRole('gridcell')[2]?.textContent);

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the loading text in a status while rows are undefined', () => {
    renderTable({ rows: undefined });
    expect(screen.getByRole('status')).toHaveProperty('textContent', TABLE_LOADING_TEXT);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('renders only a window of 5,000 rows, with the full row count announced', () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      id: String(index),
      name: `Student ${index}`,
      cohort: '4A',
      fee: index,
      status: 'Accepted',
    }));
    renderTable({ rows: many });
    expect(grid().getAttribute('aria-rowcount')).toBe('5001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByText('5,000 of 5,000 rows')).toBeTruthy();
  });

  it('formats cells by kind and shows statuses as badges', () => {
    renderTable();
    expect(feeCells()).toEqual(['£1,500.00', '', '£999.50', '£1,200.00']);
    expect(screen.getByText('Rejected').getAttribute('data-colour')).toBe('danger');
  });

  it('narrows the rows by search over formatted text, case-insensitively, and updates the count', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    renderTable({ onStateChange });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ANNA');
    expect(firstCells()).toEqual(['anna Brown']);
    expect(screen.getByText('1 of 4 rows')).toBeTruthy();
    expect(onStateChange).toHaveBeenLastCalledWith({ search: 'ANNA', sort: null, filters: {} });
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '£999.50');
    expect(firstCells()).toEqual(['Ben Clark']);
  });

  it('sorts by a header ascending then descending, missing values last both ways', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Fee' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button', { name: 'Fee' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(feeCells()).toEqual(['£999.50', '£1,200.00', '£1,500.00', '']);
    await user.click(within(header).getByRole('button', { name: 'Fee' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(feeCells()).toEqual(['£1,500.00', '£1,200.00', '£999.50', '']);
  });

  it('moves the focus to rows outside the rendered window (End, Home)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5000 }, (_, index) => ({
      id: String(index),
      name: `Student ${index}`,
      cohort: '4A',
      fee: index,
      status: 'Accepted',
    }));
    renderTable({ rows: many });
    // happy-dom has no layout: give the scroller its sizes, and fire the scroll event that a
    // browser fires after scrollTo.
    const scroller = grid().parentElement as HTMLElement;
    Object.defineProperty(scroller, 'clientHeight', { value: 480 });
    Object.defineProperty(scroller, 'scrollHeight', { value: 5001 * 40 });
    bodyRows()[0]?.focus();
    await user.keyboard('{End}');
    expect(scroller.scrollTop).toBeGreaterThan(100_000);
    fireEvent.scroll(scroller);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('5001'));
    expect(document.activeElement?.textContent).toContain('Student 4999');
    await user.keyboard('{Home}');
    fireEvent.scroll(scroller);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('2'));
  });

  it('sorts names in locale order following the sort given in state', () => {
    renderTable({ state: { sort: { columnId: 'name', order: 'asc' } } });
    expect(firstCells()).toEqual(['anna Brown', 'Ben Clark', 'Cara Dunn', 'Zoë Adams']);
  });

  it('filters by cohort, GD6A including GC6A', async () => {
    const user = userEvent.setup();
    renderTable({ filters: [cohortFilter((row: Student) => row.cohort)] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), 'GD6A');
    expect(firstCells()).toEqual(['Zoë Adams', 'anna Brown']);
    expect(screen.getByText('2 of 4 rows')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), '');
    expect(bodyRows()).toHaveLength(4);
  });

  it('activates a row by Enter and moves between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const [first, second] = bodyRows();
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);
    first?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(students[1]);
    await user.click(within(bodyRows()[2] as HTMLElement).getByText('Ben Clark'));
    expect(onRowClick).toHaveBeenLastCalledWith(students[2]);
  });

  it('calls onExport with the format of each export button', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    renderTable({ exports: { onExport } });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(onExport.mock.calls).toEqual([['excel'], ['csv'], ['pdf']]);
    expect(screen.queryByRole('button', { name: 'Custom export' })).toBeNull();
  });

  it('returns the fields chosen in the custom export dialog', async () => {
    const user = userEvent.setup();
    const onCustomExport = vi.fn();
    const fields = [
      { id: 'name', label: 'Name' },
      { id: 'cohort', label: 'Cohort' },
      { id: 'fee', label: 'Fee' },
    ];
    renderTable({ exports: { onExport: vi.fn(), fields, onCustomExport } });
    await user.click(screen.getByRole('button', { name: 'Custom export' }));
    // The dialog is its own chunk: on a busy machine it can take longer than findBy's 1 s.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Custom export' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cohort' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(onCustomExport).toHaveBeenCalledWith(['name', 'fee']);
  });
});
