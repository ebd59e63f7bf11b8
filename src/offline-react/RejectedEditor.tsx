import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { editEntry } from '../offline/outbox-actions';
import type { OutboxEntry } from '../offline/types';
import { humanise } from './labels';
import { useOffline } from './OfflineProvider';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    maxWidth: '32rem',
    marginTop: tokens.spacingVerticalS,
  },
});

/** A refused change, editable: the server's message per field, then "Send again" (architecture §5). */
export function RejectedEditor({
  entry,
  onResubmitted,
}: {
  entry: OutboxEntry;
  onResubmitted: () => void;
}) {
  const styles = useStyles();
  const engine = useOffline();
  const changes = (entry.body as { changes?: Record<string, unknown> } | undefined)?.changes;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(changes ?? {}).map(([field, value]) => [
        field,
        value === null || value === undefined ? '' : String(value),
      ]),
    ),
  );
  if (!changes || !engine) return null;
  const messageOf = (field: string) =>
    entry.lastError?.details?.find((detail) => detail.param === field)?.message;

  return (
    <form
      className={styles.form}
      aria-label={`Correct: ${entry.label}`}
      onSubmit={async (event) => {
        event.preventDefault();
        await editEntry(engine.db, entry.id, values);
        onResubmitted();
      }}
    >
      {Object.keys(values).map((field) => (
        <Field
          key={field}
          label={humanise(field)}
          validationMessage={messageOf(field)}
          validationState={messageOf(field) ? 'error' : 'none'}
        >
          <Input
            value={values[field] ?? ''}
            onChange={(_, data) => setValues((current) => ({ ...current, [field]: data.value }))}
          />
        </Field>
      ))}
      <Button type="submit" appearance="primary">
        Send again
      </Button>
    </form>
  );
}
