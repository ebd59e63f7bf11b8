import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { IMPORT_FIELDS, type ColumnMapping as Mapping } from '../../../domain/leads/event-import';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
});

const NOT_IMPORTED = '';

/** One select per field: which of the file's columns fills it (name is required). */
export function ColumnMapping({
  headers,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.grid}>
      <legend>Column mapping</legend>
      {IMPORT_FIELDS.map(({ field, label }) => (
        <Field key={field} label={label} required={field === 'name'}>
          <Select
            value={mapping[field] ?? NOT_IMPORTED}
            onChange={(_event, data) => {
              const next: Record<string, string> = { ...mapping };
              if (data.value === NOT_IMPORTED) delete next[field];
              else next[field] = data.value;
              onChange(next as Mapping);
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
