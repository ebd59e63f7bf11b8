import { type SortOrder, sortBy } from '../format/compare';
import { COHORT_FILTERS, type CohortFilter, cohortFilterMatches } from '../programmes/cohorts';
import type { StudentListMode, StudentListRow } from './lists';
import { ONBOARDING_EMAIL_KINDS, type OnboardingEmailKind } from './onboarding';

// What a student list shows and how it narrows: the columns, filters, search and sort, written
// once so the screen and the server's export (`?export=`) give the same rows and cells.

/**
 * A column of the student lists: its cell is text (null when empty, so it sorts last, spec §9),
 * so screen and file show the same.
 */
export interface StudentListColumn {
  id: string;
  header: string;
  value: (row: StudentListRow) => string | null;
}

const textColumn = (
  id: string,
  header: string,
  read: (row: StudentListRow) => string,
): StudentListColumn => ({ id, header, value: (row) => read(row) || null });

const ONBOARDING_HEADERS: Readonly<Record<OnboardingEmailKind, string>> = {
  accounts: 'Accounts email',
  vle: 'VLE email',
  academic: 'Academic email',
  studySkills: 'Study skills email',
  residential: 'Residential email',
  location: 'Location email',
};

/** Every column a student list can show, in display order. */
export const STUDENT_LIST_COLUMNS: readonly StudentListColumn[] = [
  textColumn('lastName', 'Last name', (row) => row.lastName),
  textColumn('firstName', 'First name', (row) => row.firstName),
  textColumn('email', 'Email', (row) => row.email),
  textColumn('hub', 'Hub', (row) => row.hub),
  textColumn('programme', 'Programme', (row) => row.programme),
  textColumn('status', 'Status', (row) => row.status),
  textColumn('cohort', 'Cohort', (row) => row.cohort),
  textColumn('pace', 'Pace', (row) => row.pace),
  textColumn('startDate', 'Start date', (row) => row.startDate),
  textColumn('partnerId', 'Partner ID', (row) => row.partnerId),
  textColumn('dateOfBirth', 'Date of birth', (row) => row.dateOfBirth),
  textColumn('awaitingMessages', 'Awaiting messages', (row) =>
    row.awaitingMessages ? 'Yes' : 'No',
  ),
  ...ONBOARDING_EMAIL_KINDS.map((kind) =>
    textColumn(kind, ONBOARDING_HEADERS[kind], (row) => row.onboarding[kind]),
  ),
];

const COLUMN_IDS = new Set(STUDENT_LIST_COLUMNS.map((column) => column.id));

/** True for the id of a student list column. */
export function isStudentListColumn(id: string): boolean {
  return COLUMN_IDS.has(id);
}

const BASE_COLUMNS = ['lastName', 'firstName', 'email', 'hub', 'programme', 'status', 'cohort'];

/** The columns a list shows until the user chooses: the new list adds the onboarding emails. */
export function defaultStudentListColumns(mode: StudentListMode): string[] {
  if (mode === 'new')
    return [...BASE_COLUMNS, 'startDate', 'awaitingMessages', ...ONBOARDING_EMAIL_KINDS];
  return [...BASE_COLUMNS, 'pace'];
}

/** The columns of the ids, in the order given; unknown ids are left out. */
export function studentListColumns(ids: readonly string[]): StudentListColumn[] {
  return ids.flatMap((id) => STUDENT_LIST_COLUMNS.filter((column) => column.id === id));
}

/** The filters of the student lists, by id: what each keeps for a chosen value. */
export const STUDENT_LIST_FILTERS = [
  'cohort',
  'hub',
  'programme',
  'status',
  'pace',
  'awaiting',
] as const;
export type StudentListFilter = (typeof STUDENT_LIST_FILTERS)[number];

function isCohortFilter(value: string): value is CohortFilter {
  return (COHORT_FILTERS as readonly string[]).includes(value);
}

/**
 * True when the row passes one filter: cohort by the §9 rule (GD6A also takes GC6A), hub by id,
 * programme, status and pace exactly, awaiting 'yes' or 'no' (spec §9 new students awaiting
 * messages). An empty value keeps every row.
 */
export function matchesStudentListFilter(
  row: StudentListRow,
  filter: StudentListFilter,
  value: string,
): boolean {
  if (value === '') return true;
  switch (filter) {
    case 'cohort':
      return isCohortFilter(value) && cohortFilterMatches(value, row.cohort);
    case 'hub':
      return row.hubId === value;
    case 'programme':
      return row.programme === value;
    case 'status':
      return row.status === value;
    case 'pace':
      return row.pace === value;
    case 'awaiting':
      return row.awaitingMessages === (value === 'yes');
  }
}

/** How a list is narrowed and ordered: the same state the screen's table keeps. */
export interface StudentListSelection {
  search?: string;
  sort?: { columnId: string; order: SortOrder } | null;
  filters?: Partial<Record<StudentListFilter, string>>;
}

/**
 * The rows a list shows: those passing every filter and holding the search text (any case) in
 * one of the shown cells, sorted by a shown column (missing values last, stable), as the
 * screen's table does.
 */
export function selectStudentListRows(
  rows: readonly StudentListRow[],
  columns: readonly StudentListColumn[],
  selection: StudentListSelection,
): StudentListRow[] {
  const needle = selection.search?.trim().toLowerCase() ?? '';
  // Only the known filters with a value narrow the rows.
  const filters = STUDENT_LIST_FILTERS.flatMap((filter) => {
    const value = selection.filters?.[filter];
    return value ? [[filter, value] as const] : [];
  });
  const kept = rows.filter(
    (row) =>
      filters.every(([filter, value]) => matchesStudentListFilter(row, filter, value)) &&
      (!needle ||
        columns
          .map((column) => column.value(row) ?? '')
          .join('\n')
          .toLowerCase()
          .includes(needle)),
  );
  const sort = selection.sort;
  const column = sort && columns.find((candidate) => candidate.id === sort.columnId);
  return sort && column ? sortBy(kept, column.value, sort.order) : kept;
}
