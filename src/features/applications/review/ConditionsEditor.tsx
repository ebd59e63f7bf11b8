import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  type OfferConditionInput as Condition,
  conditionsCommandSchema,
} from '../../../domain/applications/admissions';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { notify } from '../../../state/ui';
import { setConditions } from './commands';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '48rem' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  text: { flexGrow: 1, minWidth: '14rem' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const conditionsSchema = conditionsCommandSchema.shape.conditions;

function asConditions(value: unknown): Condition[] {
  const parsed = conditionsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The conditions of a conditional offer: text and whether each is met (conditionalOffers). */
export function ConditionsEditor({
  applicationId,
  applicant,
  conditions,
  canEdit,
}: {
  applicationId: string;
  applicant: string;
  conditions: unknown;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const [rows, setRows] = useState<Condition[]>(() => asConditions(conditions));
  const [error, setError] = useState<string | undefined>();
  const change = (index: number, next: Partial<Condition>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...next } : row)));
  const save = async () => {
    const parsed = conditionsSchema.safeParse(rows);
    if (!parsed.success) {
      setError('Write each condition, or remove it');
      return;
    }
    if (!engine) return;
    const queued = await engine.queue(setConditions, {
      id: applicationId,
      applicant,
      conditions: parsed.data,
    });
    if (!queued) return;
    setError(undefined);
    notify(`${applicant}: conditions saved`, 'success');
  };
  return (
    <section className={styles.root} aria-label="Conditions of the offer">
      {rows.length === 0 && <Text>The offer has no conditions.</Text>}
      {rows.map((row, index) => (
        <div key={row.id ?? `new-${index}`} className={styles.row}>
          <Field className={styles.text} label={`Condition ${index + 1}`}>
            <Input
              value={row.text}
              readOnly={!canEdit}
              onChange={(_, data) => change(index, { text: data.value })}
            />
          </Field>
          <Checkbox
            label="Met"
            checked={row.met}
            disabled={!canEdit}
            onChange={(_, data) => change(index, { met: data.checked === true })}
          />
          {canEdit && (
            <Button
              aria-label={`Remove condition ${index + 1}`}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      {canEdit && (
        <div className={styles.row}>
          <Button onClick={() => setRows((current) => [...current, { text: '', met: false }])}>
            Add a condition
          </Button>
          <Button appearance="primary" onClick={() => void save()}>
            Save conditions
          </Button>
        </div>
      )}
    </section>
  );
}
