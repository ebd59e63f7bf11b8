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
  value: { margin: 0 },
});

export interface FactListProps {
  /** What the facts are about: the list's accessible name. */
  label: string;
  /** Each fact as its term and its value, in reading order. */
  facts: readonly (readonly [string, ReactNode])[];
}

/** A record's facts as a description list: terms in one column, their values beside them. */
export function FactList({ label, facts }: FactListProps) {
  const styles = useStyles();
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([term, value]) => (
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
