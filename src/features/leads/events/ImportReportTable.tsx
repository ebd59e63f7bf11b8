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
import type { z } from 'zod';
import type { importReportSchema } from '../../../domain/leads/answers';
import type { ImportOutcome } from '../../../domain/leads/event-import';

type Report = z.infer<typeof importReportSchema>;

const COLOURS: Record<ImportOutcome, 'success' | 'informative' | 'danger'> = {
  created: 'success',
  merged: 'informative',
  refused: 'danger',
};

const useStyles = makeStyles({
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
  },
  line: { width: '70px' },
  outcome: { width: '110px' },
});

/** What became of each row of the file: created, merged or refused, and why. */
export function ImportReportTable({ report }: { report: Report }) {
  const styles = useStyles();
  const { created, merged, refused } = report.counts;
  const title = report.dryRun ? 'Dry run: nothing was saved' : 'Imported';
  return (
    <section aria-label={title}>
      <Text weight="semibold" role="status">
        {`${title}: ${created} created, ${merged} merged, ${refused} refused`}
      </Text>
      <Table size="small">
        <caption className={styles.caption}>{`${title} (${report.event})`}</caption>
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
          {report.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.name || '(no name)'}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={COLOURS[row.outcome]}>
                  {row.outcome}
                </Badge>
              </TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
