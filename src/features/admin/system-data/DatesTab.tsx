import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DateInput } from '../../../components/form-fields';
import { NotLoaded } from '../../../components/screen';
import type { ReferenceList, Residential } from '../../../domain/admin/reference-lists';
import { notify } from '../../../state/ui';
import { call, useOnline } from './api';
import { HistoryPanel } from './HistoryPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    border: 'none',
    margin: 0,
    paddingInline: 0,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // A field's input fills its cell, however narrow (Fluent's Input has a minimum width).
  input: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Period = Partial<Residential> & { name: string; start: string; end: string };

/** Term dates and residential dates, as the forms area shows them to students. */
export function DatesTab() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <PeriodList id="terms" title="Terms" noun="term" />
      <PeriodList id="residentials" title="Residentials" noun="residential" withVenue />
      <HistoryPanel entity="reference_lists" caption="History of the dates" />
    </div>
  );
}

function PeriodList({
  id,
  title,
  noun,
  withVenue = false,
}: {
  id: 'terms' | 'residentials';
  title: string;
  noun: string;
  withVenue?: boolean;
}) {
  const styles = useStyles();
  const client = useQueryClient();
  const query = useOnline<ReferenceList<'terms' | 'residentials'>>(
    ['list', id],
    `system-data/lists/${id}`,
  );
  const [rows, setRows] = useState<Period[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data) setRows(query.data.values.map((value) => ({ ...value })));
  }, [query.data]);
  if (!query.data) return <NotLoaded error={query.error} />;
  const version = query.data.version;
  const change = (index: number, field: keyof Period, value: string) =>
    setRows((old) => old.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const save = async () => {
    setBusy(true);
    try {
      await call('put', `system-data/lists/${id}`, { json: { values: rows }, version });
      notify(`${title} saved`, 'success');
      await client.invalidateQueries({ queryKey: ['admin'] });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      {query.data.isDefault && (
        <Text>These are the deployment's defaults (config/college.json) until you save.</Text>
      )}
      {rows.length === 0 && <Text>No {noun}s.</Text>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
        <fieldset key={index} className={styles.row} aria-label={`${title} ${index + 1}`}>
          <Field label="Name" required>
            <Input
              className={styles.input}
              value={row.name}
              onChange={(_, data) => change(index, 'name', data.value)}
            />
          </Field>
          <Field label="First day" required>
            <DateInput
              className={styles.input}
              value={row.start}
              onChange={(value) => change(index, 'start', value)}
            />
          </Field>
          <Field label="Last day" required>
            <DateInput
              className={styles.input}
              value={row.end}
              onChange={(value) => change(index, 'end', value)}
            />
          </Field>
          {withVenue && (
            <Field label="Venue" required>
              <Input
                className={styles.input}
                value={row.venue ?? ''}
                onChange={(_, data) => change(index, 'venue', data.value)}
              />
            </Field>
          )}
          <Button
            aria-label={`Remove ${row.name || `${noun} ${index + 1}`}`}
            onClick={() => setRows((old) => old.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button
          onClick={() =>
            setRows((old) => [
              ...old,
              { name: '', start: '', end: '', ...(withVenue ? { venue: '' } : {}) },
            ])
          }
        >
          Add a {noun}
        </Button>
        <Button appearance="primary" disabled={busy} onClick={save}>
          Save {title.toLowerCase()}
        </Button>
      </div>
    </section>
  );
}
