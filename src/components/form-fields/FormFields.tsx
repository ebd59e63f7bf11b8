import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type FieldValues, get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { FieldOption, StudentFormField } from '../../domain/forms/define';
import { FormFieldInput } from './FormFieldInput';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
  },
  cell: { gridColumn: 'span var(--cols)', '@media (max-width: 700px)': { gridColumn: 'span 12' } },
  list: { display: 'grid', gap: tokens.spacingVerticalL },
  group: {
    gridColumn: 'span 12',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  item: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
  },
});

type Values = FieldValues;
/** Options known only at run time (e.g. the student's current assignments), by source name. */
export type RuntimeOptions = Partial<Record<string, readonly FieldOption[]>>;

/** Consecutive fields that share a group (or none), in order. */
function runsOf(fields: readonly StudentFormField[]) {
  const runs: { group?: string; fields: StudentFormField[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else runs.push({ ...(field.group ? { group: field.group } : {}), fields: [field] });
  }
  return runs;
}

/**
 * Fields laid out on the 12-column grid (spec §5 column widths), bound to react-hook-form; a
 * group of fields (an address) sits in a fieldset named by its legend.
 */
export function FieldCells({
  fields,
  prefix = (name) => name,
  form,
  runtimeOptions,
}: {
  fields: readonly StudentFormField[];
  prefix?: (name: string) => string;
  form: UseFormReturn<Values>;
  runtimeOptions?: RuntimeOptions;
}) {
  const styles = useStyles();
  const cell = (declared: StudentFormField) => {
    const field = declared.optionsFrom
      ? { ...declared, options: runtimeOptions?.[declared.optionsFrom] ?? [] }
      : declared;
    const name = prefix(field.name);
    const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return (
      <div
        key={name}
        className={styles.cell}
        style={{ '--cols': String(field.cols) } as React.CSSProperties}
      >
        <FormFieldInput field={field} name={name} control={form.control} error={error} />
      </div>
    );
  };
  return (
    <div className={styles.grid}>
      {runsOf(fields).map((run) =>
        run.group ? (
          <fieldset key={run.group} className={styles.group}>
            <legend className={styles.legend}>{run.group}</legend>
            <div className={styles.grid}>{run.fields.map(cell)}</div>
          </fieldset>
        ) : (
          run.fields.map(cell)
        ),
      )}
    </div>
  );
}

/** A repeatable group (`list[].field`): one fieldset per item, add and remove. */
export function FieldList({
  list,
  fields,
  form,
}: {
  list: string;
  fields: readonly StudentFormField[];
  form: UseFormReturn<Values>;
}) {
  const styles = useStyles();
  const items = useFieldArray({ control: form.control, name: list });
  const noun = list.replace(/s$/, '');
  return (
    <fieldset className={styles.list}>
      <legend>{noun.charAt(0).toUpperCase() + noun.slice(1)}s</legend>
      {items.fields.map((item, index) => (
        <fieldset key={item.id} className={styles.item} aria-label={`${noun} ${index + 1}`}>
          <FieldCells
            fields={fields}
            prefix={(name) => name.replace(`${list}[].`, `${list}.${index}.`)}
            form={form}
          />
          {items.fields.length > 1 && (
            <Button onClick={() => items.remove(index)}>{`Remove ${noun} ${index + 1}`}</Button>
          )}
        </fieldset>
      ))}
      <div>
        <Button onClick={() => items.append({})}>{`Add another ${noun}`}</Button>
      </div>
    </fieldset>
  );
}

/** The names of the repeatable groups of a field list ('contacts' of 'contacts[].phone'). */
export function listsOf(fields: readonly StudentFormField[]): string[] {
  return [
    ...new Set(
      fields.filter((f) => f.name.includes('[].')).map((f) => f.name.split('[].')[0] ?? ''),
    ),
  ];
}
