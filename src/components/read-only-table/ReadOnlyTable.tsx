import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Wide tables scroll sideways on a tablet instead of squeezing their columns.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '32rem' },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
  },
  number: { textAlign: 'end', justifyContent: 'flex-end' },
  wide: { width: '30%' },
});

/** A column of a read-only table. */
export interface ReadOnlyColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (money, marks, credits). */
  numeric?: boolean;
  /** Takes more of the width (titles, descriptions). */
  wide?: boolean;
}

/** A small read-only table with a caption (finance, transcript, the course-platform report). */
export function ReadOnlyTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  footer,
}: {
  caption: string;
  columns: readonly ReadOnlyColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  empty: string;
  footer?: ReactNode;
}) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <Table className={styles.table} size="small">
        <caption className={styles.caption}>{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.header}
                className={mergeClasses(column.wide && styles.wide)}
                button={{ className: mergeClasses(column.numeric && styles.number) }}
              >
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={rowKey(row, index)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    className={column.numeric ? styles.number : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
          {footer}
        </TableBody>
      </Table>
    </section>
  );
}
