import { describe, expect, it } from 'vitest';
import { selectionOf, studentListQuerySchema, studentListSearchParams } from './list-query';
import {
  defaultStudentListColumns,
  isStudentListColumn,
  matchesStudentListFilter,
  selectStudentListRows,
  studentListColumns,
} from './list-view';
import type { StudentListRow } from './lists';

const row = (id: string, extra: Partial<StudentListRow> = {}): StudentListRow => ({
  id,
  lastName: `Last ${id}`,
  firstName: `First ${id}`,
  email: `${id}@example.test`,
  hubId: 'hub-1',
  hub: 'London',
  programme: 'BA',
  status: 'Current',
  cohort: '5A',
  pace: '',
  startDate: '2024-09-01',
  partnerId: '',
  dateOfBirth: '',
  awaitingMessages: false,
  onboarding: {
    accounts: '',
    vle: '',
    academic: '',
    studySkills: '',
    residential: '',
    location: '',
  },
  ...extra,
});

describe('matchesStudentListFilter', () => {
  it('cohort follows spec §9: GD6A also takes GC6A, nothing else widens', () => {
    expect(matchesStudentListFilter(row('a', { cohort: 'GC6A' }), 'cohort', 'GD6A')).toBe(true);
    expect(matchesStudentListFilter(row('a', { cohort: 'GD6A' }), 'cohort', 'GD6A')).toBe(true);
    expect(matchesStudentListFilter(row('a', { cohort: 'GC6A' }), 'cohort', 'GD6B')).toBe(false);
    expect(matchesStudentListFilter(row('a', { cohort: '5A' }), 'cohort', '5B')).toBe(false);
    expect(matchesStudentListFilter(row('a', { cohort: '' }), 'cohort', '5A')).toBe(false);
    // Not a cohort filter of §9: keeps nothing.
    expect(matchesStudentListFilter(row('a', { cohort: '6A' }), 'cohort', '6A')).toBe(false);
  });

  it('hub by id, programme, status and pace exactly, awaiting yes/no', () => {
    const r = row('a', { pace: 'PT', awaitingMessages: true });
    expect(matchesStudentListFilter(r, 'hub', 'hub-1')).toBe(true);
    expect(matchesStudentListFilter(r, 'hub', 'London')).toBe(false);
    expect(matchesStudentListFilter(r, 'programme', 'BA')).toBe(true);
    expect(matchesStudentListFilter(r, 'programme', 'MA')).toBe(false);
    expect(matchesStudentListFilter(r, 'status', 'Current')).toBe(true);
    expect(matchesStudentListFilter(r, 'pace', 'Extended')).toBe(false);
    expect(matchesStudentListFilter(r, 'awaiting', 'yes')).toBe(true);
    expect(matchesStudentListFilter(r, 'awaiting', 'no')).toBe(false);
    expect(matchesStudentListFilter(r, 'status', '')).toBe(true);
  });
});

describe('columns', () => {
  it('new shows the onboarding emails and the awaiting flag; the others show pace', () => {
    expect(defaultStudentListColumns('new')).toEqual(
      expect.arrayContaining(['awaitingMessages', 'accounts', 'vle', 'academic', 'location']),
    );
    expect(defaultStudentListColumns('enrolled')).toContain('pace');
    expect(defaultStudentListColumns('enrolled')).not.toContain('accounts');
    expect(defaultStudentListColumns('new').every(isStudentListColumn)).toBe(true);
  });

  it('keeps the order asked for and drops unknown ids', () => {
    expect(studentListColumns(['cohort', 'nope', 'lastName']).map((c) => c.id)).toEqual([
      'cohort',
      'lastName',
    ]);
  });

  it('reads an empty cell as null (sorted last) and the flag as Yes/No', () => {
    const [pace, awaiting] = studentListColumns(['pace', 'awaitingMessages']);
    expect(pace?.value(row('a'))).toBeNull();
    expect(awaiting?.value(row('a', { awaitingMessages: true }))).toBe('Yes');
  });
});

describe('selectStudentListRows', () => {
  const rows = [
    row('c', { lastName: 'Carter', cohort: '5A' }),
    row('a', { lastName: 'Adams', cohort: 'GC6A', email: 'ann@hub.test' }),
    row('b', { lastName: 'Brown', cohort: '5A', status: 'IoS' }),
    row('d', { lastName: '', cohort: '5A' }),
  ];
  const columns = studentListColumns(['lastName', 'cohort', 'status']);
  const ids = (selection: Parameters<typeof selectStudentListRows>[2]) =>
    selectStudentListRows(rows, columns, selection).map((r) => r.id);

  it('filters, searches the shown cells only (any case) and sorts with missing last', () => {
    expect(ids({ filters: { cohort: '5A' } })).toEqual(['c', 'b', 'd']);
    expect(ids({ filters: { cohort: 'GD6A' } })).toEqual(['a']);
    expect(ids({ search: ' BROWN ' })).toEqual(['b']);
    // Email is not a shown column: searching it finds nothing.
    expect(ids({ search: 'ann@hub' })).toEqual([]);
    expect(ids({ sort: { columnId: 'lastName', order: 'asc' } })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ sort: { columnId: 'lastName', order: 'desc' } })).toEqual(['c', 'b', 'a', 'd']);
    expect(ids({ filters: { cohort: '5A', status: 'Current' }, search: 'car' })).toEqual(['c']);
  });

  it('ignores a sort by a column not shown', () => {
    expect(ids({ sort: { columnId: 'email', order: 'asc' } })).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('studentListQuerySchema', () => {
  const parse = (query: Record<string, string>) => studentListQuerySchema.safeParse(query);

  it('reads a list query, columns as a list', () => {
    const parsed = parse({
      mode: 'enrolled',
      export: 'excel',
      cohort: '5A',
      columns: 'lastName,cohort',
      sort: 'lastName',
      order: 'desc',
      q: ' ann ',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      columns: ['lastName', 'cohort'],
      q: 'ann',
    });
    expect(parsed.success && selectionOf(parsed.data)).toEqual({
      search: 'ann',
      sort: { columnId: 'lastName', order: 'desc' },
      filters: { cohort: '5A' },
    });
  });

  it.each([
    [{ mode: 'former' }, 'mode'],
    [{ mode: 'all', cohort: '6A' }, 'cohort'],
    [{ mode: 'all', columns: 'lastName,shoeSize' }, 'columns'],
    [{ mode: 'all', columns: '' }, 'columns'],
    [{ mode: 'all', export: 'docx' }, 'export'],
    [{ mode: 'all', sort: 'shoeSize' }, 'sort'],
    [{ mode: 'all', awaiting: 'maybe' }, 'awaiting'],
    [{ mode: 'all', colour: 'red' }, ''],
  ])('refuses %j (on %s)', (query, param) => {
    const parsed = parse(query);
    expect(parsed.success).toBe(false);
    if (param) expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(param);
  });

  it('round-trips the screen state through the query string', () => {
    const params = studentListSearchParams('new', ['lastName', 'accounts'], {
      search: '  smith ',
      sort: { columnId: 'lastName', order: 'asc' },
      filters: { cohort: 'GD6A', awaiting: 'yes', hub: '' },
    });
    expect(params).toEqual({
      mode: 'new',
      columns: 'lastName,accounts',
      q: 'smith',
      sort: 'lastName',
      order: 'asc',
      cohort: 'GD6A',
      awaiting: 'yes',
    });
    const parsed = parse(params);
    expect(parsed.success && selectionOf(parsed.data).filters).toEqual({
      cohort: 'GD6A',
      awaiting: 'yes',
    });
  });
});
