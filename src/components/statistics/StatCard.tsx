import { Card, makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { type ReactNode, useId, useState } from 'react';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  figure: { margin: 0, minWidth: 0 },
  summary: { color: tokens.colorNeutralForeground2 },
});

export interface StatCardProps {
  title: string;
  /** One line under the heading, e.g. the total. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A breakdown with a heading: its chart in a figure named by the heading, and a "Show as table"
 * toggle that swaps the chart for the table of the same numbers.
 */
export function StatCard({ title, summary, chart, table }: StatCardProps) {
  const styles = useStyles();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <ToggleButton
          size="small"
          icon={<TableRegular />}
          checked={asTable}
          onClick={() => setAsTable((value) => !value)}
          aria-label={`Show as table: ${title}`}
        >
          Show as table
        </ToggleButton>
      </div>
      <Text className={styles.summary}>{summary}</Text>
      {asTable ? (
        table
      ) : (
        <figure className={styles.figure} aria-labelledby={headingId}>
          {chart}
        </figure>
      )}
    </Card>
  );
}
