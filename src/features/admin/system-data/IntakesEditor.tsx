import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { DateInput } from '../../../components/form-fields';
import { NotLoaded } from '../../../components/screen';
import type { Intake } from '../../../domain/admin/option-lists';
import { PROGRAMME_CODES } from '../../../domain/programmes/programmes';
import { useReferenceListEditor } from './list-editor';
import { SaveProblem } from './SaveProblem';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    border: 'none',
    margin: 0,
    paddingInline: 0,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(9rem, 12rem) minmax(0, 1fr) max-content',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Fields fill their cells, however narrow (Fluent's inputs have a minimum width).
  input: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Row = { date: string; programmes: string[] };

/**
 * The intakes (spec §9 "Intake map"): each start date and the programmes that start then. The
 * application form offers those from today on that start the applicant's programme.
 */
export function IntakesEditor() {
  const styles = useStyles();
  const { query, save, busy, problem } = useReferenceListEditor('intakes', 'Intakes');
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (query.data) setRows(query.data.values.map((intake) => ({ ...intake })));
  }, [query.data]);
  if (!query.data) return <NotLoaded error={query.error} />;
  const change = (index: number, row: Partial<Row>) =>
    setRows((old) => old.map((current, at) => (at === index ? { ...current, ...row } : current)));
  return (
    <section className={styles.section} aria-label="Intakes">
      <Text as="h2" size={500} weight="semibold">
        Intakes
      </Text>
      <Text>
        {query.data.isDefault
          ? 'Until you save, the intakes are the next two Septembers, for every programme.'
          : 'Applicants choose from the intakes still to come that start their programme.'}
      </Text>
      {rows.length === 0 && <Text>No intakes: no one can start an application.</Text>}
      {rows.map((row, index) => {
        const name = row.date || `intake ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
          <fieldset key={index} className={styles.row} aria-label={`Intake ${index + 1}`}>
            <Field label="Starts" required>
              <DateInput
                className={styles.input}
                value={row.date}
                onChange={(date) => change(index, { date })}
              />
            </Field>
            <Field label="Programmes" required>
              <Dropdown
                className={styles.input}
                multiselect
                placeholder="Choose programmes"
                value={
                  row.programmes.length === PROGRAMME_CODES.length
                    ? 'All programmes'
                    : row.programmes.join(', ')
                }
                selectedOptions={row.programmes}
                onOptionSelect={(_, data) => change(index, { programmes: data.selectedOptions })}
              >
                {PROGRAMME_CODES.map((code) => (
                  <Option key={code} value={code}>
                    {code}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button
              aria-label={`Remove ${name}`}
              onClick={() => setRows((old) => old.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      <SaveProblem problem={problem} />
      <div className={styles.actions}>
        <Button onClick={() => setRows((old) => [...old, { date: '', programmes: [] }])}>
          Add an intake
        </Button>
        <Button appearance="primary" disabled={busy} onClick={() => void save(rows as Intake[])}>
          Save intakes
        </Button>
      </div>
    </section>
  );
}
