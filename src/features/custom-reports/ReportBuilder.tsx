import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { CatalogEntity, ReportEntity } from '../../domain/custom-reports/definition';
import { draftFilter, type ReportDraft, toggled } from './draft';
import { FilterRow, opsOf } from './FilterRow';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  fieldset: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    maxHeight: '14rem',
    overflowY: 'auto',
  },
  sums: { gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  grow: { flexGrow: 1, minWidth: '10rem' },
});

interface Props {
  catalog: CatalogEntity[];
  draft: ReportDraft;
  onChange: (draft: ReportDraft) => void;
  onEntity: (entity: ReportEntity) => void;
}

/** The builder's choices: entity, fields, filters, sort, group-by and sums. */
export function ReportBuilder({ catalog, draft, onChange, onEntity }: Props) {
  const styles = useStyles();
  const entity = catalog.find((item) => item.name === draft.entity) ?? catalog[0];
  if (!entity) return null;
  const order = entity.fields.map((field) => field.name);
  const filterable = entity.fields.filter((field) => opsOf(field).length > 0);
  const sortable = entity.fields.filter((field) => field.sortable);
  const groupable = entity.fields.filter((field) => field.groupable);
  const numeric = entity.fields.filter((field) => field.numeric);
  const set = (changes: Partial<ReportDraft>) => onChange({ ...draft, ...changes });

  return (
    <div className={styles.form}>
      <Field label="Entity">
        <Select value={draft.entity} onChange={(_, data) => onEntity(data.value as ReportEntity)}>
          {catalog.map((item) => (
            <option key={item.name} value={item.name}>
              {item.label}
            </option>
          ))}
        </Select>
      </Field>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Fields</legend>
        <div className={styles.choices}>
          {entity.fields.map((field) => (
            <Checkbox
              key={field.name}
              label={field.label}
              checked={draft.fields.includes(field.name)}
              onChange={(_, data) =>
                set({ fields: toggled(draft.fields, field.name, data.checked === true, order) })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Filters</legend>
        {draft.filters.map((filter, index) => (
          <FilterRow
            // biome-ignore lint/suspicious/noArrayIndexKey: filters have no identity but their place
            key={index}
            index={index}
            filter={filter}
            fields={filterable}
            onChange={(changed) =>
              set({ filters: draft.filters.map((item, at) => (at === index ? changed : item)) })
            }
            onRemove={() => set({ filters: draft.filters.filter((_, at) => at !== index) })}
          />
        ))}
        <Button
          icon={<AddRegular />}
          appearance="subtle"
          disabled={filterable.length === 0 || draft.filters.length >= 10}
          onClick={() => set({ filters: [...draft.filters, draftFilter()] })}
        >
          Add filter
        </Button>
      </fieldset>

      <div className={styles.row}>
        <Field label="Sort by">
          <Select value={draft.sortField} onChange={(_, data) => set({ sortField: data.value })}>
            <option value="">Default order</option>
            {sortable.map((field) => (
              <option key={field.name} value={field.name}>
                {field.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Order">
          <Select
            value={draft.sortOrder}
            disabled={draft.sortField === ''}
            onChange={(_, data) => set({ sortOrder: data.value === 'desc' ? 'desc' : 'asc' })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </Select>
        </Field>
        <Field label="Group by" hint="Counts the records of each value">
          <Select
            value={draft.groupBy}
            onChange={(_, data) =>
              set({ groupBy: data.value, sums: data.value === '' ? [] : draft.sums })
            }
          >
            <option value="">No grouping</option>
            {groupable.map((field) => (
              <option key={field.name} value={field.name}>
                {field.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {draft.groupBy !== '' && numeric.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Sums in each group</legend>
          <div className={mergeClasses(styles.choices, styles.sums)}>
            {numeric.map((field) => (
              <Checkbox
                key={field.name}
                label={`Sum of ${field.label}`}
                checked={draft.sums.includes(field.name)}
                onChange={(_, data) =>
                  set({
                    sums: toggled(
                      draft.sums,
                      field.name,
                      data.checked === true,
                      numeric.map((f) => f.name),
                    ),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
