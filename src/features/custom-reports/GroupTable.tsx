import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReportResult } from '../../domain/custom-reports/definition';
import { formatMoney } from '../../domain/format/numbers';

type Groups = Extract<ReportResult, { kind: 'groups' }>;

const useStyles = makeStyles({
  // A few short columns: they fit a phone's width (390 px) without scrolling sideways; a long
  // value wraps. Only a report with many sums scrolls, inside its own region.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { tableLayout: 'auto', width: '100%' },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
  },
  value: { overflowWrap: 'anywhere' },
  number: { textAlign: 'end', justifyContent: 'flex-end', whiteSpace: 'nowrap' },
});

const count = (n: number) => n.toLocaleString('en-GB');

/** A group's sum as the screen shows it: money (pence) in pounds, else a number. */
export const sumText = (value: number, money: boolean | undefined) =>
  money ? formatMoney(value) : count(value);

/** The groups of a run: each value with its count of records and its sums. */
export function GroupTable({ result, title }: { result: Groups; title: string }) {
  const styles = useStyles();
  const caption = `${title}: ${count(result.total)} records in ${count(result.groups.length)} groups`;
  const headers = [result.groupBy.label, 'Records', ...result.sums.map((s) => `Sum of ${s.label}`)];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <Table className={styles.table} size="small">
        <caption className={styles.caption}>{caption}</caption>
        <TableHeader>
          <TableRow>
            {headers.map((header, index) => (
              <TableHeaderCell
                key={header}
                button={{ className: index > 0 ? styles.number : styles.value }}
              >
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.groups.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length}>No records match this report.</TableCell>
            </TableRow>
          ) : (
            result.groups.map((group) => (
              <TableRow key={group.value ?? '\u0000none'}>
                <TableCell className={styles.value}>{group.value ?? '(none)'}</TableCell>
                <TableCell className={styles.number}>{count(group.count)}</TableCell>
                {result.sums.map((sum) => (
                  <TableCell key={sum.field} className={styles.number}>
                    {sumText(group.sums[sum.field] ?? 0, sum.money)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
