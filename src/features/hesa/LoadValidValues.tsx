import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notify } from '../../state/ui';
import { hesaCall } from './api';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  input: { width: '7rem' },
});

/** POST hesa/valid-values/import's answer. */
interface Loaded {
  collection: string;
  file: string;
  fields: { field: string; codes: number }[];
  carriedMappings: number;
}

const COLLECTION = /^\d{2}056$/;

/**
 * Loads a collection's valid-value lists from the XSD the operator put in the data folder's
 * `hesa` (HESA publishes one per year): the lists are then HESA's own, not typed by hand.
 */
export function LoadValidValues({ collection }: { collection: string }) {
  const styles = useStyles();
  const client = useQueryClient();
  const [value, setValue] = useState(collection);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!COLLECTION.test(value)) {
      setProblem('A collection is like 25056');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const loaded = await hesaCall<Loaded>('post', 'valid-values/import', { collection: value });
      const codes = loaded.fields.reduce((sum, field) => sum + field.codes, 0);
      notify(
        `${loaded.collection}: ${codes} codes of ${loaded.fields.length} fields loaded from ${loaded.file}` +
          (loaded.carriedMappings ? `; ${loaded.carriedMappings} mappings carried over` : ''),
        'success',
      );
      await client.invalidateQueries({ queryKey: ['hesa'] });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <Field
        label="Collection to load"
        validationMessage={problem}
        hint="From the year's HESA XSD in the data folder"
      >
        <Input
          className={styles.input}
          value={value}
          inputMode="numeric"
          onChange={(_event, data) => setValue(data.value.trim())}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Loading…' : 'Load valid values'}
      </Button>
    </form>
  );
}
