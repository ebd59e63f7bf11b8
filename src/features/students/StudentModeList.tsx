import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { messageOfFailure } from '../../api/client';
import { downloadExport } from '../../api/entities';
import { type DataColumn, DataTable, type DataTableState } from '../../components/data-table';
import { studentListSearchParams } from '../../domain/students/list-query';
import {
  defaultStudentListColumns,
  isStudentListColumn,
  STUDENT_LIST_COLUMNS,
  selectStudentListRows,
  studentListColumns,
} from '../../domain/students/list-view';
import type { StudentListMode, StudentListRow } from '../../domain/students/lists';
import { notify, tableState, ui } from '../../state/ui';
import { ColumnChooser } from './ColumnChooser';
import { OnboardingEmailAction } from './OnboardingEmailAction';
import { studentListFilters } from './student-list-filters';
import { useStudentListRows } from './useStudentListRows';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalXS,
  },
});

const COLUMNS_OPTION = 'columns';

// The table state kept in the UI store (spec §3 "table search text and options per table"):
// search, sort, each filter (the cohort filter among them) and the chosen columns, so a list
// is as the user left it when they come back to it.
function savedState(saved: ReturnType<typeof tableState> | undefined): DataTableState {
  const { [COLUMNS_OPTION]: _columns, ...filters } = saved?.options ?? {};
  return {
    search: saved?.search ?? '',
    sort: saved?.sort ? { columnId: saved.sort.id, order: saved.sort.desc ? 'desc' : 'asc' } : null,
    filters,
  };
}

function savedColumns(mode: StudentListMode, saved: ReturnType<typeof tableState> | undefined) {
  const ids = saved?.options?.[COLUMNS_OPTION]?.split(',').filter(isStudentListColumn) ?? [];
  return ids.length > 0 ? ids : defaultStudentListColumns(mode);
}

/** A student list of spec §2.3 from the device's copy, with filters, columns and exports. */
export function StudentModeList({
  title,
  mode,
  module,
}: {
  title: string;
  mode: StudentListMode;
  module?: string;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const tableId = `students-${mode}`;
  const saved = useSnapshot(ui).tables[tableId];
  const rows = useStudentListRows(mode);
  const shown = savedColumns(mode, saved);
  const shownKey = shown.join(',');
  const columns = useMemo(
    () =>
      studentListColumns(shownKey.split(',')).map(
        (column): DataColumn<StudentListRow> => ({
          id: column.id,
          header: column.header,
          accessor: column.value,
        }),
      ),
    [shownKey],
  );
  const filters = useMemo(() => studentListFilters(mode, rows ?? []), [mode, rows]);
  const state = savedState(saved);

  const remember = (next: DataTableState, ids: readonly string[]) => {
    const kept = tableState(tableId);
    kept.search = next.search;
    kept.sort = next.sort
      ? { id: next.sort.columnId, desc: next.sort.order === 'desc' }
      : undefined;
    kept.options = { ...next.filters, [COLUMNS_OPTION]: ids.join(',') };
  };

  const exportList = async (format: 'excel' | 'csv' | 'pdf') => {
    try {
      // The server builds the file from the same rules, filters, search, sort and columns.
      const params = studentListSearchParams(mode, shown, {
        search: state.search,
        sort: state.sort,
        filters: state.filters,
      });
      await downloadExport('students', format, params);
    } catch (failure) {
      notify(await messageOfFailure(failure), 'error');
    }
  };

  return (
    <>
      <div className={styles.bar}>
        {mode === 'new' && (
          // The students the list shows (its filters and search), as the export holds them.
          <OnboardingEmailAction
            rows={selectStudentListRows(rows ?? [], studentListColumns(shown), state)}
          />
        )}
        <ColumnChooser
          columns={STUDENT_LIST_COLUMNS}
          shown={shown}
          onChange={(ids) => remember(state, ids)}
        />
      </div>
      <DataTable
        label={title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        searchPlaceholder="Search students"
        filters={filters}
        state={state}
        onStateChange={(next) => remember(next, shown)}
        exports={{ onExport: (format) => void exportList(format) }}
        onRowClick={(row) =>
          navigate(`/${module === 'mystudents' ? 'mystudents' : 'students'}/${row.id}`)
        }
      />
    </>
  );
}
