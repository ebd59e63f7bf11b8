import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    minWidth: 0,
  },
});

const NOT_IMPORTED = '';

/** A field a column can fill, as the mapping shows it. */
export interface MappedField {
  field: string;
  label: string;
  required?: boolean | undefined;
}

/** Which column (by header) fills each field. */
export type ColumnChoice = Partial<Record<string, string>>;

/** One select per field: which of the file's columns fills it (required fields marked). */
export function ImportColumnMapping<M extends ColumnChoice>({
  fields,
  headers,
  mapping,
  onChange,
}: {
  fields: readonly MappedField[];
  headers: readonly string[];
  mapping: M;
  onChange: (mapping: M) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.grid}>
      <legend>Column mapping</legend>
      {fields.map(({ field, label, required }) => (
        <Field key={field} label={label} required={required === true}>
          <Select
            value={mapping[field] ?? NOT_IMPORTED}
            onChange={(_event, data) => {
              const next: Record<string, string | undefined> = { ...mapping };
              if (data.value === NOT_IMPORTED) delete next[field];
              else next[field] = data.value;
              onChange(next as M);
            }}
          >
            <option value={NOT_IMPORTED}>(not imported)</option>
            {headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </fieldset>
  );
}
