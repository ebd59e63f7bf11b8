import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', minWidth: 0 },
  // As wide as its cells need (a phone scrolls it), never narrower than the page.
  table: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  caption: { textAlign: 'start' },
});

/** The first rows of a file as read, each with its line, under the file's headers. */
export function ImportPreviewTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly { line: number; cells: Record<string, string> }[];
}) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls by keyboard too
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <Table size="small" className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell scope="col">Line</TableHeaderCell>
            {headers.map((header) => (
              <TableHeaderCell scope="col" key={header}>
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {headers.map((header) => (
                <TableCell key={header}>{row.cells[header]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
