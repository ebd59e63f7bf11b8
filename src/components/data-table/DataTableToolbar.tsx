import { Button, Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, DocumentTableRegular, TableRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { CustomExportDialog } from './CustomExportDialog';
import type { DataFilter, DataTableExports, DataTableState, ExportFormat } from './types';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
  // A fixed basis, not the box's content: the search box grows a clear button when focused, and
  // a content-sized field then pushed the filters onto a second line and the table down (a row
  // clicked as the box lost focus moved between mouse-down and mouse-up).
  search: { flex: '1 1 14rem', minWidth: '14rem', maxWidth: '28rem' },
  searchBox: { width: '100%', maxWidth: 'none', minWidth: 0 },
  searchInput: { minWidth: 0 },
  exports: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const EXPORT_BUTTONS: readonly { format: ExportFormat; label: string; icon: ReactElement }[] = [
  { format: 'excel', label: 'Export Excel', icon: <TableRegular /> },
  { format: 'csv', label: 'Export CSV', icon: <DocumentTableRegular /> },
  { format: 'pdf', label: 'Export PDF', icon: <DocumentPdfRegular /> },
];

export interface DataTableToolbarProps<T> {
  state: DataTableState;
  onChange: (patch: Partial<DataTableState>) => void;
  searchPlaceholder?: string;
  filters: readonly DataFilter<T>[];
  exports?: DataTableExports;
}

/** Search box, filter selects and export buttons above a DataTable. */
export function DataTableToolbar<T>(props: DataTableToolbarProps<T>) {
  const { state, onChange, filters, exports } = props;
  const styles = useStyles();
  return (
    <div className={styles.toolbar}>
      <Field label="Search" className={styles.search}>
        <SearchBox
          className={styles.searchBox}
          input={{ className: styles.searchInput }}
          value={state.search}
          placeholder={props.searchPlaceholder ?? 'Search'}
          onChange={(_, data) => onChange({ search: data.value })}
        />
      </Field>
      {filters.map((filter) => (
        <Field key={filter.id} label={filter.label}>
          <Select
            value={state.filters[filter.id] ?? ''}
            onChange={(_, data) =>
              onChange({ filters: { ...state.filters, [filter.id]: data.value } })
            }
          >
            <option value="">{filter.allLabel ?? 'All'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      {exports && (
        <div className={styles.exports}>
          {EXPORT_BUTTONS.map(({ format, label, icon }) => (
            <Button key={format} icon={icon} onClick={() => exports.onExport(format)}>
              {label}
            </Button>
          ))}
          {exports.onCustomExport && exports.fields && exports.fields.length > 0 && (
            <CustomExportDialog fields={exports.fields} onExport={exports.onCustomExport} />
          )}
        </div>
      )}
    </div>
  );
}
