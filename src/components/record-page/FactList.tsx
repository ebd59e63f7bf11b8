import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  // A value of several lines (an address) keeps its line breaks.
  value: { margin: 0, whiteSpace: 'pre-line' },
});

export interface FactListProps {
  /** What the facts are about: the list's accessible name. */
  label: string;
  /** Each fact as its term and its value, in reading order. */
  facts: readonly (readonly [string, ReactNode])[];
  /** Leave out the facts without a value (undefined, null, false or empty text). */
  hideEmpty?: boolean;
}

const isEmpty = (value: ReactNode) =>
  value === undefined || value === null || value === false || value === '';

/** A record's facts as a description list: terms in one column, their values beside them. */
export function FactList({ label, facts, hideEmpty = false }: FactListProps) {
  const styles = useStyles();
  const shown = hideEmpty ? facts.filter(([, value]) => !isEmpty(value)) : facts;
  return (
    <dl className={styles.facts} aria-label={label}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>
            <Body1>{value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
