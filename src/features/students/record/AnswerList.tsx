import { makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 16rem) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr', rowGap: 0 },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    '@media (max-width: 600px)': { marginBottom: tokens.spacingVerticalS },
  },
  heading: { marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalS}` },
});

/** One labelled value of a record. */
export interface Pair {
  key?: string;
  label: string;
  value: string;
}

/** Labelled values as a description list under an optional heading (read-only). */
export function AnswerList({ heading, pairs }: { heading?: string; pairs: readonly Pair[] }) {
  const styles = useStyles();
  return (
    <section aria-label={heading}>
      {heading && (
        <Text as="h3" size={400} weight="semibold" block className={styles.heading}>
          {heading}
        </Text>
      )}
      {pairs.length > 0 && (
        <dl className={styles.list}>
          {pairs.map((pair) => (
            <div key={pair.key ?? pair.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{pair.label}</dt>
              <dd className={styles.value}>{pair.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
