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

const useStyles = makeStyles({
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // The header cell's content sits in an inner flex box.
  numberHeader: { justifyContent: 'flex-end' },
});

export interface CountTableProps {
  caption: string;
  /** Header of the first column, then one header per number column. */
  headers: readonly string[];
  rows: readonly { key: string; label: string; values: readonly number[] }[];
}

/** The numbers behind a chart, as a table with a caption (the chart's accessible alternative). */
export function CountTable({ caption, headers, rows }: CountTableProps) {
  const styles = useStyles();
  const [first, ...numbers] = headers;
  return (
    <Table size="small">
      <caption className={styles.caption}>{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell scope="col">{first}</TableHeaderCell>
          {numbers.map((header) => (
            <TableHeaderCell
              key={header}
              scope="col"
              className={styles.number}
              button={{ className: styles.numberHeader }}
            >
              {header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.label}</TableCell>
            {row.values.map((value, index) => (
              <TableCell key={numbers[index]} className={styles.number}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
