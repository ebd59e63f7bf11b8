import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  type CatalogField,
  type FilterOp,
  splitValues,
} from '../../domain/custom-reports/definition';
import { type DraftFilter, draftFilter } from './draft';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    paddingBlockEnd: tokens.spacingVerticalS,
  },
  grow: { flexGrow: 1, minWidth: 'min(10rem, 100%)' },
  narrow: { width: '9rem', maxWidth: '100%' },
  options: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
  },
  legend: { padding: 0, fontSize: tokens.fontSizeBase300 },
});

const OP_LABELS: Record<FilterOp, string> = {
  equals: 'Is one of',
  contains: 'Contains',
  range: 'From / to',
};

/** The filters a field offers: its exact values (if the list filters by them), then the others. */
export function opsOf(field: CatalogField | undefined): FilterOp[] {
  if (!field) return ['equals'];
  return [...(field.filterable ? (['equals'] as const) : []), ...field.ops];
}

interface Props {
  index: number;
  filter: DraftFilter;
  fields: CatalogField[];
  onChange: (filter: DraftFilter) => void;
  onRemove: () => void;
}

/**
 * One filter of the builder: the field, how it compares (one of some values, contains, from/to)
 * and its values: a choice's options as checkboxes (several may be ticked), text, or two bounds
 * (dates for dated fields, numbers otherwise, pounds for money).
 */
export function FilterRow({ index, filter, fields, onChange, onRemove }: Props) {
  const styles = useStyles();
  const n = index + 1;
  const field = fields.find((item) => item.name === filter.field);
  const ops = opsOf(field);
  const dated = field?.type === 'date' || field?.type === 'datetime';
  const unit = field?.type === 'money' ? ' (£)' : '';
  const chosen = new Set(splitValues(filter.text));
  const toggle = (value: string, on: boolean) => {
    const values = (field?.options ?? []).filter((option) =>
      option === value ? on : chosen.has(option),
    );
    onChange({ ...filter, text: values.join(', ') });
  };
  return (
    <div className={styles.row}>
      <Field label={`Filter ${n} field`}>
        <Select
          value={filter.field}
          onChange={(_, data) => {
            const next = fields.find((item) => item.name === data.value);
            onChange(draftFilter(data.value, opsOf(next)[0] ?? 'equals'));
          }}
        >
          <option value="">Choose a field</option>
          {fields.map((item) => (
            <option key={item.name} value={item.name}>
              {item.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={`Filter ${n} compares`}>
        <Select
          value={filter.op}
          disabled={ops.length < 2}
          onChange={(_, data) => onChange(draftFilter(filter.field, data.value as FilterOp))}
        >
          {ops.map((op) => (
            <option key={op} value={op}>
              {OP_LABELS[op]}
            </option>
          ))}
        </Select>
      </Field>
      {filter.op === 'equals' && field?.options ? (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>Filter {n} values</legend>
          {field.options.map((option) => (
            <Checkbox
              key={option}
              label={option}
              checked={chosen.has(option)}
              onChange={(_, data) => toggle(option, data.checked === true)}
            />
          ))}
        </fieldset>
      ) : filter.op === 'equals' ? (
        <Field
          className={styles.grow}
          label={`Filter ${n} values`}
          hint="One or more, separated by commas"
        >
          <Input
            value={filter.text}
            onChange={(_, data) => onChange({ ...filter, text: data.value })}
          />
        </Field>
      ) : filter.op === 'contains' ? (
        <Field className={styles.grow} label={`Filter ${n} text`} hint="Any case">
          <Input
            value={filter.text}
            onChange={(_, data) => onChange({ ...filter, text: data.value })}
          />
        </Field>
      ) : (
        <>
          <Field className={styles.narrow} label={`Filter ${n} from${unit}`}>
            <Input
              type={dated ? 'date' : 'number'}
              value={filter.from}
              onChange={(_, data) => onChange({ ...filter, from: data.value })}
            />
          </Field>
          <Field className={styles.narrow} label={`Filter ${n} to${unit}`}>
            <Input
              type={dated ? 'date' : 'number'}
              value={filter.to}
              onChange={(_, data) => onChange({ ...filter, to: data.value })}
            />
          </Field>
        </>
      )}
      <Button icon={<DismissRegular />} aria-label={`Remove filter ${n}`} onClick={onRemove} />
    </div>
  );
}
