import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { REPORT_FIELDS } from '../../../domain/applications/reporting';

const useStyles = makeStyles({
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    // A fieldset is at least as wide as its content unless told otherwise.
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
});

export interface ReportColumnsProps {
  fields: readonly string[];
  onChange: (fields: string[]) => void;
}

/** Checkboxes over the application fields the export holds; their order is the file's. */
export function ReportColumns({ fields, onChange }: ReportColumnsProps) {
  const styles = useStyles();
  const chosen = new Set(fields);
  const toggle = (field: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(field);
    else next.delete(field);
    onChange(REPORT_FIELDS.map((f) => f.field).filter((f) => next.has(f)));
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Columns</legend>
      {REPORT_FIELDS.map((field) => (
        <Checkbox
          key={field.field}
          label={field.label}
          checked={chosen.has(field.field)}
          onChange={(_, data) => toggle(field.field, data.checked === true)}
        />
      ))}
    </fieldset>
  );
}
