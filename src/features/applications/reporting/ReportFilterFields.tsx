import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import {
  EMPTY_REPORT_FILTERS,
  type ReportFilters,
  readReportChoice,
} from '../../../domain/applications/reporting';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    alignItems: 'end',
  },
  // A dropdown keeps its grid cell's width instead of its own minimum.
  dropdown: { minWidth: 0, width: '100%' },
});

export interface FilterOption {
  value: string;
  label: string;
}

/** The options of each filter, and the label of its field. */
export type FilterOptions = Record<keyof ReportFilters, { label: string; options: FilterOption[] }>;

export interface ReportFilterFieldsProps {
  filters: ReportFilters;
  options: FilterOptions;
  onChange: (filters: ReportFilters) => void;
}

function shown(values: readonly string[], options: readonly FilterOption[]): string {
  if (values.length === 0) return 'Any';
  return values.map((value) => options.find((o) => o.value === value)?.label ?? value).join(', ');
}

/** One multi-select per filter; choosing nothing keeps every application. */
export function ReportFilterFields({ filters, options, onChange }: ReportFilterFieldsProps) {
  const styles = useStyles();
  const names = Object.keys(options) as (keyof ReportFilters)[];
  const used = names.some((name) => filters[name].length > 0);
  return (
    <div className={styles.row}>
      {names.map((name) => {
        const { label, options: choices } = options[name];
        return (
          <Field key={name} label={label}>
            <Dropdown
              className={styles.dropdown}
              multiselect
              placeholder="Any"
              value={shown(filters[name], choices)}
              selectedOptions={[...filters[name]]}
              onOptionSelect={(_, data) =>
                // Read back through the domain, so only known first-heard groups pass.
                onChange(
                  readReportChoice({ filters: { ...filters, [name]: data.selectedOptions } })
                    .filters,
                )
              }
            >
              {choices.map((choice) => (
                <Option key={choice.value} value={choice.value}>
                  {choice.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      })}
      <div>
        <Button disabled={!used} onClick={() => onChange(EMPTY_REPORT_FILTERS)}>
          Clear filters
        </Button>
      </div>
    </div>
  );
}
