import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';

type Colour = 'success' | 'informative' | 'danger' | 'warning';

const COLOURS: Record<string, Colour> = {
  created: 'success',
  merged: 'informative',
  refused: 'danger',
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  // A phone scrolls it rather than squeezing the reasons into slivers.
  table: { minWidth: '560px' },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
  },
  line: { width: '70px' },
  outcome: { width: '110px' },
});

/** One row's result: its line, who, the outcome and why. */
export interface ImportResultRow {
  line: number;
  name: string;
  outcome: string;
  reason: string;
}

/**
 * What became of each row of an imported file: a summary (a live status) and a table of every
 * row with its outcome (created green, merged blue, refused red) and the reason.
 */
export function ImportResultTable({
  title,
  summary,
  caption,
  rows,
}: {
  title: string;
  summary: string;
  caption: string;
  rows: readonly ImportResultRow[];
}) {
  const styles = useStyles();
  return (
    <section aria-label={title} className={styles.section}>
      <Text weight="semibold" role="status">
        {summary}
      </Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls by keyboard too */}
      <section className={styles.scroll} tabIndex={0} aria-label={caption}>
        <Table size="small" className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col" className={styles.line}>
                Line
              </TableHeaderCell>
              <TableHeaderCell scope="col">Name</TableHeaderCell>
              <TableHeaderCell scope="col" className={styles.outcome}>
                Outcome
              </TableHeaderCell>
              <TableHeaderCell scope="col">Reason</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.name || '(no name)'}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOURS[row.outcome] ?? 'warning'}>
                    {row.outcome}
                  </Badge>
                </TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </section>
  );
}
