import { Text } from '@fluentui/react-components';
import { type ReadOnlyColumn, ReadOnlyTable } from '../../components/read-only-table';
import type { ReportResult } from '../../domain/custom-reports/definition';

type Rows = Extract<ReportResult, { kind: 'rows' }>;
type Groups = Extract<ReportResult, { kind: 'groups' }>;
type Group = Groups['groups'][number];

const count = (n: number) => n.toLocaleString('en-GB');

function GroupTable({ result, title }: { result: Groups; title: string }) {
  const columns: ReadOnlyColumn<Group>[] = [
    { header: result.groupBy.label, cell: (group) => group.value ?? '(none)', wide: true },
    { header: 'Records', cell: (group) => count(group.count), numeric: true },
    ...result.sums.map(
      (sum): ReadOnlyColumn<Group> => ({
        header: `Sum of ${sum.label}`,
        cell: (group) => count(group.sums[sum.field] ?? 0),
        numeric: true,
      }),
    ),
  ];
  return (
    <ReadOnlyTable
      caption={`${title}: ${count(result.total)} records in ${count(result.groups.length)} groups`}
      columns={columns}
      rows={result.groups}
      rowKey={(group) => group.value ?? '\u0000none'}
      empty="No records match this report."
    />
  );
}

function RowTable({ result, title }: { result: Rows; title: string }) {
  const columns = result.columns.map(
    (column): ReadOnlyColumn<Record<string, string>> => ({
      header: column.label,
      cell: (row) => row[column.field] ?? '',
    }),
  );
  const shown = result.rows.length;
  return (
    <>
      <ReadOnlyTable
        caption={`${title}: ${count(result.total)} records`}
        columns={columns}
        rows={result.rows}
        rowKey={(_, index) => String(index)}
        empty="No records match this report."
      />
      {shown < result.total && (
        <Text size={200}>
          The first {count(shown)} are shown; the export holds all {count(result.total)}.
        </Text>
      )}
    </>
  );
}

/** A run's result: the records, or the groups with their counts and sums. */
export function ReportResultTable({ result, title }: { result: ReportResult; title: string }) {
  return result.kind === 'groups' ? (
    <GroupTable result={result} title={title} />
  ) : (
    <RowTable result={result} title={title} />
  );
}
