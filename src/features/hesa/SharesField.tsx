import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Share } from '../../domain/hesa/reference-facts';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'start', flexWrap: 'wrap' },
  code: { width: '9rem' },
  proportion: { width: '7rem' },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A share as typed: the proportion stays text until it is saved. */
export interface ShareDraft {
  code: string;
  proportion: string;
}

export const draftsOf = (shares: readonly Share[] | undefined): ShareDraft[] =>
  shares?.length
    ? shares.map((s) => ({ code: s.code, proportion: String(s.proportion) }))
    : [{ code: '', proportion: '100' }];

/** The rows with a code, as the API takes them (a row left blank is dropped). */
export const sharesOf = (drafts: readonly ShareDraft[]) =>
  drafts
    .filter((d) => d.code.trim() !== '')
    .map((d) => ({ code: d.code.trim(), proportion: Number(d.proportion) }));

/**
 * Codes with their proportions (cost centres, HECoS subjects): a row each, labelled with the
 * thing and its number ("Cost centre 1 code"), with add and remove; proportions add up to 100.
 */
export function SharesField({
  legend,
  thing,
  noun,
  hint,
  drafts,
  onChange,
  error,
}: {
  legend: string;
  /** What one row is, e.g. "Cost centre" (field labels) and "cost centre" (buttons). */
  thing: string;
  noun: string;
  hint: string;
  drafts: ShareDraft[];
  onChange: (drafts: ShareDraft[]) => void;
  error?: string;
}) {
  const styles = useStyles();
  const set = (index: number, change: Partial<ShareDraft>) =>
    onChange(drafts.map((d, i) => (i === index ? { ...d, ...change } : d)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {drafts.map((draft, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id while typed
          <div className={styles.row} key={index}>
            <Field label={`${thing} ${n} code`} hint={index === 0 ? hint : undefined}>
              <Input
                className={styles.code}
                value={draft.code}
                onChange={(_, data) => set(index, { code: data.value })}
              />
            </Field>
            <Field label={`${thing} ${n} proportion (%)`}>
              <Input
                className={styles.proportion}
                type="number"
                min={1}
                max={100}
                value={draft.proportion}
                onChange={(_, data) => set(index, { proportion: data.value })}
              />
            </Field>
            <Button onClick={() => onChange(drafts.filter((_, i) => i !== index))}>
              Remove {noun} {n}
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          disabled={drafts.length >= 5}
          onClick={() => onChange([...drafts, { code: '', proportion: '' }])}
        >
          Add a {noun}
        </Button>
      </div>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
