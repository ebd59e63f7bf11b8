import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { bandMaxMark, bandProblems, type GradeBand, sortBands } from '../../../domain/admin/grades';
import { call, type Scale } from '../system-data/api';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  band: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(8rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  // A field's input fills its cell, however narrow (Fluent's Input has a minimum width).
  input: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Draft {
  grade: string;
  label: string;
  minMark: string;
}

const draftOf = (band: GradeBand): Draft => ({ ...band, minMark: String(band.minMark) });

/** One level's scale: its name and mark bands, edited and saved as a whole. */
export function ScaleEditor({ scale, onSaved }: { scale: Scale; onSaved: () => Promise<void> }) {
  const styles = useStyles();
  const [name, setName] = useState(scale.name);
  const [drafts, setDrafts] = useState<Draft[]>(sortBands(scale.bands).map(draftOf));
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const bands: GradeBand[] = drafts.map((d) => ({ ...d, minMark: Number(d.minMark) }));
  const change = (index: number, field: keyof Draft, value: string) =>
    setDrafts((old) => old.map((d, at) => (at === index ? { ...d, [field]: value } : d)));
  const save = async () => {
    const badMark = bands.find(
      (b) => !Number.isInteger(b.minMark) || b.minMark < 0 || b.minMark > 100,
    );
    const first =
      (badMark && 'A mark is a whole number from 0 to 100') ?? bandProblems(bands)[0]?.message;
    setProblem(first);
    if (first) return;
    setBusy(true);
    try {
      await call('put', `grade-scales/${encodeURIComponent(scale.id)}`, {
        json: { name, bands },
        version: scale.version,
      });
      await onSaved();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-label={`Level ${scale.level} scale`}>
      <Text as="h2" size={500} weight="semibold">
        Level {scale.level}: {scale.name}
      </Text>
      <Field label={`Name of the level ${scale.level} scale`} required>
        <Input className={styles.input} value={name} onChange={(_, data) => setName(data.value)} />
      </Field>
      {drafts.map((draft, index) => {
        const band = bands[index];
        const top = band && Number.isInteger(band.minMark) ? bandMaxMark(bands, band) : undefined;
        const which = `level ${scale.level} band ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: bands have no identity of their own
          <fieldset key={index} className={styles.band} aria-label={which}>
            <Field label={`Grade of ${which}`}>
              <Input
                className={styles.input}
                value={draft.grade}
                onChange={(_, d) => change(index, 'grade', d.value)}
              />
            </Field>
            <Field label={`Label of ${which}`}>
              <Input
                className={styles.input}
                value={draft.label}
                onChange={(_, d) => change(index, 'label', d.value)}
              />
            </Field>
            <Field label={`Lowest mark of ${which}`} hint={top === undefined ? '' : `up to ${top}`}>
              <Input
                className={styles.input}
                inputMode="numeric"
                value={draft.minMark}
                onChange={(_, d) => change(index, 'minMark', d.value)}
              />
            </Field>
            <Button
              aria-label={`Remove ${which}`}
              onClick={() => setDrafts((old) => old.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button onClick={() => setDrafts((old) => [...old, { grade: '', label: '', minMark: '' }])}>
          Add a band to level {scale.level}
        </Button>
        <Button appearance="primary" disabled={busy} onClick={save}>
          Save level {scale.level}
        </Button>
      </div>
    </section>
  );
}
